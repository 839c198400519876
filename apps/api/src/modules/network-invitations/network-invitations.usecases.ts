// Invitation links: a school's or region's own users create and list them; anyone holding a valid token sees who
// invites; a business accepting it joins the school's company network (the request is made and accepted at once:
// the school asked by inviting, the business by accepting) or the region's channel. Once per business and link.
import { canEditRegion, canEditSchool, isBusiness } from '@oabat/domain/rights';
import { INVITATION_VALID_DAYS, invitationPath, type TInvitationPreview } from '@oabat/domain/network-invitations';
import type { Db } from '../../db.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { findSchool } from '../schools/index.ts';
import * as net from '../schools/index.ts';
import { addMember, findRegion } from '../regions/index.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import * as repo from './network-invitations.repository.ts';

type Viewer = SessionUser | null;
export interface Deps {
  db: Db;
  publicUrl: string;
}
const INVALID = 'Diese Einladung ist ungültig oder abgelaufen.';

/** The school or region the viewer speaks for, by the route's key. */
async function inviter(db: Db, viewer: Viewer, type: 'school' | 'region', key: string) {
  requireViewer(viewer);
  if (type === 'school') {
    const school = await findSchool(db, key);
    if (!school) throw notFound('schools.not_found', 'Diese Schule gibt es nicht.');
    if (!canEditSchool(viewer, school.slug)) throw forbidden('Nur die Nutzer dieser Schule laden Betriebe ein.');
    return { schoolId: school.id as number };
  }
  const region = await findRegion(db, key);
  if (!region) throw notFound('regions.not_found', 'Diese Region gibt es nicht.');
  if (!canEditRegion(viewer, region.slug)) throw forbidden('Nur die Nutzer dieser Region laden Betriebe ein.');
  return { regionId: region.id as number };
}

export async function createInvitation(deps: Deps, viewer: Viewer, type: 'school' | 'region', key: string) {
  const by = await inviter(deps.db, viewer, type, key);
  const token = randomToken(32);
  const row = await repo.insertInvitation(deps.db, {
    tokenHash: sha256(token),
    schoolId: by.schoolId ?? null,
    regionId: by.regionId ?? null,
    userId: viewer!.id,
    days: INVITATION_VALID_DAYS,
  });
  if (!row) throw notFound('invitations.inviter_gone', type === 'school' ? 'Diese Schule gibt es nicht.' : 'Diese Region gibt es nicht.');
  return { id: row.id, token, link: `${deps.publicUrl}${invitationPath(token)}`, expires_at: new Date(row.expires_at).toISOString() };
}

export async function listInvitations(db: Db, viewer: Viewer, type: 'school' | 'region', key: string) {
  const by = await inviter(db, viewer, type, key);
  return (await repo.listInvitations(db, by)).map((r) => ({
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    expires_at: new Date(r.expires_at).toISOString(),
    uses: r.uses,
  }));
}

async function valid(db: Db, token: string) {
  const row = await repo.findValid(db, sha256(token));
  if (!row) throw notFound('invitations.invalid', INVALID);
  return row;
}
const previewOf = (row: repo.InvitationRow): TInvitationPreview => ({
  inviter: { type: row.school_id ? 'school' : 'region', name: row.inviter_name, slug: row.inviter_slug, city: row.inviter_city },
  expires_at: new Date(row.expires_at).toISOString(),
});

export async function previewInvitation(db: Db, token: string) {
  return previewOf(await valid(db, token));
}

export async function acceptInvitation(db: Db, viewer: Viewer, token: string) {
  requireViewer(viewer);
  if (!isBusiness(viewer) || !viewer.business?.id) throw forbidden('Nur Betriebe können diese Einladung annehmen.');
  const row = await valid(db, token);
  const businessId = viewer.business.id;
  await db.tx(async (q) => {
    if (!(await repo.recordUse(q, row.id, businessId, viewer.id))) throw conflict('invitations.used', 'Dein Betrieb hat diese Einladung schon angenommen.');
    if (row.school_id) {
      const siteId = await repo.mainSiteOf(q, businessId);
      if (!siteId) throw invalid('token', 'Lege zuerst einen Standort deines Betriebs an.');
      await net.createRequest(q, row.school_id, siteId, 'business');
      const request = (await net.findRequest(q, row.school_id, siteId))!;
      if (!request.accepted) await net.setAccepted(q, request.id, true);
      await net.insertMessage(q, request.id, 'Einladung der Schule angenommen.', 'business', viewer.id);
    } else {
      const channelId = await repo.regionChannelOf(q, row.region_id!);
      if (!channelId) throw notFound('regions.no_channel', 'Diese Region hat keinen Kanal.');
      await addMember(q, channelId, businessId);
    }
  });
  if (row.region_id) clearSearchCaches(db); // the region's lists show its members
  return { inviter: previewOf(row).inviter, joined: true as const };
}
