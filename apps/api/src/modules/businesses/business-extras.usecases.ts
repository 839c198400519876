// Billing address, activities and SEO data of a business.
import type { TBillingAddress } from '@oabat/domain/businesses';
import { imageUrl } from '@oabat/domain/media';
import type { SessionUser } from '../accounts/session.repository.ts';
import * as repo from './businesses.repository.ts';
import { editableBusiness, toWireBusiness, visibleBusiness, type Deps } from './businesses.usecases.ts';

export async function getBilling(deps: Deps, viewer: SessionUser | null, key: string) {
  const row = await editableBusiness(deps, viewer, key);
  return (await repo.findBilling(deps.db, row.id)) ?? null;
}

export async function saveBilling(deps: Deps, viewer: SessionUser | null, key: string, input: TBillingAddress) {
  const row = await editableBusiness(deps, viewer, key);
  await repo.upsertBilling(deps.db, row.id, input);
  return (await repo.findBilling(deps.db, row.id))!;
}

/** Anyone who may see the profile records a visit or click; the business itself is not counted. */
export async function recordActivity(deps: Deps, viewer: SessionUser | null, key: string, type: string, payload: unknown) {
  const { row, editor } = await visibleBusiness(deps, viewer, key);
  if (!editor) await repo.insertActivity(deps.db, row.id, viewer?.id ?? null, type, payload);
}

export async function activityCounts(deps: Deps, viewer: SessionUser | null, key: string, days: number) {
  const row = await editableBusiness(deps, viewer, key);
  return repo.activityCounts(deps.db, row.id, days);
}

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).replace(/\s+\S*$/, '')}…`);

export async function businessSeo(deps: Deps, viewer: SessionUser | null, key: string, publicUrl: string) {
  const { row } = await visibleBusiness(deps, viewer, key);
  const b = await toWireBusiness(deps, row, false);
  const city = b.business_sites[0]?.city;
  const about = (b.about_us ?? '').replace(/\s+/g, ' ').trim();
  const description = clip(b.motto ? `${b.motto} – ${about}` : about || `${b.name}: Ausbildung, Praktikum und Jobs auf Oabat.`, 160);
  const image = imageUrl(b.main_images[0]?.urls ?? b.logo?.urls, 3, 'jpg');
  return {
    title: city ? `${b.name} in ${city} – Ausbildung, Praktikum & Jobs` : `${b.name} – Ausbildung, Praktikum & Jobs`,
    description, image: image ? new URL(image, publicUrl).toString() : null, path: `/betriebe/${b.slug}`, noindex: !b.is_visible,
  };
}
