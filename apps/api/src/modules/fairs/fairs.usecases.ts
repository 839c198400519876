// Rules of job fairs: everybody reads the fairs not yet over (a past fair is gone: 404, except for the admin);
// only the admin creates, edits and deletes fairs and their participants (01 §1: administrators manage fairs;
// a region's fair is run by the operator, so regions do not write them). A participant's own users see the
// profile's activities during its fairs.
import { isAdmin, canEditBusiness } from '@oabat/domain/rights';
import { slugify } from '@oabat/domain/locations';
import {
  FAIR_MAX_BUSINESSES,
  FAIR_MAX_DAYS,
  fairNotFoundMessage,
  type TJobFair,
  type TJobFairBusiness,
  type TJobFairInput,
  type TJobFairQuery,
  type TJobFairRequest,
  type TJobFairUpdate,
} from '@oabat/domain/fairs';
import type { z } from 'zod';
import type { ZJobFairRequestInput } from '@oabat/domain/fairs';
import type { Db, Queryable } from '../../db.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { findImage, publicImagesById, publicLogoUrls, type MediaDeps } from '../media/media.usecases.ts';
import { findPlaceByPostalCode } from '../places/index.ts';
import * as repo from './fairs.repository.ts';
import { INT32_MAX } from '@oabat/domain/common';

export interface FairDeps {
  db: Db;
  media: MediaDeps;
}

const fairNotFound = () => notFound('jobfairs.not_found', fairNotFoundMessage);
const ADMIN_ONLY = 'Messen legt nur die Redaktion von Oabat an und bearbeitet sie.';

function requireAdmin(viewer: SessionUser | null): SessionUser {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden(ADMIN_ONLY);
  return viewer;
}

async function present(d: FairDeps, viewer: SessionUser | null, rows: repo.FairRow[]): Promise<TJobFair[]> {
  const logos = await publicImagesById(
    d.media,
    rows.map((r) => r.logo_image_id),
  );
  const participants = rows.length
    ? await repo.participantsOf(
        d.db,
        rows.map((r) => r.id),
      )
    : [];
  const admin = isAdmin(viewer);
  const card = (p: repo.ParticipantRow): TJobFairBusiness => {
    const urls = publicLogoUrls(p.logo_uid);
    return { id: p.id, slug: p.slug, name: p.name, logo: urls ? { urls } : null };
  };
  return rows.map((r) => {
    const mine = participants.filter((p) => p.job_fair_id === r.id);
    const logo = (r.logo_image_id && logos.get(r.logo_image_id)) || null;
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      title: r.title,
      description: r.description,
      logo,
      logo_file_path: logo ? (logo.urls['1.webp'] ?? Object.values(logo.urls)[0] ?? null) : null,
      channel: { slug: r.channel_slug, name: r.channel_name },
      start_at: r.start_at.toISOString(),
      end_at: r.end_at.toISOString(),
      location_slug: r.place_slug,
      place: { name: r.place_name, postal_code: r.postal_code, latitude: r.latitude, longitude: r.longitude },
      location_name: r.location_name,
      street: r.street,
      businesses: mine.filter((p) => p.is_visible).map(card),
      // Who takes part without a public profile is the operator's business, not the public's.
      businesses_unpublished: admin ? mine.filter((p) => !p.is_visible).map(card) : [],
      can_edit: admin,
    };
  });
}

export async function listFairs(d: FairDeps, viewer: SessionUser | null, q: TJobFairQuery) {
  // Past fairs only for the admin's list; everybody else gets the fairs whose end is not past.
  const past = q.past === '1' && isAdmin(viewer);
  const rows = await repo.listFairs(d.db, { slug: q.slug, locationSlug: q.location_slug, channel: q.channel, past, limit: q.limit });
  return { data: await present(d, viewer, rows) };
}

async function findRow(q: Queryable, ref: string) {
  const row = /^\d+$/.test(ref) ? (Number(ref) <= INT32_MAX ? await repo.findFairById(q, Number(ref)) : undefined) : await repo.findFairBySlug(q, ref);
  if (!row) throw fairNotFound();
  return row;
}

/** A fair that is over is not shown (02 §9) to anybody but the admin. */
async function visibleRow(d: FairDeps, viewer: SessionUser | null, ref: string) {
  const row = await findRow(d.db, ref);
  if (row.end_at.getTime() < Date.now() && !isAdmin(viewer)) throw fairNotFound();
  return row;
}

export async function getFair(d: FairDeps, viewer: SessionUser | null, ref: string) {
  return (await present(d, viewer, [await visibleRow(d, viewer, ref)]))[0]!;
}

