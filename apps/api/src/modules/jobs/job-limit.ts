// The basic job limit (issue #36, 3.): how many jobs a business may have active at once. One function decides it,
// for GET /api/v2/jobs/check_limit (what the list and the editor show) and for publishing (what the server enforces),
// so the number a business reads is the number that refuses it.
import { isPremium } from '@oabat/domain/rights';
import type { SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { AppError } from '../../lib/errors.ts';
import { extraJobSlots } from '../store/index.ts';
import { countJobsOf, lockBusinessJobs } from './jobs.repository.ts';

export const BASIC_JOB_LIMIT = 10;

export interface JobLimit {
  /** Published and still open, or waiting for the admin's approval: what takes a slot. Drafts and expired jobs do not. */
  active_jobs: number;
  total_jobs: number;
  /** null: no limit (Premium, "Unbegrenzt viele aktive Stellen"). */
  limit: number | null;
  reached: boolean;
}

/** The business's limit: Premium has none; otherwise the basic limit plus the slots of the store's product `job`. */
export async function jobLimit(q: Queryable, viewer: SessionUser, businessId: number, now = new Date()): Promise<JobLimit> {
  const counts = await countJobsOf(q, businessId);
  const limit = isPremium(viewer) ? null : BASIC_JOB_LIMIT + (await extraJobSlots(q, businessId, now));
  return { active_jobs: counts.active, total_jobs: counts.total, limit, reached: limit !== null && counts.active >= limit };
}

export const JOB_LIMIT_REACHED = 'jobs.limit_reached';

/**
 * Before a job becomes active (published or sent for approval): refuses with 403 when every slot is taken. Runs in
 * the transaction that writes the job, after locking the business's jobs, so two publishes at once cannot both take
 * the last slot.
 */
export async function assertJobSlot(q: Queryable, viewer: SessionUser, businessId: number) {
  await lockBusinessJobs(q, businessId);
  const l = await jobLimit(q, viewer, businessId);
  if (!l.reached) return;
  throw new AppError(
    JOB_LIMIT_REACHED,
    403,
    `Du hast schon ${l.active_jobs} von ${l.limit} aktiven Stellen. Mit Premium hast du unbegrenzt viele aktive Stellen, im Store kannst du auch weitere Stellen dazukaufen. Als Entwurf kannst du die Stelle jederzeit speichern.`,
  );
}
