// SQL of job interests: insert, the lists a trainee and a business see, the attached files.
import type { Queryable } from '../../db.ts';

export const findPublishedJob = (q: Queryable, id: number) =>
  q.one<{ id: number; name: string; slug: string; business_id: number; business_slug: string; mail2chat: boolean; type_id: number; start_date: string | null }>(
    `SELECT j.id, j.name, j.slug, j.business_id, b.slug AS business_slug, b.permissions ? 'mail2chat' AS mail2chat, j.type_id, j.start_date
       FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE j.id = $1 AND j.status = 'published'`,
    [id],
  );

/** Which of these files belong to the user (others' files are never attached). */
export const ownedFileIds = async (q: Queryable, userId: number, ids: number[]) =>
  (await q.query<{ id: number }>(`SELECT id FROM files WHERE id = ANY($1::int[]) AND user_id = $2`, [ids, userId])).map((r) => r.id);

export const hasInterest = async (q: Queryable, jobId: number, traineeId: number) =>
  !!(await q.one(`SELECT 1 FROM job_interests WHERE job_id = $1 AND trainee_id = $2`, [jobId, traineeId]));

export const insertInterest = async (q: Queryable, i: { jobId: number; traineeId: number; message: string; fileIds: number[] }) =>
  (await q.one<{ id: number }>(`INSERT INTO job_interests (job_id, trainee_id, message, file_ids) VALUES ($1, $2, $3, $4::jsonb) RETURNING id`, [
    i.jobId,
    i.traineeId,
    i.message,
    JSON.stringify(i.fileIds),
  ]))!.id;

const SELECT = `
  SELECT i.id, i.job_id, i.trainee_id, i.message, i.file_ids, i.created_at,
         json_build_object('id', j.id, 'slug', j.slug, 'name', j.name, 'type_id', j.type_id,
           'business', json_build_object('id', b.id, 'slug', b.slug, 'name', b.name)) AS job,
         -- Name only: the business answers in the chat; a pupil's e-mail address is not handed out.
         json_build_object('id', t.id, 'user_id', u.id, 'firstname', u.firstname, 'lastname', u.lastname) AS trainee,
         COALESCE((SELECT json_agg(json_build_object('id', f.id, 'original_filename', f.original_filename, 'mime_type', f.mime_type) ORDER BY f.id)
                     FROM files f WHERE f.id IN (SELECT (jsonb_array_elements_text(i.file_ids))::int)), '[]'::json) AS files
    FROM job_interests i JOIN jobs j ON j.id = i.job_id JOIN businesses b ON b.id = j.business_id
    JOIN trainees t ON t.id = i.trainee_id JOIN users u ON u.id = t.user_id`;

export const findInterest = (q: Queryable, id: number) => q.one(`${SELECT} WHERE i.id = $1`, [id]);

export const listInterests = (q: Queryable, f: { traineeId?: number; businessId?: number; jobId?: number }) =>
  q.query(
    `${SELECT}
    WHERE ($1::int IS NULL OR i.trainee_id = $1) AND ($2::int IS NULL OR j.business_id = $2) AND ($3::int IS NULL OR i.job_id = $3)
    ORDER BY i.created_at DESC, i.id DESC LIMIT 500`,
    [f.traineeId ?? null, f.businessId ?? null, f.jobId ?? null],
  );

/** Whether a file is attached to an interest in one of this business's jobs. */
export const fileSentToBusiness = async (q: Queryable, businessId: number, fileId: number) =>
  !!(await q.one(`SELECT 1 FROM job_interests i JOIN jobs j ON j.id = i.job_id WHERE j.business_id = $1 AND i.file_ids @> to_jsonb($2::int)`, [
    businessId,
    fileId,
  ]));

/**
 * How an application reaches a business (issue #36): 'platform' when it has an active account (chat and mail),
 * 'email' when it has none but a public contact address (its contact person's, else a site's), else 'none'.
 */
export const applicationReach = async (q: Queryable, businessId: number) =>
  (await q.one<{ channel: 'platform' | 'email' | 'none'; email: string | null }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM business_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = b.id AND u.is_active) THEN 'platform'
                 WHEN c.email IS NOT NULL THEN 'email' ELSE 'none' END AS channel, c.email
       FROM businesses b
       CROSS JOIN LATERAL (SELECT coalesce(
         (SELECT nullif(trim(cp.email), '') FROM contact_persons cp WHERE cp.id = b.public_contact_person_id),
         (SELECT nullif(trim(s.email), '') FROM business_sites s WHERE s.business_id = b.id AND nullif(trim(s.email), '') IS NOT NULL ORDER BY s.is_main DESC, s.id LIMIT 1)
       ) AS email) c
      WHERE b.id = $1`,
    [businessId],
  )) ?? { channel: 'none' as const, email: null };

export const fileNames = async (q: Queryable, ids: number[]) =>
  (await q.query<{ original_filename: string }>(`SELECT original_filename FROM files WHERE id = ANY($1::int[]) ORDER BY id`, [ids])).map(
    (r) => r.original_filename,
  );
