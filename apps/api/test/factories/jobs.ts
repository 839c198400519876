// Test factories for jobs: a business with a user, permissions and a site at a place; published jobs straight in SQL.
import type { TestContext } from '../harness.ts';
import { makeUser, loginAs } from './accounts.ts';

export const ALL_JOB_PERMISSIONS = ['publish_regular_jobs', 'job_v3'];

export async function buildBusiness(t: TestContext, opts: { slug: string; permissions?: string[]; postalCode?: string }) {
  const user = await makeUser(t, { business: opts.slug });
  // A business that may publish without review is one the admin verified (issue #35, finding 11).
  const permissions = opts.permissions ?? ALL_JOB_PERMISSIONS;
  const b = (await t.db.one<{ id: number }>(
    `UPDATE businesses SET permissions = $2::jsonb, is_visible = true, verified_at = CASE WHEN $3 THEN now() END WHERE slug = $1 RETURNING id`,
    [opts.slug, JSON.stringify(permissions), permissions.includes('activate_job')],
  ))!;
  const place = await t.db.one<{ id: number }>(`SELECT id FROM places WHERE postal_code = $1 ORDER BY id LIMIT 1`, [opts.postalCode ?? '94032']);
  await t.db.query(`INSERT INTO business_sites (business_id, slug, name, is_main, place_id) VALUES ($1, $2, $2, true, $3)`, [
    b.id,
    opts.slug,
    place?.id ?? null,
  ]);
  return { id: b.id, slug: opts.slug, email: user.email, userId: user.id, token: await loginAs(t, user.email) };
}

let n = 0;
/** A published job at a point (defaults: Passau), bypassing the API (for search tests). */
export async function buildJob(
  t: TestContext,
  businessId: number,
  o: {
    name?: string;
    type_id?: number;
    lat?: number;
    lon?: number;
    status?: string;
    description?: string;
    search_terms?: string;
    occupation_name?: string;
    published_at?: string;
    category_id?: number | null;
  } = {},
) {
  n += 1;
  const row = await t.db.one<{ id: number; slug: string }>(
    `INSERT INTO jobs (business_id, type_id, status, name, slug, description, latitude, longitude, search_terms, published_at, category_id, occupation_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()), $11, $12) RETURNING id, slug`,
    [
      businessId,
      o.type_id ?? 1,
      o.status ?? 'published',
      o.name ?? `Testjob ${n}`,
      `testjob-${n}-${Date.now()}`,
      o.description ?? '',
      o.lat ?? 48.5748,
      o.lon ?? 13.4609,
      o.search_terms ?? '',
      o.published_at ?? null,
      o.category_id ?? null,
      o.occupation_name ?? '',
    ],
  );
  return row!;
}
