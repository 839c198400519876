// Values of path parameters that name real objects in a seeded database, so fuzzed calls get past the
// lookup into the code behind it; and the calls a fuzzing session leaves out for its own accounts.
import type { Queryable } from '../../src/db.ts';
import type { Role } from './fuzzer.ts';

async function column(db: Queryable, sql: string): Promise<string[]> {
  const rows = await db.query<{ v: string | number }>(sql);
  return rows.map((r) => String(r.v));
}

export async function knownValues(db: Queryable): Promise<Record<string, string[]>> {
  const ids = await column(
    db,
    `SELECT v FROM (SELECT id AS v FROM businesses UNION SELECT id FROM users UNION SELECT id FROM jobs UNION SELECT id FROM schools
     UNION SELECT id FROM regions UNION SELECT id FROM conversations UNION SELECT id FROM posts UNION SELECT id FROM events
     UNION SELECT id FROM business_sites) x ORDER BY v LIMIT 60`,
  );
  const slugs = await column(
    db,
    `SELECT v FROM (SELECT slug AS v FROM businesses UNION SELECT slug FROM schools UNION SELECT slug FROM regions
     UNION SELECT slug FROM posts UNION SELECT slug FROM events UNION SELECT slug FROM business_sites
     UNION (SELECT slug FROM places WHERE name_slug = 'passau' LIMIT 3)) x LIMIT 60`,
  );
  const refs = [
    ...(await column(db, 'SELECT id AS v FROM jobs ORDER BY id LIMIT 20')),
    ...(await column(db, 'SELECT slug AS v FROM jobs ORDER BY id LIMIT 20')),
  ];
  const users = await column(db, 'SELECT id AS v FROM users ORDER BY id LIMIT 20');
  return {
    id: ids,
    slug: slugs,
    ref: refs,
    userId: users,
    traineeId: await column(db, 'SELECT id AS v FROM trainees LIMIT 10'),
    businessId: await column(db, 'SELECT id AS v FROM businesses LIMIT 10'),
    siteId: await column(db, 'SELECT id AS v FROM business_sites LIMIT 10'),
    regionId: await column(db, 'SELECT id AS v FROM regions LIMIT 10'),
    channelId: await column(db, 'SELECT id AS v FROM channels LIMIT 10'),
    typeId: await column(db, 'SELECT id AS v FROM subscription_types LIMIT 10'),
    zip: ['94032', '80331', '10115'],
    type: ['ausbildung', 'praktikum', 'jobs', 'unternehmen', 'news'],
    provider: ['google', 'linkedin', 'apple'],
    variant: ['thumb', 'medium', 'large', 'original'],
  };
}

/** Ending the session or the account of a fuzzing role only makes the rest of the run log in again. */
export function sessionEnding(operation: string, role: Role): boolean {
  if (!role.token) return false;
  return ['POST /api/auth/logout', 'POST /api/account/deletion', 'DELETE /api/account/deletion'].includes(operation);
}
