// SQL of jobs: one job with its business, site, place and occupation; lists; inserts and updates.
import type { Queryable } from '../../db.ts';
import { jobListedSql, jobOpenSql } from './job-expiry.ts';
import type { TStoredContentBlock } from '@oabat/domain/jobs';
import { likedRating, premiumBusiness } from '../../lib/sql-rules.ts';

/** A job as JOB_SELECT reads it (one field per selected column, so a column the code reads but does not select fails to compile). */
export interface JobRow {
  id: number;
  slug: string;
  name: string;
  type_id: number;
  version: number;
  status: 'draft' | 'pending' | 'published';
  business_id: number;
  description: string;
  content_blocks: TStoredContentBlock[];
  start_date: string | null;
  salary_lower: number | null;
  salary_upper: number | null;
  duration_months: number | null;
  graduation: string | null;
  positions: number | null;
  pay_year_1: number | null;
  pay_year_2: number | null;
  pay_year_3: number | null;
  pay_year_4: number | null;
  collective_agreement: boolean;
  age_group: 'child' | 'youth' | 'adult' | null;
  daily_hours: number | null;
  weekly_hours: number | null;
  work_start: string | null;
  work_end: string | null;
  break_minutes: number | null;
  attributes: number[];
  advantages: number[];
  latitude: number | null;
  longitude: number | null;
  category_id: number | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  business: { id: number; slug: string; name: string; is_premium: boolean; is_verified: boolean };
  business_site: { id: number; slug: string; name: string } | null;
  place: { id: number; name: string; postal_code: string; slug: string } | null;
  occupation: { id: number; name: string; slug: string } | null;
  is_liked: boolean;
}

export const JOB_SELECT = `
  j.id, j.slug, j.name, j.type_id, j.version, j.status, j.business_id, j.description, j.content_blocks,
  j.start_date::text AS start_date, j.salary_lower, j.salary_upper, j.duration_months, j.graduation, j.positions,
  j.pay_year_1, j.pay_year_2, j.pay_year_3, j.pay_year_4, j.collective_agreement,
  j.age_group, j.daily_hours, j.weekly_hours, j.work_start, j.work_end, j.break_minutes,
  j.attributes, j.advantages, j.latitude, j.longitude, j.category_id, j.published_at, j.created_at, j.updated_at,
  json_build_object('id', b.id, 'slug', b.slug, 'name', b.name, 'is_premium', ${premiumBusiness('b.id')},
    'is_verified', b.verified_at IS NOT NULL) AS business,
  (SELECT json_build_object('id', s.id, 'slug', s.slug, 'name', s.name) FROM business_sites s WHERE s.id = j.business_site_id) AS business_site,
  (SELECT json_build_object('id', p.id, 'name', p.name, 'postal_code', p.postal_code, 'slug', p.slug) FROM places p WHERE p.id = j.place_id) AS place,
  (SELECT json_build_object('id', o.id, 'name', o.name, 'slug', o.slug) FROM occupations o WHERE o.id = j.occupation_id) AS occupation`;

/** `$1` is the viewer's user id (or null): whether that trainee liked the job. */
const LIKED = `EXISTS (SELECT 1 FROM job_ratings r WHERE r.job_id = j.id AND r.user_id = $1 AND ${likedRating('r')}) AS is_liked`;

// Built once: the job page is a prepared statement, found by its text on every call (the same string is quick to find).
const FIND_JOB = (where: string) => `SELECT ${JOB_SELECT}, ${LIKED} FROM jobs j JOIN businesses b ON b.id = j.business_id WHERE ${where}`;
const FIND_JOB_BY_ID = FIND_JOB('j.id = $2');
const FIND_JOB_BY_SLUG = FIND_JOB('j.slug = $2');

export const findJob = (q: Queryable, ref: string | number, viewerId: number | null) =>
  q.one<JobRow>(typeof ref === 'number' ? FIND_JOB_BY_ID : FIND_JOB_BY_SLUG, [viewerId, ref], { prepared: true });

/** `openOnly`: leave out expired jobs (issue 33), for everyone but the business itself and the admin. */
export const listJobsOf = (
  q: Queryable,
  f: { businessId?: number; siteId?: number; statuses: string[]; typeId?: number; openOnly?: boolean },
  viewerId: number | null,
) =>
  q.query<JobRow>(
    `SELECT ${JOB_SELECT}, ${LIKED} FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE ($2::int IS NULL OR j.business_id = $2) AND ($3::int IS NULL OR j.business_site_id = $3)
        AND j.status = ANY($4::text[]) AND ($5::int IS NULL OR j.type_id = $5)${f.openOnly ? ` AND ${jobOpenSql('j')}` : ''}
      ORDER BY j.type_id, j.name, j.id LIMIT 500`,
    [viewerId, f.businessId ?? null, f.siteId ?? null, f.statuses, f.typeId ?? null],
  );

