// Billing address, activities and SEO data of a business.
import type { TBillingAddress } from '@oabat/domain/businesses';
import { imageUrl } from '@oabat/domain/media';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './businesses.repository.ts';
import { editableBusiness, toWireBusiness, visibleBusiness, type Deps } from './businesses.usecases.ts';
import { sha256 } from '../../lib/tokens.ts';
import { invalid } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { INT32_MAX } from '@oabat/domain/common';

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
/**
 * A visit or click for the business's statistics. Guests' writes are limited per address and hour
 * (ACTIVITY_MAX_PER_IP); a visitor counts once per business, activity and day (see insertActivity).
 */
export async function recordActivity(
  deps: Deps & { maxPerIp: number },
  viewer: SessionUser | null,
  key: string,
  type: string,
  payload: unknown,
  client: { ip: string; userAgent: string },
) {
  if (!viewer) {
    await consume(
      deps.db,
      [{ key: `activity:ip:${client.ip}`, max: deps.maxPerIp, windowSeconds: 3600 }],
      'Zu viele Aufrufe von dieser Adresse. Bitte warte einen Moment.',
    );
  }
  const { row, editor } = await visibleBusiness(deps, viewer, key);
  if (editor) return;
  if (type === 'job_view') {
    const jobId = Number((payload as { job_id?: unknown } | undefined)?.job_id);
    if (!Number.isInteger(jobId) || jobId < 1 || jobId > INT32_MAX || !(await repo.isPublishedJobOf(deps.db, jobId, row.id))) {
      throw invalid('payload.job_id', 'Diese Stelle gehört nicht zu diesem Betrieb.');
    }
  }
  // The visitor: the account, or address and browser with the day; hashed, so neither is stored, and
  // nothing is kept on the visitor's device.
  const who = viewer ? `u:${viewer.id}` : `ip:${client.ip}|ua:${client.userAgent.slice(0, 300)}`;
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
    description,
    image: image ? new URL(image, publicUrl).toString() : null,
    path: `/betriebe/${b.slug}`,
    noindex: !b.is_visible,
  };
}
