// The company network: a school and a business site ask each other, talk, and one side accepts.
import type { NetworkParty, TNetworkRequest } from '@oabat/domain/schools';
import { canEditBusiness, canEditSchool } from '@oabat/domain/rights';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { visibleBusiness } from '../businesses/businesses.usecases.ts';
import * as net from './network.repository.ts';
import { findSchool } from './schools.repository.ts';
import type { Deps } from './schools.usecases.ts';

/** Which side of the pair the viewer speaks for, or a 401/403/404. */
async function sides(deps: Deps, viewer: SessionUser | null, schoolKey: string, siteId: number) {
  requireViewer(viewer);
  const school = await findSchool(deps.db, schoolKey);
  const site = await net.siteWithBusiness(deps.db, siteId);
  if (!school || !site) throw notFound('network.not_found', 'Diese Schule oder diesen Standort gibt es nicht.');
  const parties: NetworkParty[] = [];
  if (canEditSchool(viewer, school.slug)) parties.push('school');
  if (canEditBusiness(viewer, site.business_slug)) parties.push('business');
  if (!parties.length) throw forbidden('Nur die Schule und der Betrieb sehen ihre Netzwerkanfrage.');
  return { school, site, parties };
}

export async function toWireRequest(deps: Deps, r: net.RequestRow): Promise<TNetworkRequest> {
  const messages = await net.messagesOf(deps.db, r.id);
  return {
    id: r.id,
    school: r.school,
    business_site: r.business_site,
    accepted: r.accepted,
    created_by_type: r.created_by_type,
    created_at: r.created_at.toISOString(),
    messages: messages.map((m) => ({ ...m, created_at: m.created_at.toISOString() })),
  };
}

export async function getRequest(deps: Deps, viewer: SessionUser | null, schoolKey: string, siteId: number) {
  const { school } = await sides(deps, viewer, schoolKey, siteId);
  const r = await net.findRequest(deps.db, school.id, siteId);
  return r ? toWireRequest(deps, r) : null;
}

/** Sends a message; the first one opens the request, from the side that wrote it. */
export async function sendMessage(deps: Deps, viewer: SessionUser | null, schoolKey: string, siteId: number, message: string, by: NetworkParty) {
  const { school, parties } = await sides(deps, viewer, schoolKey, siteId);
  if (!parties.includes(by)) throw forbidden(by === 'school' ? 'Du schreibst nicht für diese Schule.' : 'Du schreibst nicht für diesen Betrieb.');
  await deps.db.tx(async (q) => {
    await net.createRequest(q, school.id, siteId, by);
    const r = (await net.findRequest(q, school.id, siteId))!;
    await net.insertMessage(q, r.id, message, by, viewer!.id);
  });
  return toWireRequest(deps, (await net.findRequest(deps.db, school.id, siteId))!);
}

/** The side that did not open the request accepts it; either side may end the partnership. */
export async function setAccepted(deps: Deps, viewer: SessionUser | null, schoolKey: string, siteId: number, accepted: boolean) {
  const { school, parties } = await sides(deps, viewer, schoolKey, siteId);
  const r = await net.findRequest(deps.db, school.id, siteId);
  if (!r) throw notFound('network.not_found', 'Diese Netzwerkanfrage gibt es nicht.');
  if (accepted && !parties.some((p) => p !== r.created_by_type)) {
    throw invalid('accepted', 'Die Anfrage kann nur die andere Seite annehmen.');
  }
  await net.setAccepted(deps.db, r.id, accepted);
  return toWireRequest(deps, (await net.findRequest(deps.db, school.id, siteId))!);
}

export async function requestsOfSchool(deps: Deps, viewer: SessionUser | null, schoolKey: string) {
  requireViewer(viewer);
  const school = await findSchool(deps.db, schoolKey);
  if (!school) throw notFound('schools.not_found', 'Diese Schule gibt es nicht.');
  if (!canEditSchool(viewer, school.slug)) throw forbidden();
  return Promise.all((await net.requestsOfSchool(deps.db, school.id)).map((r) => toWireRequest(deps, r)));
}

export async function requestsOfBusiness(deps: Deps, viewer: SessionUser | null, businessId: number, businessSlug: string) {
  requireViewer(viewer);
  if (!canEditBusiness(viewer, businessSlug)) throw forbidden();
  return Promise.all((await net.requestsOfBusiness(deps.db, businessId)).map((r) => toWireRequest(deps, r)));
}

/** Schools of a business: its own users see every request with messages, others the accepted partners (a hidden business is 404). */
export async function schoolsOfBusiness(deps: Deps, viewer: SessionUser | null, key: string) {
  const { row, editor } = await visibleBusiness(deps, viewer, key, { adminSeesHidden: false });
  if (editor) return requestsOfBusiness(deps, viewer, row.id, row.slug);
  const accepted = (await net.requestsOfBusiness(deps.db, row.id)).filter((r) => r.accepted);
  return accepted.map((r) => ({ ...r, created_at: r.created_at.toISOString(), messages: [] }));
}