export const findBusinessBySlug = (q: Queryable, slug: string) =>
  q.one<{ id: number; slug: string; name: string }>(`SELECT id, slug, name FROM businesses WHERE slug = $1`, [slug]);

export const findSiteBySlug = (q: Queryable, slug: string) =>
  q.one<{ id: number; business_id: number }>(`SELECT id, business_id FROM business_sites WHERE slug = $1 ORDER BY is_main DESC, id LIMIT 1`, [slug]);

/** The site a job is at: the given one of this business, else the business's main site. */
export const findSite = (q: Queryable, businessId: number, siteId: number | null) =>
  q.one<{ id: number; place_id: number | null; latitude: number | null; longitude: number | null; place_name: string | null }>(
    `SELECT s.id, s.place_id, p.latitude, p.longitude, p.name AS place_name
       FROM business_sites s LEFT JOIN places p ON p.id = s.place_id
      WHERE s.business_id = $1 AND ($2::int IS NULL OR s.id = $2)
      ORDER BY s.is_main DESC, s.id LIMIT 1`,
    [businessId, siteId],
  );

export const findOccupation = (q: Queryable, id: number) =>
  q.one<{ id: number; name: string; category_id: number }>(`SELECT id, name, category_id FROM occupations WHERE id = $1`, [id]);

export interface JobWrite {
  business_id: number;
  business_site_id: number | null;
  place_id: number | null;
  latitude: number | null;
  longitude: number | null;
  type_id: number;
  version: number;
  status: string;
  name: string;
  slug: string;
  occupation_id: number | null;
  category_id: number | null;
  description: string;
  content_blocks: TStoredContentBlock[];
  start_date: string | null;
  salary_lower: number | null;
  salary_upper: number | null;
  duration_months: number | null;
  graduation: string | null;
  positions: number | null;
  attributes: number[];
  advantages: number[];
  pay_year_1: number | null;
  pay_year_2: number | null;
  pay_year_3: number | null;
  pay_year_4: number | null;
  collective_agreement: boolean;
  age_group: string | null;
  daily_hours: number | null;
  weekly_hours: number | null;
  work_start: string | null;
  work_end: string | null;
  break_minutes: number | null;
  search_terms: string;
  /** The occupation's name: with the job's name the first tier of relevance (title_vector, migration 0595). */
  occupation_name: string;
  created_by: number | null;
}
/** The columns a job's content is written to (the demo's bulk insert writes the same ones). */
export const JOB_CONTENT_COLUMNS = [
  'business_id',
  'business_site_id',
  'place_id',
  'latitude',
  'longitude',
  'type_id',
  'version',
  'status',
  'name',
  'slug',
  'occupation_id',
  'category_id',
  'description',
  'content_blocks',
  'start_date',
  'salary_lower',
  'salary_upper',
  'duration_months',
  'graduation',
  'positions',
  'attributes',
  'advantages',
  'pay_year_1',
  'pay_year_2',
  'pay_year_3',
  'pay_year_4',
  'collective_agreement',
  'age_group',
  'daily_hours',
  'weekly_hours',
  'work_start',
  'work_end',
  'break_minutes',
  'search_terms',
  'occupation_name',
] as const;
const COLUMNS = [...JOB_CONTENT_COLUMNS, 'created_by'] as const;
const JSON_COLUMNS = new Set(['content_blocks', 'attributes', 'advantages']);
const value = (col: string, v: unknown) => (JSON_COLUMNS.has(col) ? JSON.stringify(v) : (v ?? null));

export const nextJobId = async (q: Queryable) => (await q.one<{ id: number }>(`SELECT nextval('jobs_id_seq')::int AS id`))!.id;

export async function insertJob(q: Queryable, id: number, w: JobWrite) {
  const params = COLUMNS.map((c) => value(c, w[c]));
  await q.query(
    `INSERT INTO jobs (id, ${COLUMNS.join(', ')}, published_at)
     VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, CASE WHEN $${COLUMNS.indexOf('status') + 2} = 'published' THEN now() END)`,
    [id, ...params],
  );
}

