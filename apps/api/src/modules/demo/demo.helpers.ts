// Idempotent building blocks of the demo data: each `ensure*` finds the thing by its natural key
// (e-mail, slug) or creates it, and returns its id. Later modules add their demo data with these.
import type { Queryable } from '../../db.ts';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/** Id of the place row with this postal code (and name, when given); null when the place is not imported. */
export async function placeIdFor(q: Queryable, postalCode: string, name?: string): Promise<number | null> {
  const row = await q.one<{ id: number }>(`SELECT id FROM places WHERE postal_code = $1 ORDER BY (name = $2) DESC, (id = city_id) DESC, id LIMIT 1`, [
    postalCode,
    name ?? '',
  ]);
  return row?.id ?? null;
}

export async function ensureDemoChannel(q: Queryable, slug: string, name: string, type: string): Promise<number> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO channels (slug, name, type) VALUES ($1, $2, $3) ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`,
    [slug, name, type],
  );
  return row!.id;
}

export interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  birthdate?: string | null;
  phone?: string | null;
  passwordHash: string;
}

/** A verified, active user with the demo password. */
export async function ensureDemoUser(q: Queryable, u: DemoUser): Promise<number> {
  const found = await q.one<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [u.email]);
  if (found) return found.id;
  const row = await q.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, firstname, lastname, birthdate, phone_number, email_verified_at, phone_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), CASE WHEN $6::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [u.email, u.passwordHash, u.firstname, u.lastname, u.birthdate ?? null, u.phone ?? null],
  );
  return row!.id;
}

export interface DemoBusiness {
  slug: string;
  name: string;
  permissions: string[];
  postalCode: string;
  placeName?: string;
  userId?: number;
  channels?: string[];
  subscriptionTypes?: number[];
}

/** A visible business with a main site at the given place, linked to its channels (default: oabat). */
export async function ensureDemoBusiness(q: Queryable, b: DemoBusiness): Promise<number> {
  let id = (await q.one<{ id: number }>('SELECT id FROM businesses WHERE slug = $1', [b.slug]))?.id;
  if (!id) {
    id = (await q.one<{ id: number }>(`INSERT INTO businesses (slug, name, permissions, is_visible) VALUES ($1, $2, $3::jsonb, true) RETURNING id`, [
      b.slug,
      b.name,
      JSON.stringify(b.permissions),
    ]))!.id;
    await q.query(`INSERT INTO business_sites (business_id, slug, name, is_main, place_id) VALUES ($1, $2, $3, true, $4)`, [
      id,
      b.slug,
      b.name,
      await placeIdFor(q, b.postalCode, b.placeName),
    ]);
  }
  for (const slug of b.channels ?? ['oabat']) {
    await q.query(`INSERT INTO business_channels (business_id, channel_id) SELECT $1, id FROM channels WHERE slug = $2 ON CONFLICT DO NOTHING`, [id, slug]);
  }
  for (const type of b.subscriptionTypes ?? []) {
    await q.query(`INSERT INTO business_subscription_types (business_id, subscription_type_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, type]);
  }
  if (b.userId) await q.query(`INSERT INTO business_users (business_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, b.userId]);
  return id;
}

/** A school with its own channel (same slug), at a place. */
export async function ensureDemoSchool(q: Queryable, s: { slug: string; name: string; postalCode: string; userId?: number }): Promise<number> {
  let id = (await q.one<{ id: number }>('SELECT id FROM schools WHERE slug = $1', [s.slug]))?.id;
  if (!id) {
    const channelId = await ensureDemoChannel(q, s.slug, s.name, 'school');
    id = (await q.one<{ id: number }>(`INSERT INTO schools (slug, name, channel_id, place_id) VALUES ($1, $2, $3, $4) RETURNING id`, [
      s.slug,
      s.name,
      channelId,
      await placeIdFor(q, s.postalCode),
    ]))!.id;
  }
  if (s.userId) await q.query(`INSERT INTO school_users (school_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, s.userId]);
  return id;
}

/** A region with its own channel (same slug). */
export async function ensureDemoRegion(q: Queryable, r: { slug: string; name: string; userId?: number }): Promise<number> {
  let id = (await q.one<{ id: number }>('SELECT id FROM regions WHERE slug = $1', [r.slug]))?.id;
  if (!id) {
    const channelId = await ensureDemoChannel(q, r.slug, r.name, 'region');
    id = (await q.one<{ id: number }>(`INSERT INTO regions (slug, name, channel_id) VALUES ($1, $2, $3) RETURNING id`, [r.slug, r.name, channelId]))!.id;
  }
  if (r.userId) await q.query(`INSERT INTO region_users (region_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, r.userId]);
  return id;
}

/** The trainee part of a user, living at a place, onboarding done unless told otherwise. */
export async function ensureDemoTrainee(
  q: Queryable,
  t: { userId: number; gender?: string; graduation?: string; postalCode: string; onboardingCompleted?: boolean },
): Promise<number> {
  const found = await q.one<{ id: number }>('SELECT id FROM trainees WHERE user_id = $1', [t.userId]);
  if (found) return found.id;
  const row = await q.one<{ id: number }>(
    `INSERT INTO trainees (user_id, gender, highest_graduation, onboarding_completed, place_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [t.userId, t.gender ?? null, t.graduation ?? null, t.onboardingCompleted ?? true, await placeIdFor(q, t.postalCode)],
  );
  return row!.id;
}