/** The logo must be a public image the admin uploaded (or the fair's current one). */
async function checkLogo(q: Queryable, viewer: SessionUser, imageId: number | null | undefined, current: number | null) {
  if (imageId === undefined || imageId === null || imageId === current) return;
  const img = await findImage(q, imageId);
  if (!img || img.user_id !== viewer.id) throw invalid('logo_image_id', 'Bitte lade das Logo selbst hoch.');
  if (img.is_private) throw invalid('logo_image_id', 'Das Logo muss öffentlich sein.');
}

async function placeOf(q: Queryable, postalCode: string, city: string | null | undefined) {
  const place = await findPlaceByPostalCode(q, postalCode, city ? slugify(city) : '');
  if (!place) throw invalid('postal_code', 'Diese Postleitzahl kennen wir nicht.');
  return place;
}

async function channelId(q: Queryable, slug: string) {
  const channel = await repo.findChannel(q, slug);
  if (!channel) throw invalid('channel', 'Diesen Channel gibt es nicht.');
  return channel.id;
}

export async function createFair(d: FairDeps, viewer: SessionUser | null, input: TJobFairInput) {
  const admin = requireAdmin(viewer);
  const id = await d.db.tx(async (q) => {
    await checkLogo(q, admin, input.logo_image_id, null);
    const place = await placeOf(q, input.postal_code, input.city);
    return repo.insertFair(
      q,
      {
        name: input.name,
        title: input.title ?? null,
        description: input.description,
        channel_id: await channelId(q, input.channel),
        logo_image_id: input.logo_image_id ?? null,
        start_at: input.start_at,
        end_at: input.end_at,
        place_id: place.id,
        location_name: input.location_name ?? null,
        street: input.street ?? null,
      },
      admin.id,
      slugify(input.name).slice(0, 80),
    );
  });
  return getFair(d, admin, String(id));
}

export async function updateFair(d: FairDeps, viewer: SessionUser | null, ref: string, input: TJobFairUpdate) {
  const admin = requireAdmin(viewer);
  const row = await findRow(d.db, ref);
  await d.db.tx(async (q) => {
    await checkLogo(q, admin, input.logo_image_id, row.logo_image_id);
    const next: repo.FairWrite = {
      name: input.name ?? row.name,
      title: input.title !== undefined ? input.title : row.title,
      description: input.description ?? row.description,
      channel_id: input.channel ? await channelId(q, input.channel) : row.channel_id,
      logo_image_id: input.logo_image_id !== undefined ? input.logo_image_id : row.logo_image_id,
      start_at: input.start_at ?? row.start_at.toISOString(),
      end_at: input.end_at ?? row.end_at.toISOString(),
      place_id: input.postal_code ? (await placeOf(q, input.postal_code, input.city)).id : row.place_id,
      location_name: input.location_name !== undefined ? input.location_name : row.location_name,
      street: input.street !== undefined ? input.street : row.street,
    };
    // The merged fair must still hold: the end after the start, not longer than the limit.
    const span = new Date(next.end_at).getTime() - new Date(next.start_at).getTime();
    if (span <= 0) throw invalid('end_at', 'Das Ende muss nach dem Beginn liegen.');
    if (span > FAIR_MAX_DAYS * 86_400_000) throw invalid('end_at', `Eine Messe dauert höchstens ${FAIR_MAX_DAYS} Tage.`);
    await repo.updateFair(q, row.id, next);
  });
  return getFair(d, admin, String(row.id));
}

export async function deleteFair(d: FairDeps, viewer: SessionUser | null, ref: string) {
  requireAdmin(viewer);
  const row = await findRow(d.db, ref);
  await repo.deleteFair(d.db, row.id);
}

export async function addParticipant(d: FairDeps, viewer: SessionUser | null, ref: string, businessId: number) {
  const admin = requireAdmin(viewer);
  const row = await findRow(d.db, ref);
  if (!(await repo.businessExists(d.db, businessId))) throw invalid('business_id', 'Diesen Betrieb gibt es nicht.');
  if ((await repo.countParticipants(d.db, row.id)) >= FAIR_MAX_BUSINESSES) {
    throw invalid('business_id', `Eine Messe hat höchstens ${FAIR_MAX_BUSINESSES} Betriebe.`);
  }
  await repo.addParticipant(d.db, row.id, businessId);
  return getFair(d, admin, String(row.id));
}

export async function removeParticipant(d: FairDeps, viewer: SessionUser | null, ref: string, businessId: number) {
  const admin = requireAdmin(viewer);
  const row = await findRow(d.db, ref);
  await repo.removeParticipant(d.db, row.id, businessId);
  return getFair(d, admin, String(row.id));
}

/** How many of its fairs a participant sees (the running and coming ones, and the last ones over). */
const VISITOR_FAIRS = 10;

