// Account search for the admin: by e-mail or name, newest first, at most 25.
import type { Queryable } from '../../db.ts';

export async function findUsers(db: Queryable, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<{ id: number; email: string | null; firstname: string; lastname: string; type: 'region' | 'school' | 'business' | 'trainee' | '' }>(
    `SELECT u.id, u.email, u.firstname, u.lastname,
            CASE WHEN EXISTS (SELECT 1 FROM region_users r WHERE r.user_id = u.id) THEN 'region'
                 WHEN EXISTS (SELECT 1 FROM school_users s WHERE s.user_id = u.id) THEN 'school'
                 WHEN EXISTS (SELECT 1 FROM business_users b WHERE b.user_id = u.id) THEN 'business'
                 WHEN EXISTS (SELECT 1 FROM trainees t WHERE t.user_id = u.id) THEN 'trainee'
                 ELSE '' END AS type
       FROM users u
      WHERE $1 = '%%' OR u.email ILIKE $1 OR (u.firstname || ' ' || u.lastname) ILIKE $1
      ORDER BY u.id DESC LIMIT 25`,
    [pattern],
  );
}
