// SQL of the admin's job list page: published jobs by name or business (to add to a list), and every
// business's job ad themes with the business's name.
import type { Queryable } from '../../db.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Open ones only (issue 33): a list shows no expired job and refuses to take one (job-lists.usecases.ts).
export const findPublishedJobs = (db: Queryable, search: string, businessId: number | null) =>
  db.query<{ id: number; slug: string; name: string; type_id: number; business: { id: number; name: string }; city: string | null }>(
    `SELECT j.id, j.slug, j.name, j.type_id, json_build_object('id', b.id, 'name', b.name) AS business,
            (SELECT COALESCE(s.city, p.name) FROM business_sites s LEFT JOIN places p ON p.id = s.place_id WHERE s.id = j.business_site_id) AS city
       FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE ${jobListedSql('j')} AND ($1 = '' OR j.name ILIKE $1 OR b.name ILIKE $1) AND ($2::int IS NULL OR j.business_id = $2)
      ORDER BY j.name, j.id LIMIT 25`,
    [search ? like(search) : '', businessId],
  );

export const listThemes = (db: Queryable, search: string) =>
  db.query<{ id: number; type: string; theme: Record<string, string>; business: { id: number; slug: string; name: string }; updated_at: Date }>(
    `SELECT t.id, t.type, t.theme, json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) AS business, t.updated_at
       FROM job_themes t JOIN businesses b ON b.id = t.business_id
      WHERE $1 = '' OR b.name ILIKE $1 OR t.type ILIKE $1
      ORDER BY lower(b.name), t.type LIMIT 200`,
    [search ? like(search) : ''],
  );
