// What the sitemaps list, read in key order and in batches (keyset), so that no file holds all rows in memory.
// Only public things: open jobs (published, not expired), visible businesses, schools, regions, and the cities that
// hold open jobs. An expired job's page answers 410, so it is not listed (issue 33).
import type { Queryable } from '../../db.ts';
import { jobListedSql } from '../jobs/job-expiry.ts';

export const SITEMAP_KINDS = ['jobs', 'businesses', 'schools', 'regions', 'places'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One URL of a sitemap: its key (ascending, unique within the kind), the path and the last change. */
export interface SitemapRow {
  k: number;
  path: string;
  lastmod: Date | string | null;
}

// Each source is one SELECT with the columns k, path, lastmod; the outer queries filter and order by k,
// which PostgreSQL pushes down to the primary key for the simple sources.
const SOURCES: Record<SitemapKind, string> = {
  jobs: `SELECT j.id::bigint AS k, '/betriebe/' || b.slug || '/jobs/' || j.slug AS path, j.updated_at AS lastmod
           FROM jobs j JOIN businesses b ON b.id = j.business_id WHERE ${jobListedSql('j')}`,
  businesses: `SELECT b.id::bigint AS k, '/betriebe/' || b.slug AS path, b.updated_at AS lastmod FROM businesses b WHERE b.is_visible`,
  schools: `SELECT s.id::bigint AS k, '/schule/' || s.slug AS path, s.updated_at AS lastmod FROM schools s`,
  regions: `SELECT r.id::bigint AS k, '/region/' || r.slug AS path, r.updated_at AS lastmod FROM regions r`,
  // A place search page with results: a city with open jobs of the category's type in it
  // (key = city id * 4 + type, so Ausbildung and Praktikum of one city sit side by side).
  places: `SELECT c.id::bigint * 4 + t.type_id AS k,
                  CASE t.type_id WHEN 1 THEN '/ausbildung/' ELSE '/praktikum/' END || c.slug AS path, t.lastmod
             FROM (SELECT p.city_id, j.type_id, max(j.updated_at) AS lastmod
                     FROM jobs j JOIN places p ON p.id = j.place_id
                    WHERE ${jobListedSql('j')} AND j.type_id IN (1, 2) GROUP BY p.city_id, j.type_id) t
             JOIN places c ON c.id = t.city_id`,
};

export async function countRows(db: Queryable, kind: SitemapKind): Promise<number> {
  return (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${SOURCES[kind]}) s`))!.n;
}

/** The key of the row at this offset (the first row of a sitemap file), or undefined past the end. */
export async function keyAt(db: Queryable, kind: SitemapKind, offset: number): Promise<number | undefined> {
  return (await db.one<{ k: number }>(`SELECT k FROM (${SOURCES[kind]}) s ORDER BY k OFFSET $1 LIMIT 1`, [offset]))?.k;
}

/** Up to `limit` rows from the key `from` on (inclusive). */
export async function rowsFrom(db: Queryable, kind: SitemapKind, from: number, limit: number): Promise<SitemapRow[]> {
  return db.query<SitemapRow>(`SELECT k, path, lastmod FROM (${SOURCES[kind]}) s WHERE k >= $1 ORDER BY k LIMIT $2`, [from, limit]);
}
