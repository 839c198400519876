// Rules of jobs: who sees a job (published: everyone; draft/pending: its business and the admin), who creates
// and edits (business users of that business with the right for the type), publishing through a review.
import { canCreateJobType, canPublishJobsDirectly, canSeeStatistics, isAdmin, isPremium, STATISTICS_LOCKED } from '@oabat/domain/rights';
import { jobExpired } from '@oabat/domain/seo';
import { slugify } from '@oabat/domain/locations';
import { mergeLegacyBlock, type TJobInput, type TJobUpdate } from '@oabat/domain/jobs';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './jobs.repository.ts';
import { requestReview } from './job-reviews.usecases.ts';
import type { JobDeps } from './jobs.deps.ts';
import { sendJobNotices, type JobChatNotice } from './jobs.chat.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import { assertJobSlot, jobLimit } from './job-limit.ts';
import { trainingPay } from './job-pay.ts';
import { internshipHours } from './job-hours.ts';

const jobNotFound = () => notFound('jobs.not_found', 'Diese Stelle gibt es nicht (mehr).');

/** `123` is an id, anything else a slug. */
export const parseRef = (ref: string | number): string | number => (typeof ref === 'number' || /^\d+$/.test(ref) ? Number(ref) : ref);

const ownsJob = (viewer: SessionUser | null, job: { business_id: number }) => !!viewer?.business && viewer.business.id === job.business_id;
const mayManage = (viewer: SessionUser | null, job: { business_id: number }) => ownsJob(viewer, job) || isAdmin(viewer);

/** Whether a job takes a slot of the job limit: the JS mirror of countJobsOf's "active" (pending, or published and open). */
const isActiveJob = (j: { status: string; type_id: number; start_date: string | null }) =>
  j.status === 'pending' || (j.status === 'published' && !jobExpired(j));

/** The job as the client sees it: legacy fields merged into type 3 jobs, internal columns dropped. */
export function present(job: repo.JobRow) {
  const { business_id: _b, ...rest } = job;
  return mergeLegacyBlock(rest);
}

export async function getJob(d: JobDeps, viewer: SessionUser | null, ref: string | number) {
  const job = await repo.findJob(d.db, parseRef(ref), viewer?.id ?? null);
  if (!job || (job.status !== 'published' && !mayManage(viewer, job))) throw jobNotFound();
  return present(job);
}

/** A job of the viewer's own business (any status), for writes; 404 when unknown, 403 when someone else's. */
export async function ownJob(d: JobDeps, viewer: SessionUser | null, ref: string | number) {
  requireViewer(viewer);
  const job = await repo.findJob(d.db, parseRef(ref), viewer.id);
  if (!job) throw jobNotFound();
  if (!ownsJob(viewer, job)) throw forbidden('Diese Stelle gehört zu einem anderen Betrieb.');
  return job;
}

export async function listJobs(d: JobDeps, viewer: SessionUser | null, f: { business?: string; business_site?: string; status?: string; type_id?: number }) {
  let businessId: number | undefined;
  let siteId: number | undefined;
  if (f.business_site) {
    const site = await repo.findSiteBySlug(d.db, f.business_site);
    if (!site) return [];
    siteId = site.id;
    businessId = site.business_id;
  } else if (f.business) {
    const b = await repo.findBusinessBySlug(d.db, f.business);
    if (!b) return [];
    businessId = b.id;
  } else if (viewer?.business) {
    businessId = viewer.business.id; // no filter: a business user gets its own jobs
  } else {
    throw invalid('business', 'Bitte gib einen Betrieb an.');
  }
  const own = !!viewer?.business && viewer.business.id === businessId;
  const manages = own || isAdmin(viewer);
  const statuses = manages ? (f.status ? [f.status] : ['draft', 'pending', 'published']) : ['published'];
  // The business sees its expired jobs (marked "Abgelaufen" to extend them); others only open ones (issue 33).
  return (await repo.listJobsOf(d.db, { businessId, siteId, statuses, typeId: f.type_id, openOnly: !manages }, viewer?.id ?? null)).map(present);
}

