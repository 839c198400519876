// Rules of business profiles: who sees a profile, who edits it, and what an edit may reference.
import {
  businessCompleteness,
  DEFAULT_CONTACT_GENDER,
  type TBusiness,
  type TBusinessSite,
  type TBusinessUpdate,
  type TContactPerson,
  type TContactPersonInput,
} from '@oabat/domain/businesses';
import { canEditBusiness, isAdmin } from '@oabat/domain/rights';
import type { TImage } from '@oabat/domain/media';
import { slugify } from '@oabat/domain/accounts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { findImages, toWireImage, type MediaDeps } from '../media/media.usecases.ts';
import * as repo from './businesses.repository.ts';

export type Deps = MediaDeps;

const missing = () => notFound('businesses.not_found', 'Diesen Betrieb gibt es nicht.');

/**
 * The business if the viewer may see it: visible ones to everybody, hidden ones to its users and (unless
 * `adminSeesHidden` is false, as on its network list) the admin.
 */
export async function visibleBusiness(deps: Deps, viewer: SessionUser | null, key: string | number, { adminSeesHidden = true } = {}) {
  const row = await repo.findBusiness(deps.db, key);
  if (!row) throw missing();
  const editor = canEditBusiness(viewer, row.slug);
  if (!row.is_visible && !editor && !(adminSeesHidden && isAdmin(viewer))) throw missing();
  return { row, editor };
}

/** The business if the viewer may edit it: 401 for guests, 404 when unknown, 403 for anybody else. */
export async function editableBusiness(deps: Deps, viewer: SessionUser | null, key: string | number) {
  requireViewer(viewer);
  const row = await repo.findBusiness(deps.db, key);
  if (!row) throw missing();
  if (!canEditBusiness(viewer, row.slug)) throw forbidden('Nur die Nutzer dieses Betriebs können ihn bearbeiten.');
  return row;
}

async function imagesById(deps: Deps, ids: number[]): Promise<Map<number, TImage>> {
  const rows = await findImages(deps.db, ids);
  const wire = await Promise.all(rows.map((r) => toWireImage(deps, r)));
  return new Map(wire.map((w) => [w.id, w]));
}

export function toWireSite(s: repo.SiteRow): TBusinessSite {
  return {
    id: s.id,
    business_id: s.business_id,
    slug: s.slug,
    name: s.name,
    is_main: s.is_main,
    street: s.street,
    postal_code: s.postal_code,
    city: s.city,
    phone: s.phone,
    email: s.email,
    latitude: s.latitude,
    longitude: s.longitude,
  };
}

export async function contactPersonWire(deps: Deps, row: repo.ContactPersonRow | undefined, images?: Map<number, TImage>): Promise<TContactPerson | null> {
  if (!row) return null;
  const pics = images ?? (await imagesById(deps, row.profile_picture_id ? [row.profile_picture_id] : []));
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender || DEFAULT_CONTACT_GENDER,
    position: row.position,
    email: row.email,
    phone: row.phone,
    profile_picture_id: row.profile_picture_id,
    profile_picture: row.profile_picture_id ? (pics.get(row.profile_picture_id) ?? null) : null,
  };
}

