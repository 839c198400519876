// Billing address, activities and SEO data of a business.
import type { TBillingAddress } from '@oabat/domain/businesses';
import { imageUrl } from '@oabat/domain/media';
import type { SessionUser } from '../accounts/session.repository.ts';
import * as repo from './businesses.repository.ts';
import { editableBusiness, toWireBusiness, visibleBusiness, type Deps } from './businesses.usecases.ts';
import { sha256 } from '../../lib/tokens.ts';
import { consume } from '../accounts/rate-limit.repository.ts';

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
/** Activity writes per address and hour; a person's visits count once a day anyway (see insertActivity). */
export const ACTIVITY_WRITES_PER_HOUR = 120;

export async function recordActivity(deps: Deps, viewer: SessionUser | null, key: string, type: string, payload: unknown, ip: string) {
  if (!viewer) {
    await consume(deps.db, [{ key: `activity:ip:${ip}`, max: ACTIVITY_WRITES_PER_HOUR, windowSeconds: 3600 }],
      'Zu viele Aufrufe von dieser Adresse. Bitte warte einen Moment.');
  }
  const { row, editor } = await visibleBusiness(deps, viewer, key);
  if (editor) return;
  // The visitor: the account, or the address with the day; hashed, so no address is stored.
  const who = viewer ? `u:${viewer.id}` : `ip:${ip}`;
  const visitor = sha256(`${new Date().toISOString().slice(0, 10)}|${who}|${JSON.stringify(payload ?? null)}`);
  await repo.insertActivity(deps.db, row.id, viewer?.id ?? null, type, payload, visitor);
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