/** Site, place, occupation and search terms of a job, checked against the business. */
async function placement(q: Queryable, businessId: number, businessName: string, siteId: number | null, occupationId: number | null) {
  const site = await repo.findSite(q, businessId, siteId);
  if (siteId != null && !site) throw invalid('business_site_id', 'Dieser Standort gehört nicht zu deinem Betrieb.');
  const occupation = occupationId != null ? await repo.findOccupation(q, occupationId) : undefined;
  if (occupationId != null && !occupation) throw invalid('occupation_id', 'Diesen Beruf gibt es nicht.');
  return {
    business_site_id: site?.id ?? null,
    place_id: site?.place_id ?? null,
    latitude: site?.latitude ?? null,
    longitude: site?.longitude ?? null,
    occupation_id: occupation?.id ?? null,
    category_id: occupation?.category_id ?? null,
    search_terms: [occupation?.name, businessName, site?.place_name].filter(Boolean).join(' '),
    occupation_name: occupation?.name ?? '',
  };
}

/**
 * Publishing: a verified business with activate_job publishes itself; otherwise "published" becomes a request
 * (pending) that the admin approves or rejects through a job review.
 */
async function effectiveStatus(q: Queryable, viewer: SessionUser, businessId: number, wanted: string) {
  if (wanted !== 'published') return wanted;
  return canPublishJobsDirectly(viewer, { is_verified: await repo.isBusinessVerified(q, businessId) }) ? wanted : 'pending';
}

export async function createJob(d: JobDeps, viewer: SessionUser | null, input: TJobInput, version: number) {
  requireViewer(viewer);
  if (!viewer.business) throw forbidden('Nur Betriebe können Stellen anlegen.');
  if (!canCreateJobType(viewer, input.type_id)) throw forbidden('Dein Betrieb darf diese Art von Stelle nicht anlegen.');
  const business = viewer.business;
  const pay = trainingPay({
    type_id: input.type_id,
    start_date: input.start_date ?? null,
    salary_lower: input.salary_lower ?? null,
    salary_upper: input.salary_upper ?? null,
    duration_months: input.duration_months ?? null,
    pay_year_1: input.pay_year_1 ?? null,
    pay_year_2: input.pay_year_2 ?? null,
    pay_year_3: input.pay_year_3 ?? null,
    pay_year_4: input.pay_year_4 ?? null,
    collective_agreement: input.collective_agreement,
  });
  const hours = internshipHours({
    type_id: input.type_id,
    age_group: input.age_group ?? null,
    daily_hours: input.daily_hours ?? null,
    weekly_hours: input.weekly_hours ?? null,
    work_start: input.work_start ?? null,
    work_end: input.work_end ?? null,
    break_minutes: input.break_minutes ?? null,
  });
  const { id, notices } = await d.db.tx(async (q) => {
    const id = await repo.nextJobId(q);
    const status = await effectiveStatus(q, viewer, business.id, input.status);
    // A draft is always allowed; a published or pending job takes one of the business's slots.
    if (status !== 'draft') await assertJobSlot(q, viewer, business.id);
    await repo.insertJob(q, id, {
      ...(await placement(q, business.id, business.name, input.business_site_id ?? null, input.occupation_id ?? null)),
      business_id: business.id,
      type_id: input.type_id,
      version,
      status,
      name: input.name,
      slug: `${slugify(input.name)}-${id}`,
      description: input.description,
      content_blocks: input.content_blocks,
      start_date: input.start_date ?? null,
      salary_lower: input.salary_lower ?? null,
      salary_upper: input.salary_upper ?? null,
      duration_months: input.duration_months ?? null,
      graduation: input.graduation ?? null,
      positions: input.positions ?? null,
      attributes: input.attributes,
      advantages: input.advantages,
      pay_year_1: null,
      pay_year_2: null,
      pay_year_3: null,
      pay_year_4: null,
      collective_agreement: false,
      age_group: null,
      daily_hours: null,
      weekly_hours: null,
      work_start: null,
      work_end: null,
      break_minutes: null,
      ...pay,
      ...hours,
      created_by: viewer.id,
    });
    const notices = status === 'pending' ? await requestReview(d, q, { id, name: input.name, business_id: business.id }, viewer) : [];
    return { id, notices };
  });
  clearSearchCaches(d.db);
  await sendJobNotices(d, notices);
  return getJob(d, viewer, id);
}