export async function updateJob(q: Queryable, id: number, w: Partial<JobWrite>) {
  const cols = COLUMNS.filter((c) => c in w && c !== 'business_id' && c !== 'created_by');
  if (!cols.length) return;
  const sets = cols.map((c, i) => `${c} = $${i + 2}`);
  const statusIdx = cols.indexOf('status' as never);
  const published = statusIdx >= 0 ? `, published_at = CASE WHEN $${statusIdx + 2} = 'published' THEN coalesce(published_at, now()) ELSE NULL END` : '';
  await q.query(`UPDATE jobs SET ${sets.join(', ')}${published}, updated_at = now() WHERE id = $1`, [id, ...cols.map((c) => value(c, w[c]))]);
}

/** Whether the admin hid this job after a report (reports module): publishing it again needs the admin's review. */
export const isModerated = async (q: Queryable, id: number) => !!(await q.one(`SELECT 1 FROM jobs WHERE id = $1 AND moderated_at IS NOT NULL`, [id]));

/** The admin's review decides; an approval also lifts a moderation hide. */
export const setJobStatus = (q: Queryable, id: number, status: string) =>
  q.query(
    `UPDATE jobs SET status = $2, published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, now()) END,
            moderated_at = CASE WHEN $2 = 'published' THEN NULL ELSE moderated_at END, updated_at = now() WHERE id = $1`,
    [id, status],
  );

export const deleteJob = (q: Queryable, id: number) => q.query(`DELETE FROM jobs WHERE id = $1`, [id]);

/** Active: published and still open (not expired), or waiting for approval; the slots of the job limit (job-limit.ts). */
export const countJobsOf = async (q: Queryable, businessId: number) =>
  (await q.one<{ active: number; total: number }>(
    `SELECT count(*) FILTER (WHERE j.status = 'pending' OR ${jobListedSql('j')})::int AS active, count(*)::int AS total FROM jobs j WHERE j.business_id = $1`,
    [businessId],
  ))!;

/** Serialises the publishes of one business (row lock on the business until the transaction ends). */
export const lockBusinessJobs = (q: Queryable, businessId: number) => q.query(`SELECT 1 FROM businesses WHERE id = $1 FOR UPDATE`, [businessId]);

export const jobStatistics = async (q: Queryable, jobId: number) =>
  (await q.one<{ views: number; ratings: number; likes: number; interests: number }>(
    `SELECT (SELECT count(*)::int FROM business_activities a WHERE a.type = 'job_view' AND a.payload->>'job_id' = $2
               AND a.business_id = (SELECT j.business_id FROM jobs j WHERE j.id = $1)) AS views,
            (SELECT count(*)::int FROM job_ratings r WHERE r.job_id = $1) + (SELECT count(*)::int FROM job_anonymous_ratings r WHERE r.job_id = $1) AS ratings,
            (SELECT count(*)::int FROM job_ratings r WHERE r.job_id = $1 AND ${likedRating('r')})
              + (SELECT count(*)::int FROM job_anonymous_ratings r WHERE r.job_id = $1 AND ${likedRating('r')}) AS likes,
            (SELECT count(*)::int FROM job_interests i WHERE i.job_id = $1) AS interests`,
    [jobId, String(jobId)],
  ))!;

/** E-mail addresses of the users of a business (to tell them about reviews and interests). */
/** Active accounts of a business, as chat recipients. */
export const businessUserIds = async (q: Queryable, businessId: number) =>
  (
    await q.query<{ id: number }>(
      `SELECT u.id FROM business_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = $1 AND u.is_active ORDER BY u.id`,
      [businessId],
    )
  ).map((r) => r.id);

/** The active account(s) with this e-mail address (the configured admin address). */
export const activeUserIdsByEmail = async (q: Queryable, email: string) =>
  (await q.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1) AND is_active`, [email])).map((r) => r.id);

export const businessEmails = async (q: Queryable, businessId: number, onlyInterestMail = false) =>
  (
    await q.query<{ email: string }>(
      `SELECT u.email FROM business_users bu JOIN users u ON u.id = bu.user_id
      WHERE bu.business_id = $1 AND u.email IS NOT NULL AND u.is_active AND ($2::boolean IS FALSE OR u.is_job_interest_mail_active)`,
      [businessId, onlyInterestMail],
    )
  ).map((r) => r.email);

/** Whether the admin verified the business ("geprüfter Betrieb"). */
export const isBusinessVerified = async (q: Queryable, businessId: number) =>
  !!(await q.one(`SELECT 1 FROM businesses WHERE id = $1 AND verified_at IS NOT NULL`, [businessId]));
