// SQL of answers within a deadline: an interest's deadline, whether and when it was answered, the open interests of a
// business, the reminders and expiries due, and the public answer figures.
import type { TOpenInterest } from '@oabat/domain/answers';
import type { Queryable } from '../../db.ts';

/**
 * When interest `i` (of job `j`) was answered: by an answer template, or by any chat answer (text, image, file) of a
 * member of the job's business to the pupil after the interest arrived. So a business answering in its own words
 * in the chat counts too, and the chat's own response figures (chat.response-time.repository.ts) stay the source
 * for the typical answer time.
 */
const ANSWERED_AT = `coalesce(i.answered_at, (
  SELECT min(m.created_at) FROM messages m JOIN conversations c ON c.id = m.conversation_id JOIN trainees tr ON tr.id = i.trainee_id
   WHERE m.type IN ('regular', 'image', 'file') AND m.created_at >= i.created_at
     AND m.sender_id IN (SELECT bu.user_id FROM business_users bu WHERE bu.business_id = j.business_id)
     AND (c.user_low = tr.user_id OR c.user_high = tr.user_id)))`;

/** Sets the deadline of a new interest from its business's setting; returns it. */
export async function setDeadline(q: Queryable, interestId: number) {
  return (await q.one<{ deadline_at: Date }>(
    `UPDATE job_interests i SET deadline_at = i.created_at + make_interval(days => b.response_deadline_days)
       FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE i.id = $1 AND j.id = i.job_id RETURNING i.deadline_at`,
    [interestId],
  ))!.deadline_at;
}

export interface InterestForAnswer {
  id: number;
  job_name: string;
  business_id: number;
  trainee_user_id: number;
  firstname: string | null;
  answered_at: Date | null;
}

/** An interest in one of the business's jobs (null for any other business: the caller answers 404). */
export const interestOfBusiness = (q: Queryable, id: number, businessId: number) =>
  q.one<InterestForAnswer>(
    `SELECT i.id, j.name AS job_name, j.business_id, t.user_id AS trainee_user_id, u.firstname, ${ANSWERED_AT} AS answered_at
       FROM job_interests i JOIN jobs j ON j.id = i.job_id JOIN trainees t ON t.id = i.trainee_id JOIN users u ON u.id = t.user_id
      WHERE i.id = $1 AND j.business_id = $2`,
    [id, businessId],
  );

export const markAnswered = (q: Queryable, id: number, template: string) =>
  q.query(`UPDATE job_interests SET answered_at = coalesce(answered_at, now()), answer_template = $2 WHERE id = $1`, [id, template]);

/** The business's interests not answered yet and not past their deadline, soonest deadline first. */
export const openInterests = (q: Queryable, businessId: number) =>
  q.query<TOpenInterest>(
    `SELECT i.id, json_build_object('id', j.id, 'name', j.name) AS job,
            json_build_object('user_id', t.user_id, 'firstname', u.firstname) AS trainee,
            i.created_at, i.deadline_at, greatest(0, ceil(extract(epoch FROM i.deadline_at - now()) / 86400))::int AS days_left
       FROM job_interests i JOIN jobs j ON j.id = i.job_id JOIN trainees t ON t.id = i.trainee_id JOIN users u ON u.id = t.user_id
      WHERE j.business_id = $1 AND i.expired_at IS NULL AND i.deadline_at > now() AND ${ANSWERED_AT} IS NULL
      ORDER BY i.deadline_at, i.id LIMIT 500`,
    [businessId],
  );

export const deadlineDays = async (q: Queryable, businessId: number) =>
  (await q.one<{ days: number }>(`SELECT response_deadline_days AS days FROM businesses WHERE id = $1`, [businessId]))!.days;
export const setDeadlineDays = (q: Queryable, businessId: number, days: number) =>
  q.query(`UPDATE businesses SET response_deadline_days = $2 WHERE id = $1`, [businessId, days]);

export interface DueInterest {
  id: number;
  job_name: string;
  business_id: number;
  business_slug: string;
  trainee_email: string | null;
  firstname: string | null;
  deadline_at: Date;
}
const DUE_SELECT = `SELECT i.id, j.name AS job_name, j.business_id, b.slug AS business_slug, u.email AS trainee_email, u.firstname, i.deadline_at
  FROM job_interests i JOIN jobs j ON j.id = i.job_id JOIN businesses b ON b.id = j.business_id
  JOIN trainees t ON t.id = i.trainee_id JOIN users u ON u.id = t.user_id`;

/** Open interests past half of their time without the half-time reminder. */
export const dueHalfReminders = (q: Queryable, now: Date) =>
  q.query<DueInterest>(
    `${DUE_SELECT} WHERE i.expired_at IS NULL AND i.reminded_half_at IS NULL AND i.answered_at IS NULL
        AND $1 >= i.created_at + (i.deadline_at - i.created_at) / 2 AND $1 < i.deadline_at - interval '1 day' AND ${ANSWERED_AT} IS NULL
      ORDER BY i.id LIMIT 1000`,
    [now],
  );
/** Open interests within a day of their deadline without the last reminder. */
export const dueLastReminders = (q: Queryable, now: Date) =>
  q.query<DueInterest>(
    `${DUE_SELECT} WHERE i.expired_at IS NULL AND i.reminded_last_at IS NULL AND i.answered_at IS NULL
        AND $1 >= i.deadline_at - interval '1 day' AND $1 < i.deadline_at AND ${ANSWERED_AT} IS NULL
      ORDER BY i.id LIMIT 1000`,
    [now],
  );
/** Interests past their deadline without an answer and not yet counted as unanswered. */
export const dueExpiries = (q: Queryable, now: Date) =>
  q.query<DueInterest>(
    `${DUE_SELECT} WHERE i.expired_at IS NULL AND i.answered_at IS NULL AND $1 >= i.deadline_at AND ${ANSWERED_AT} IS NULL ORDER BY i.id LIMIT 1000`,
    [now],
  );
export const markReminded = (q: Queryable, id: number, which: 'half' | 'last') =>
  q.query(`UPDATE job_interests SET ${which === 'half' ? 'reminded_half_at' : 'reminded_last_at'} = now() WHERE id = $1`, [id]);
export const markExpired = (q: Queryable, id: number) => q.query(`UPDATE job_interests SET expired_at = now() WHERE id = $1`, [id]);

/** Interests, decided ones (answered or past the deadline), answered within the deadline, median answer hours. */
export const statsOf = (q: Queryable, businessId: number) =>
  q.one<{ interests: number; decided: number; in_time: number; median_hours: number | null; chat_minutes: number | null }>(
    `SELECT count(*)::int AS interests,
            count(*) FILTER (WHERE a.at IS NOT NULL OR x.deadline_at <= now())::int AS decided,
            count(*) FILTER (WHERE a.at IS NOT NULL AND a.at <= x.deadline_at)::int AS in_time,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.at - x.created_at) / 3600) FILTER (WHERE a.at IS NOT NULL) AS median_hours,
            (SELECT avg_response_minutes FROM businesses WHERE id = $1) AS chat_minutes
       FROM (SELECT i.*, j.business_id FROM job_interests i JOIN jobs j ON j.id = i.job_id WHERE j.business_id = $1) x
       CROSS JOIN LATERAL (SELECT ${ANSWERED_AT.replace(/\bj\.business_id\b/g, 'x.business_id').replace(/\bi\./g, 'x.')} AS at) a`,
    [businessId],
  );

export const businessIdBySlug = async (q: Queryable, slug: string) =>
  (await q.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = $1 AND is_visible IS NOT FALSE`, [slug]))?.id ?? null;