export async function toWireBusiness(deps: Deps, row: repo.BusinessRow, editor: boolean): Promise<TBusiness> {
  const person = row.contact_person ?? undefined;
  const ids = [
    ...row.main_ids,
    ...row.gallery_ids,
    ...(row.logo_image_id ? [row.logo_image_id] : []),
    ...(person?.profile_picture_id ? [person.profile_picture_id] : []),
  ];
  const images = await imagesById(deps, ids);
  const pick = (list: number[]) => list.map((id) => images.get(id)).filter((i): i is TImage => !!i);
  const contact = await contactPersonWire(deps, person, images);
  const business: TBusiness = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    motto: row.motto,
    about_us: row.about_us,
    main_images: pick(row.main_ids),
    gallery_images: pick(row.gallery_ids),
    video_id: row.video_id,
    logo_image_id: row.logo_image_id,
    logo: row.logo_image_id ? (images.get(row.logo_image_id) ?? null) : null,
    is_visible: row.is_visible,
    is_verified: row.is_verified,
    public_contact_person: contact,
    business_sites: row.sites.map(toWireSite),
    business_site_slug: row.business_site_slug,
    subscription_types: row.subscription_types,
    is_job_fair_participant: row.is_job_fair_participant,
    has_pro_portal: row.has_pro_portal,
    can_edit: editor,
    avg_response_minutes: row.avg_response_minutes,
    chat_user_id: row.chat_user_id,
  };
  if (editor) {
    business.permissions = row.permissions;
    business.completeness = businessCompleteness(business);
  }
  return business;
}

export async function getBusiness(deps: Deps, viewer: SessionUser | null, key: string) {
  const { row, editor } = await visibleBusiness(deps, viewer, key);
  return toWireBusiness(deps, row, editor);
}

async function checkImages(deps: Deps, businessId: number, field: string, ids: number[]) {
  const unique = [...new Set(ids)];
  const usable = await repo.usableImageIds(deps.db, businessId, unique);
  if (unique.some((id) => !usable.has(id))) throw invalid(field, 'Mindestens ein Bild gibt es nicht oder es gehört nicht zu deinem Betrieb.');
  return unique;
}

export async function updateBusiness(deps: Deps, viewer: SessionUser | null, key: string, input: TBusinessUpdate) {
  const row = await editableBusiness(deps, viewer, key);
  const main = input.main_images && (await checkImages(deps, row.id, 'main_images', input.main_images));
  const gallery = input.gallery_images && (await checkImages(deps, row.id, 'gallery_images', input.gallery_images));
  if (input.logo_image_id) await checkImages(deps, row.id, 'logo_image_id', [input.logo_image_id]);
  await deps.db.tx(async (q) => {
    await repo.updateBusiness(q, row.id, {
      name: input.name,
      motto: input.motto === undefined ? undefined : input.motto || null,
      about_us: input.about_us === undefined ? undefined : input.about_us || null,
      video_id: input.video_id,
      logo_image_id: input.logo_image_id,
      is_visible: input.is_visible && (await repo.isModerated(q, row.id)) ? undefined : input.is_visible,
    });
    if (main) await repo.setBusinessImages(q, row.id, 'main', main);
    if (gallery) await repo.setBusinessImages(q, row.id, 'gallery', gallery);
  });
  return toWireBusiness(deps, (await repo.findBusiness(deps.db, row.id))!, true);
}

export async function deleteVideo(deps: Deps, viewer: SessionUser | null, businessId: number) {
  const row = await editableBusiness(deps, viewer, businessId);
  await repo.updateBusiness(deps.db, row.id, { video_id: null });
  return toWireBusiness(deps, (await repo.findBusiness(deps.db, row.id))!, true);
}

// ---- contact persons ----

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

export async function createContactPerson(deps: Deps, viewer: SessionUser | null, input: TContactPersonInput) {
  requireViewer(viewer);
  const key = input.business_id ?? viewer.business?.id;
  if (!key) throw forbidden('Nur Betriebe haben Ansprechpersonen.');
  const business = await editableBusiness(deps, viewer, key);
  if (input.profile_picture) await checkImages(deps, business.id, 'profile_picture', [input.profile_picture]);
  const person = await deps.db.tx(async (q) => {
    const p = await repo.insertContactPerson(q, {
      business_id: business.id,
      firstname: emptyToNull(input.firstname) ?? null,
      lastname: emptyToNull(input.lastname) ?? null,
      gender: input.gender ?? DEFAULT_CONTACT_GENDER,
      position: emptyToNull(input.position) ?? null,
      email: input.email ?? null,
      phone: emptyToNull(input.phone) ?? null,
      profile_picture_id: input.profile_picture ?? null,
    });
    // The first contact person is the public one unless said otherwise.
    if (input.is_public ?? !business.public_contact_person_id) await repo.setPublicContactPerson(q, business.id, p.id);
    return p;
  });
  return (await contactPersonWire(deps, person))!;
}