/** The profile's activities during each fair the business takes part in (its own users and the admin). */
export async function fairVisitors(d: FairDeps, viewer: SessionUser | null, key: string) {
  requireViewer(viewer);
  const business = await repo.findBusinessByKey(d.db, key);
  if (!business) throw notFound('business.not_found', 'Diesen Betrieb gibt es nicht.');
  if (!canEditBusiness(viewer, business.slug) && !isAdmin(viewer)) throw forbidden('Die Profilbesucher sieht nur der Betrieb selbst.');
  const now = new Date();
  const fairs = await repo.fairsOfBusiness(d.db, business.id, VISITOR_FAIRS);
  const data = [];
  for (const f of fairs) {
    // A fair still to come has no visitors yet; a running one counts up to now.
    const started = f.start_at <= now;
    const stats = started ? await repo.activitiesDuring(d.db, business.id, f.start_at, f.end_at < now ? f.end_at : now) : { counts: [], visitors: 0 };
    data.push({
      fair: { id: f.id, slug: f.slug, name: f.name, start_at: f.start_at.toISOString(), end_at: f.end_at.toISOString(), location_slug: f.place_slug },
      running: started && f.end_at >= now,
      visitors: stats.visitors,
      counts: stats.counts,
    });
  }
  return { data };
}

// Requests (issue #36): a business's own users ask for their business (a participant may propose a livestream slot);
// only the admin lists and decides them; accepting makes the business a participant.
const presentRequest = (r: repo.FairRequestRow): TJobFairRequest => ({
  id: r.id,
  fair: { id: r.job_fair_id, slug: r.fair_slug, name: r.fair_name, start_at: r.start_at.toISOString(), end_at: r.end_at.toISOString() },
  business: { id: r.business_id, slug: r.business_slug, name: r.business_name },
  message: r.message,
  slot_start: r.slot_start ? r.slot_start.toISOString() : null,
  slot_end: r.slot_end ? r.slot_end.toISOString() : null,
  status: r.status,
  created_at: r.created_at.toISOString(),
});

export async function requestFair(d: FairDeps, viewer: SessionUser | null, ref: string, input: z.output<typeof ZJobFairRequestInput>) {
  requireViewer(viewer);
  const business = await repo.findBusinessByKey(d.db, String(input.business_id));
  if (!business) throw invalid('business_id', 'Diesen Betrieb gibt es nicht.');
  if (!canEditBusiness(viewer, business.slug)) throw forbidden('Für eine Messe anmelden kann sich nur der Betrieb selbst.');
  // Only a fair that is not over takes requests (a past one is a 404 to businesses, as on its page).
  const fair = await visibleRow(d, viewer, ref);
  for (const [field, at] of [
    ['slot_start', input.slot_start],
    ['slot_end', input.slot_end],
  ] as const) {
    if (at && (Date.parse(at) < fair.start_at.getTime() || Date.parse(at) > fair.end_at.getTime()))
      throw invalid(field, 'Das Zeitfenster muss während der Messe liegen.');
  }
  const id = await d.db.tx((q) =>
    repo.upsertRequest(q, {
      fairId: fair.id,
      businessId: business.id,
      message: input.message,
      slotStart: input.slot_start ?? null,
      slotEnd: input.slot_end ?? null,
      by: viewer.id,
    }),
  );
  return presentRequest((await repo.findRequest(d.db, id))!);
}

export async function businessRequests(d: FairDeps, viewer: SessionUser | null, key: string) {
  requireViewer(viewer);
  const business = await repo.findBusinessByKey(d.db, key);
  if (!business) throw notFound('business.not_found', 'Diesen Betrieb gibt es nicht.');
  if (!canEditBusiness(viewer, business.slug) && !isAdmin(viewer)) throw forbidden('Die Anfragen sieht nur der Betrieb selbst.');
  return { data: (await repo.requestsOfBusiness(d.db, business.id)).map(presentRequest) };
}

export async function listRequests(d: FairDeps, viewer: SessionUser | null, status: string | undefined) {
  requireAdmin(viewer);
  return { data: (await repo.listRequests(d.db, status ?? null)).map(presentRequest) };
}

export async function decideRequest(d: FairDeps, viewer: SessionUser | null, id: number, status: 'accepted' | 'declined') {
  requireAdmin(viewer);
  const row = await repo.findRequest(d.db, id);
  if (!row) throw notFound('jobfairs.request_not_found', 'Diese Anfrage gibt es nicht.');
  await d.db.tx(async (q) => {
    await repo.decideRequest(q, id, status);
    if (status === 'accepted') {
      if ((await repo.countParticipants(q, row.job_fair_id)) >= FAIR_MAX_BUSINESSES) {
        throw invalid('status', `Eine Messe hat höchstens ${FAIR_MAX_BUSINESSES} Betriebe.`);
      }
      await repo.addParticipant(q, row.job_fair_id, row.business_id);
    }
  });
  return presentRequest((await repo.findRequest(d.db, id))!);
}