export async function updateJob(d: JobDeps, viewer: SessionUser | null, ref: string | number, input: TJobUpdate) {
  const job = await ownJob(d, viewer, ref);
  const user = viewer!;
  if (input.type_id !== undefined && input.type_id !== job.type_id && !canCreateJobType(user, input.type_id)) {
    throw forbidden('Dein Betrieb darf diese Art von Stelle nicht anlegen.');
  }
  const { status: wanted, business_site_id, occupation_id, ...fields } = input;
  // The pay rule looks at the job as it will be: what is stored, overlaid with what changes.
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<typeof fields>;
  const merged = { ...job, ...changes };
  const pay = trainingPay(merged);
  const hours = internshipHours(merged);
  const notices: JobChatNotice[] = await d.db.tx(async (q) => {
    const change: Partial<repo.JobWrite> = { ...fields, ...pay, ...hours } as Partial<repo.JobWrite>;
    if (business_site_id !== undefined || occupation_id !== undefined || input.name !== undefined) {
      Object.assign(
        change,
        await placement(
          q,
          job.business_id,
          user.business!.name,
          business_site_id !== undefined ? business_site_id : (job.business_site?.id ?? null),
          occupation_id !== undefined ? occupation_id : (job.occupation?.id ?? null),
        ),
      );
    }
    let status: string | undefined;
    if (wanted !== undefined) {
      status = await effectiveStatus(q, user, job.business_id, wanted);
      // A published job stays published when its business saves it again without the right to publish.
      if (status === 'pending' && job.status === 'published') status = 'published';
      // A job the admin hid after a report goes back through the admin's review, never straight online.
      if (status === 'published' && (await repo.isModerated(q, job.id))) status = 'pending';
      change.status = status;
    }
    // Becoming active (a draft published, an expired job given a new start) takes a slot; saving an active job does not.
    const after = {
      status: change.status ?? job.status,
      type_id: change.type_id ?? job.type_id,
      start_date: change.start_date !== undefined ? change.start_date : (job.start_date as string | null),
    };
    if (isActiveJob(after) && !isActiveJob({ ...job, start_date: job.start_date as string | null })) await assertJobSlot(q, user, job.business_id);
    await repo.updateJob(q, job.id, change);
    return status === 'pending' && job.status !== 'pending'
      ? requestReview(d, q, { id: job.id, name: input.name ?? job.name, business_id: job.business_id }, user)
      : [];
  });
  clearSearchCaches(d.db);
  await sendJobNotices(d, notices);
  return getJob(d, viewer, job.id);
}

export async function removeJob(d: JobDeps, viewer: SessionUser | null, ref: string | number) {
  const job = await ownJob(d, viewer, ref);
  await repo.deleteJob(d.db, job.id);
  clearSearchCaches(d.db);
}

export async function checkLimit(d: JobDeps, viewer: SessionUser | null) {
  requireViewer(viewer);
  if (!viewer.business) throw forbidden('Nur Betriebe haben Stellen.');
  return jobLimit(d.db, viewer, viewer.business.id);
}

export async function statistics(d: JobDeps, viewer: SessionUser | null, ref: string | number) {
  requireViewer(viewer);
  const job = await repo.findJob(d.db, parseRef(ref), viewer.id);
  if (!job) throw jobNotFound();
  if (!mayManage(viewer, job)) throw forbidden('Diese Stelle gehört zu einem anderen Betrieb.');
  if (viewer.business && !canSeeStatistics(viewer)) throw forbidden(STATISTICS_LOCKED);
  return { job_id: job.id, ...(await repo.jobStatistics(d.db, job.id)) };
}

/** What the viewer's business may do with jobs (the editor shows only allowed types). */
export async function features(d: Pick<JobDeps, 'db'>, viewer: SessionUser | null) {
  requireViewer(viewer);
  if (!viewer.business) throw forbidden('Nur Betriebe haben Stellen.');
  const verified = await repo.isBusinessVerified(d.db, viewer.business.id);
  return {
    permissions: viewer.business.permissions ?? [],
    can_create: { 1: canCreateJobType(viewer, 1), 2: canCreateJobType(viewer, 2), 3: canCreateJobType(viewer, 3) },
    can_publish: canPublishJobsDirectly(viewer, { is_verified: verified }),
    is_premium: isPremium(viewer),
    // Without a place at its main site a job has no place and nobody finds it: the editor asks for the address first.
    has_address: !!(await repo.findSite(d.db, viewer.business.id, null))?.place_id,
  };
}
