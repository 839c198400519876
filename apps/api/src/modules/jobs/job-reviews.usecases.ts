// Publishing approval (spec 02 §4 Job review): a business asks, the admin approves (job published) or rejects
// (job back to draft, with the line "Veröffentlichung abgelehnt: {job name}").
import { isAdmin } from '@oabat/domain/rights';
import { jobRejectedLine } from '@oabat/domain/jobs';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import * as repo from './jobs.repository.ts';
import * as reviews from './job-reviews.repository.ts';
import type { JobDeps } from './jobs.deps.ts';
import { sendJobNotices, type JobChatNotice } from './jobs.chat.ts';
import { clearSearchCaches } from '../search/search.cache.ts';

/**
 * Opens a review for a job that became pending (once; an open one is reused) and mails the admin. Returns the
 * chat notice to send once the caller's transaction has committed.
 */
export async function requestReview(
  d: JobDeps,
  q: Queryable,
  job: { id: number; name: string; business_id: number },
  by: SessionUser,
): Promise<JobChatNotice[]> {
  const created = await reviews.openReview(q, job.id, by.id);
  if (!created) return [];
  await d.transports.mail(
    {
      to: d.accounts.adminEmail,
      template: 'job_review_requested',
      subject: `Freigabe angefragt: ${job.name}`,
      text:
        `${by.business?.name ?? 'Ein Betrieb'} möchte die Stelle „${job.name}“ veröffentlichen.\n\n` +
        `Zur Prüfung: ${d.publicUrl}/betriebe/${by.business?.slug ?? ''}/jobs/${job.id}/review?review=${created.id}`,
    },
    q,
  );
  return [
    {
      fromUserId: by.id,
      to: 'admin',
      action: 'jobPublishmentRequest',
      params: { job_id: job.id, job_name: job.name, review_id: created.id, business_slug: by.business?.slug ?? null },
    },
  ];
}

export async function getReview(d: JobDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const review = await reviews.findReview(d.db, id);
  if (!review) throw notFound('job_reviews.not_found', 'Diese Prüfung gibt es nicht.');
  if (!isAdmin(viewer) && viewer.business?.id !== review.job.business.id) throw forbidden();
  return review;
}

export async function listPendingReviews(d: JobDeps, viewer: SessionUser | null) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return reviews.pendingReviews(d.db);
}

export async function decideReview(d: JobDeps, viewer: SessionUser | null, id: number, input: { status: 'approved' | 'rejected'; comment?: string | null }) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Nur die Redaktion gibt Stellen frei.');
  const notices = await d.db.tx(async (q) => {
    const review = await reviews.findReview(q, id);
    if (!review) throw notFound('job_reviews.not_found', 'Diese Prüfung gibt es nicht.');
    if (review.status !== 'pending') throw conflict('job_reviews.decided', 'Über diese Prüfung wurde bereits entschieden.');
    await reviews.recordDecision(q, id, input.status, input.comment ?? null, viewer.id);
    const approved = input.status === 'approved';
    await repo.setJobStatus(q, review.job_id, approved ? 'published' : 'draft');
    const line = approved ? `Veröffentlicht: ${review.job.name}` : jobRejectedLine(review.job.name);
    const text = approved
      ? `Deine Stelle „${review.job.name}“ ist jetzt veröffentlicht.`
      : `${line}${input.comment ? `\n\nBegründung: ${input.comment}` : ''}\n\nDu kannst die Stelle überarbeiten und erneut einreichen.`;
    for (const to of await repo.businessEmails(q, review.job.business.id)) {
      await d.transports.mail({ to, subject: line, text, template: approved ? 'job_published' : 'job_rejected' }, q);
    }
    return [
      {
        fromUserId: viewer.id,
        to: { businessId: review.job.business.id },
        action: 'jobReviewed',
        params: {
          job_id: review.job_id,
          job_name: review.job.name,
          job_slug: review.job.slug,
          business_slug: review.job.business.slug,
          review_id: id,
          status: input.status,
        },
      },
    ] satisfies JobChatNotice[];
  });
  clearSearchCaches(d.db);
  await sendJobNotices(d, notices);
  return getReview(d, viewer, id);
}
