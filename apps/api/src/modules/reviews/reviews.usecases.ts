// Review rules: who may post (rights.canPostReview), one per user and target, new ones wait for the admin
// (who is mailed), the public sees approved ones only; the author or the admin removes one.
import { canModerateReviews, canPostReview, type SpecialAccounts } from '@oabat/domain/rights';
import type { TReview, TReviewInput } from '@oabat/domain/reviews';
import { toPage } from '@oabat/domain/common';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './reviews.repository.ts';

export interface ReviewDeps {
  db: Db;
  accounts: SpecialAccounts;
  transports: Transports;
  publicUrl: string;
}

const present = (r: repo.ReviewRow): TReview => ({
  id: r.id,
  type: r.type,
  rating: r.rating,
  message: r.message,
  status: r.status,
  business: r.business,
  author: r.author,
  created_at: new Date(r.created_at).toISOString(),
});
const reviewNotFound = () => notFound('reviews.not_found', 'Diese Bewertung gibt es nicht.');

export async function postReview(d: ReviewDeps, viewer: SessionUser | null, input: TReviewInput) {
  requireViewer(viewer);
  if (!canPostReview(viewer, input.type)) {
    throw forbidden(input.type === 'business' ? 'Betriebe bewerten können Schüler:innen, Azubis, Schulen und Regionen.' : 'Du kannst Oabat nicht bewerten.');
  }
  return d.db.tx(async (q) => {
    let business: { id: number; name: string } | undefined;
    if (input.type === 'business') {
      business = await repo.findBusiness(q, { id: input.business_id });
      if (!business) throw invalid('business_id', 'Diesen Betrieb gibt es nicht.');
    }
    const row = await repo.insertReview(q, viewer.id, { type: input.type, business_id: business?.id ?? null, rating: input.rating, message: input.message });
    if (!row) throw conflict('reviews.exists', business ? 'Du hast diesen Betrieb bereits bewertet.' : 'Du hast Oabat bereits bewertet.');
    await d.transports.mail(
      {
        to: d.accounts.adminEmail,
        template: 'review_created',
        subject: `Neue Bewertung wartet auf Freigabe${business ? `: ${business.name}` : ''}`,
        text:
          `${input.rating} von 5 Sternen für ${business ? `„${business.name}“` : 'Oabat'}:\n\n${input.message}\n\n` +
          `Offene Bewertungen zum Freigeben oder Ablehnen: ${d.publicUrl}/admin/uebersicht (Nr. ${row.id})`,
      },
      q,
    );
    return present((await repo.findReview(q, row.id))!);
  });
}

export async function listReviews(
  d: ReviewDeps,
  viewer: SessionUser | null,
  f: { type?: 'platform' | 'business'; business_id?: number; business_slug?: string; status: string; mine: '0' | '1'; page: number; per_page: number },
) {
  let businessId: number | null = f.business_id ?? null;
  if (f.business_slug) {
    const b = await repo.findBusiness(d.db, { slug: f.business_slug });
    if (!b) throw notFound('businesses.not_found', 'Diesen Betrieb gibt es nicht.');
    businessId = b.id;
  }
  let status: string | null = f.status;
  let userId: number | null = null;
  if (f.mine === '1') {
    requireViewer(viewer);
    userId = viewer.id;
    status = null; // the author sees their own reviews whatever their state
  } else if (status !== 'approved') {
    requireViewer(viewer);
    if (!canModerateReviews(viewer)) throw forbidden('Nur die Redaktion sieht Bewertungen vor der Freigabe.');
  }
  const { rows, total, average } = await repo.listReviews(d.db, { type: f.type ?? null, businessId, status, userId }, f.per_page, (f.page - 1) * f.per_page);
  return { ...toPage(rows.map(present), total, f.page, f.per_page), average_rating: average };
}

export async function moderateReview(d: ReviewDeps, viewer: SessionUser | null, id: number, status: 'approved' | 'rejected') {
  requireViewer(viewer);
  if (!canModerateReviews(viewer)) throw forbidden('Nur die Redaktion gibt Bewertungen frei.');
  if (!(await repo.findReview(d.db, id))) throw reviewNotFound();
  await repo.setStatus(d.db, id, status, viewer.id);
  return present((await repo.findReview(d.db, id))!);
}

export async function removeReview(d: ReviewDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findReview(d.db, id);
  if (!row) throw reviewNotFound();
  if (row.user_id !== viewer.id && !canModerateReviews(viewer)) throw forbidden('Das ist nicht deine Bewertung.');
  await repo.deleteReview(d.db, id);
}