export async function updateContactPerson(deps: Deps, viewer: SessionUser | null, id: number, input: Partial<TContactPersonInput>) {
  requireViewer(viewer);
  const person = await repo.findContactPerson(deps.db, id);
  if (!person) throw notFound('contact_persons.not_found', 'Diese Ansprechperson gibt es nicht.');
  const business = await editableBusiness(deps, viewer, person.business_id);
  if (input.profile_picture) await checkImages(deps, business.id, 'profile_picture', [input.profile_picture]);
  const updated = await deps.db.tx(async (q) => {
    const p = await repo.updateContactPerson(q, id, {
      firstname: emptyToNull(input.firstname),
      lastname: emptyToNull(input.lastname),
      gender: input.gender,
      position: emptyToNull(input.position),
      email: input.email === undefined ? undefined : (input.email ?? null),
      phone: emptyToNull(input.phone),
      profile_picture_id: input.profile_picture,
    });
    if (input.is_public) await repo.setPublicContactPerson(q, business.id, id);
    return p;
  });
  return (await contactPersonWire(deps, updated))!;
}

// ---- sites ----

export async function sitesBySlug(deps: Deps, viewer: SessionUser | null, key: string) {
  const { row } = await visibleBusiness(deps, viewer, key);
  return (await repo.sitesOf(deps.db, row.id)).map(toWireSite);
}

export async function saveSite(
  deps: Deps,
  viewer: SessionUser | null,
  businessKey: string,
  input: import('@oabat/domain/businesses').TBusinessSiteInput,
  siteId?: number,
) {
  const business = await editableBusiness(deps, viewer, businessKey);
  if (siteId !== undefined) {
    const site = await repo.findSite(deps.db, siteId);
    if (!site || site.business_id !== business.id) throw notFound('business_sites.not_found', 'Diesen Standort gibt es nicht.');
  }
  const place = await repo.geocode(deps.db, input.postal_code, input.city);
  if (!place) throw invalid('postal_code', 'Diese Postleitzahl kennen wir nicht.');
  const id = await deps.db.tx(async (q) => {
    const existing = await repo.sitesOf(q, business.id);
    const write: repo.SiteWrite = {
      name: input.name,
      slug: await repo.freeSiteSlug(q, business.id, slugify(input.name), siteId),
      street: input.street,
      postal_code: input.postal_code,
      city: input.city,
      phone: emptyToNull(input.phone) ?? null,
      email: input.email ?? null,
      place_id: place.id,
      is_main: input.is_main ?? (siteId === undefined ? existing.length === 0 : existing.find((s) => s.id === siteId)!.is_main),
    };
    const saved = siteId ?? (await repo.insertSite(q, business.id, write));
    if (siteId !== undefined) await repo.updateSite(q, siteId, write);
    if (write.is_main) await repo.clearMainSite(q, business.id, saved);
    return saved;
  });
  return toWireSite((await repo.findSite(deps.db, id))!);
}

export async function businessesAround(deps: Deps, viewer: SessionUser | null, key: string, km: number) {
  const { row } = await visibleBusiness(deps, viewer, key);
  const main = (await repo.sitesOf(deps.db, row.id)).find((s) => s.latitude !== null);
  if (!main) return [];
  const rows = await repo.businessesAround(deps.db, row.id, main.latitude!, main.longitude!, km);
  const logos = await imagesById(
    deps,
    rows.flatMap((r) => (r.logo_image_id ? [r.logo_image_id] : [])),
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, distance: r.distance, logo: r.logo_image_id ? (logos.get(r.logo_image_id) ?? null) : null }));
}
