// Rules of school profiles: public view, editing by the school's own users, the bulletin board
// unlock (pushed live to the school's private channel), the trainee invitation and region links.
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { canEditRegion, canEditSchool, isAdmin } from '@oabat/domain/rights';
import type { TSchool, TSchoolUpdate } from '@oabat/domain/schools';
import type { TImage } from '@oabat/domain/media';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { findImages, toWireImage, type MediaDeps } from '../media/media.usecases.ts';
import { acceptedSitesOfSchool } from './network.repository.ts';
import * as repo from './schools.repository.ts';

export interface Deps extends MediaDeps {
  publicUrl: string;
  /** Pushes an event to the school's private room (the realtime plugin), when there is one. */
  emitToSchool?: (
    schoolId: number,
    payload: { school_id: number; is_minibat_unlocked: boolean; trainee_invitation_link?: string | null; trainee_invitation_qr_code?: string | null },
  ) => void;
}

const missing = () => notFound('schools.not_found', 'Diese Schule gibt es nicht.');

export async function editableSchool(deps: Deps, viewer: SessionUser | null, key: string | number) {
  requireViewer(viewer);
  const row = await repo.findSchool(deps.db, key);
  if (!row) throw missing();
  if (!canEditSchool(viewer, row.slug)) throw forbidden('Nur die Nutzer dieser Schule können sie bearbeiten.');
  return row;
}

export const invitationLink = (deps: Deps, code: string) => `${deps.publicUrl}/registrierung?schule=${encodeURIComponent(code)}`;

async function invitation(deps: Deps, row: repo.SchoolRow) {
  let code = row.trainee_invitation_code;
  if (!code) {
    code = crypto.randomBytes(9).toString('base64url');
    await repo.updateSchool(deps.db, row.id, { trainee_invitation_code: code });
  }
  const link = invitationLink(deps, code);
  return { link, qr: await QRCode.toDataURL(link, { margin: 1, width: 320, errorCorrectionLevel: 'M' }) };
}

export async function toWireSchool(deps: Deps, row: repo.SchoolRow, editor: boolean): Promise<TSchool> {
  const rows = await findImages(deps.db, [...row.main_ids, ...row.gallery_ids, ...(row.logo_image_id ? [row.logo_image_id] : [])]);
  const images = new Map<number, TImage>((await Promise.all(rows.map((r) => toWireImage(deps, r)))).map((i) => [i.id, i]));
  const pick = (ids: number[]) => ids.map((id) => images.get(id)).filter((i): i is TImage => !!i);
  const main = pick(row.main_ids);
  const logo = row.logo_image_id ? (images.get(row.logo_image_id) ?? null) : null;
  const inv = editor ? await invitation(deps, row) : null;
  const network = await acceptedSitesOfSchool(deps.db, row.id);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    slug: row.slug,
    city: row.city,
    about_us: row.about_us,
    video_id: row.video_id,
    logo_image_id: row.logo_image_id,
    logo,
    main_image: main[0] ?? null,
    main_images: main,
    gallery_images: pick(row.gallery_ids),
    images: [...main, ...pick(row.gallery_ids)],
    profile_picture: logo,
    primary_address: { street: row.street, postal_code: row.postal_code, city: row.city },
    user_id: row.user_id,
    business_sites_in_network: network.map((r) => r.business_site),
    is_minibat_unlocked: row.is_minibat_unlocked,
    created_at: row.created_at.toISOString(),
    channel: row.channel,
    regions: row.regions,
    trainee_invitation_link: inv?.link ?? null,
    trainee_invitation_qr_code: inv?.qr ?? null,
    can_edit: editor,
  };
}

export async function getSchool(deps: Deps, viewer: SessionUser | null, key: string) {
  const row = await repo.findSchool(deps.db, key);
  // Switched off by the admin (/admin/schulen): only its own users and the admin still see it.
  if (!row || (!row.is_active && !canEditSchool(viewer, row.slug) && !isAdmin(viewer))) throw missing();
  return toWireSchool(deps, row, canEditSchool(viewer, row.slug));
}

async function checkImages(deps: Deps, schoolId: number, field: string, ids: number[]) {
  const unique = [...new Set(ids)];
  const usable = await repo.usableImageIds(deps.db, schoolId, unique);
  if (unique.some((id) => !usable.has(id))) throw invalid(field, 'Mindestens ein Bild gibt es nicht oder es gehört nicht zu deiner Schule.');
  return unique;
}

export async function updateSchool(deps: Deps, viewer: SessionUser | null, key: string, input: TSchoolUpdate) {
  const row = await editableSchool(deps, viewer, key);
  const mainIds = input.images === undefined ? undefined : input.images === null ? [] : Array.isArray(input.images) ? input.images : [input.images];
  const main = mainIds && (await checkImages(deps, row.id, 'images', mainIds));
  const gallery = input.gallery_images && (await checkImages(deps, row.id, 'gallery_images', input.gallery_images));
  if (input.logo_image_id) await checkImages(deps, row.id, 'logo_image_id', [input.logo_image_id]);
  let placeId: number | undefined;
  if (input.postal_code) {
    const place = await repo.placeForPostalCode(deps.db, input.postal_code);
    if (!place) throw invalid('postal_code', 'Diese Postleitzahl kennen wir nicht.');
    placeId = place.id;
  }
  const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  await deps.db.tx(async (q) => {
    await repo.updateSchool(q, row.id, {
      name: input.name,
      type: input.type,
      about_us: blank(input.about_us),
      logo_image_id: input.logo_image_id,
      video_id: input.video_id,
      street: blank(input.street),
      postal_code: input.postal_code,
      city: blank(input.city),
      place_id: placeId,
      is_minibat_unlocked: input.is_minibat_unlocked,
      trainee_invitation_code: input.regenerate_invitation ? crypto.randomBytes(9).toString('base64url') : undefined,
    });
    if (main) await repo.setSchoolImages(q, row.id, 'main', main);
    if (gallery) await repo.setSchoolImages(q, row.id, 'gallery', gallery);
  });
  const school = await toWireSchool(deps, (await repo.findSchool(deps.db, row.id))!, true);
  if ((input.is_minibat_unlocked !== undefined && input.is_minibat_unlocked !== row.is_minibat_unlocked) || input.regenerate_invitation) {
    // Every open page of the school (settings, bulletin board) updates without a reload.
    deps.emitToSchool?.(row.id, {
      school_id: row.id,
      is_minibat_unlocked: school.is_minibat_unlocked,
      trainee_invitation_link: school.trainee_invitation_link,
      trainee_invitation_qr_code: school.trainee_invitation_qr_code,
    });
  }
  return school;
}

/** A school links itself to a region, or the region adds the school; nobody else. */
export async function setRegionLink(deps: Deps, viewer: SessionUser | null, schoolId: number, regionId: number, linked: boolean) {
  requireViewer(viewer);
  const school = await repo.findSchool(deps.db, schoolId);
  const region = await repo.findRegion(deps.db, regionId);
  if (!school || !region) throw notFound('schools.region_not_found', 'Diese Schule oder Region gibt es nicht.');
  if (!canEditSchool(viewer, school.slug) && !canEditRegion(viewer, region.slug) && !isAdmin(viewer)) throw forbidden();
  if (linked) await repo.linkRegion(deps.db, school.id, region.id);
  else await repo.unlinkRegion(deps.db, school.id, region.id);
  return toWireSchool(deps, (await repo.findSchool(deps.db, school.id))!, canEditSchool(viewer, school.slug));
}

export const REALTIME_UNLOCK_EVENT = REALTIME_EVENTS.schoolBulletinBoardUnlocked;
