// Region landing pages: public to everybody, edited by the region's own users only.
import { canEditRegion, isAdmin } from '@oabat/domain/rights';
import type { TRegion, TRegionSummary, TRegionUpdate } from '@oabat/domain/regions';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { publicImagesById, type MediaDeps } from '../media/media.usecases.ts';
import * as repo from './regions.repository.ts';

export const listChannels = (deps: MediaDeps) => repo.listChannels(deps.db);

export async function listRegions(deps: MediaDeps): Promise<TRegionSummary[]> {
  const rows = await repo.listRegions(deps.db);
  const heroes = await publicImagesById(
    deps,
    rows.map((r) => r.hero_image_id),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    title: r.title,
    channel: r.channel,
    hero_image: r.hero_image_id ? (heroes.get(r.hero_image_id) ?? null) : null,
  }));
}

async function toWire(deps: MediaDeps, r: repo.RegionRow, editor: boolean): Promise<TRegion> {
  const businesses = r.channel ? await repo.businessesOf(deps.db, r.channel.id) : [];
  const pics = await publicImagesById(deps, [r.hero_image_id, ...businesses.map((b) => b.logo_image_id)]);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    title: r.title,
    channel: r.channel,
    hero_image: r.hero_image_id ? (pics.get(r.hero_image_id) ?? null) : null,
    intro: r.intro,
    description: r.description,
    sections: r.sections,
    contact_email: r.contact_email,
    schools: await repo.schoolsOf(deps.db, r.id),
    businesses: businesses.map((b) => ({
      id: b.id,
      slug: b.slug,
      name: b.name,
      city: b.city,
      logo: b.logo_image_id ? (pics.get(b.logo_image_id) ?? null) : null,
    })),
    can_edit: editor,
  };
}

export async function getRegion(deps: MediaDeps, viewer: SessionUser | null, slug: string) {
  const row = await repo.findRegion(deps.db, slug);
  // Switched off by the admin (/admin/regionen): only its own users and the admin still see it.
  if (!row || (!row.is_active && !canEditRegion(viewer, row.slug) && !isAdmin(viewer))) throw notFound('regions.not_found', 'Diese Region gibt es nicht.');
  return toWire(deps, row, canEditRegion(viewer, row.slug));
}

export async function updateRegion(deps: MediaDeps, viewer: SessionUser | null, slug: string, input: TRegionUpdate) {
  requireViewer(viewer);
  const row = await repo.findRegion(deps.db, slug);
  if (!row) throw notFound('regions.not_found', 'Diese Region gibt es nicht.');
  if (!canEditRegion(viewer, row.slug)) throw forbidden('Nur die Nutzer dieser Region können ihre Seite bearbeiten.');
  if (input.hero_image_id && !(await repo.usableImage(deps.db, row.id, input.hero_image_id))) {
    throw invalid('hero_image_id', 'Dieses Bild gibt es nicht oder es gehört nicht zu deiner Region.');
  }
  const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  await repo.updateRegion(deps.db, row.id, {
    title: blank(input.title),
    intro: blank(input.intro),
    description: blank(input.description),
    hero_image_id: input.hero_image_id,
    sections: input.sections,
    contact_email: input.contact_email,
  });
  return toWire(deps, (await repo.findRegion(deps.db, slug))!, true);
}

/** Schools a region may add (its own users only). */
export async function schoolCandidates(deps: MediaDeps, viewer: SessionUser | null, slug: string, name: string) {
  requireViewer(viewer);
  const row = await repo.findRegion(deps.db, slug);
  if (!row) throw notFound('regions.not_found', 'Diese Region gibt es nicht.');
  if (!canEditRegion(viewer, row.slug)) throw forbidden();
  return repo.schoolCandidates(deps.db, row.id, name);
}
