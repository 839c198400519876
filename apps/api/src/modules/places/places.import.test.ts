// Reference import: the full files (through the harness's template), the skip on restart, and the
// start without files (one warning, the demo's places and a few occupations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { openPglite, type Db } from '../../db.ts';
import { migrate } from '../../migrate.ts';
import { importOccupations } from '../occupations/index.ts';
import { importPlaces, importReferenceDataTask } from './places.import.ts';
import { loadConfig } from '../../config.ts';
import { FALLBACK_PLACES } from './places.fallback.ts';

const count = async (db: Db, sql: string, params: unknown[] = []) => (await db.one<{ n: number }>(sql, params))!.n;

describe('reference data from the files', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has every place row and the cities grouped by name and district', async () => {
    expect(await count(t.db, 'SELECT count(*)::int AS n FROM places')).toBe(16477);
    const passau = await t.db.query<{ postal_code: string; city_id: number; id: number; postal_code_count: number; slug: string }>(
      `SELECT id, postal_code, city_id, postal_code_count, slug FROM places WHERE name = 'Passau' AND district = 'Passau' ORDER BY postal_code`,
    );
    expect(passau.map((p) => p.postal_code)).toEqual(['94032', '94034', '94036']);
    expect(new Set(passau.map((p) => p.city_id))).toEqual(new Set([passau[0].id]));
    expect(passau.every((p) => p.postal_code_count === 3)).toBe(true);
    expect(passau[0].slug).toBe(`passau-${passau[0].id}`);
    const city = await t.db.one<{ id: number; postal_codes: string[] }>(`SELECT id, postal_codes FROM cities WHERE name = 'Passau' AND district = 'Passau'`);
    expect(city).toEqual({ id: passau[0].id, postal_codes: ['94032', '94034', '94036'] });
    const muc = await t.db.one<{ slug: string }>(`SELECT slug FROM places WHERE postal_code = '80331' AND name = 'München'`);
    expect(muc!.slug).toMatch(/^muenchen-\d+$/);
  });

  it('keeps the apprenticeship groups with kind and category, on the padded KldB tree', async () => {
    expect(await count(t.db, 'SELECT count(*)::int AS n FROM occupations')).toBeGreaterThan(600);
    expect(await count(t.db, `SELECT count(*)::int AS n FROM occupations WHERE training_group NOT IN ('1110','1120','1130','1210','1220','1310')`)).toBe(0);
    const baker = await t.db.one<{ kldb_code: string; training_kind: string; is_dual: boolean; category: string }>(
      `SELECT o.kldb_code, o.training_kind, o.is_dual, c.slug AS category FROM occupations o JOIN job_categories c ON c.id = o.category_id WHERE o.name = 'Bäcker/Bäckerin'`,
    );
    expect(baker).toEqual({ kldb_code: '29222', training_kind: 'dual', is_dual: true, category: 'handwerk-technik' });
    const it_ = await t.db.one<{ category: string; base_name: string }>(
      `SELECT c.slug AS category, o.base_name FROM occupations o JOIN job_categories c ON c.id = o.category_id WHERE o.name LIKE 'Fachinformatiker/Fachinformatikerin Fachrichtung Anwendungsentwicklung'`,
    );
    expect(it_).toEqual({ category: 'it', base_name: 'Fachinformatiker/Fachinformatikerin' });
    expect(await count(t.db, `SELECT count(*)::int AS n FROM occupations WHERE training_kind = 'school'`)).toBeGreaterThan(50);
    expect(await count(t.db, `SELECT count(*)::int AS n FROM occupations WHERE training_kind = 'fachpraktiker'`)).toBe(61);
    const levels = await t.db.query<{ level: number; n: number }>('SELECT level, count(*)::int AS n FROM kldb_entries GROUP BY level ORDER BY level');
    expect(levels.map((l) => l.n)).toEqual([10, 37, 144, 703, 1301]);
    const officers = await t.db.one<{ code: string; parent_code: string; description: string }>(
      `SELECT code, parent_code, description FROM kldb_entries WHERE code = '01104'`,
    );
    expect(officers!.parent_code).toBe('0110');
    expect(officers!.description).not.toContain('&nbsp;');
  });

  it('skips both imports on a restart with the same files', async () => {
    const log = { info: () => {}, warn: () => {} };
    const places = await importPlaces(t.db, t.config.PLACES_FILE, log);
    const occupations = await importOccupations(t.db, t.config.OCCUPATIONS_DIR, log);
    expect(places.status).toBe('skipped');
    expect(occupations.status).toBe('skipped');
  });
});

describe('reference data without files', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db);
  });
  afterAll(() => db.close());

  it('starts with one warning, the demo places and a few occupations', async () => {
    const warnings: unknown[] = [];
    const log = {
      info: () => {},
      warn: (...args: unknown[]) => {
        warnings.push(args);
      },
    };
    const config = loadConfig({ NODE_ENV: 'test', PLACES_FILE: '/nonexistent/places-de.csv', OCCUPATIONS_DIR: '/nonexistent' });
    await importReferenceDataTask(db, config, log);
    expect(warnings).toHaveLength(1);
    expect(await db.one('SELECT file_hash FROM reference_imports WHERE name = $1', ['places'])).toEqual({ file_hash: 'fallback' });
    expect(await count(db, 'SELECT count(*)::int AS n FROM places')).toBe(FALLBACK_PLACES.length);
    for (const name of [
      'Passau',
      'Regensburg',
      'Freyung',
      'Grafenau',
      'Hauzenberg',
      'Mühldorf am Inn',
      'Altötting',
      'Gunzenhausen',
      'Vilshofen',
      'Deggendorf',
      'Landshut',
      'München',
      'Nürnberg',
    ]) {
      expect(await count(db, 'SELECT count(*)::int AS n FROM places WHERE name = $1', [name])).toBeGreaterThan(0);
    }
    expect(await count(db, 'SELECT count(*)::int AS n FROM occupations')).toBeGreaterThanOrEqual(5);

    // A second start without files stays silent and changes nothing.
    const again = await importPlaces(db, '/nonexistent/places-de.csv', log);
    expect(again.status).toBe('skipped');
    expect((await importOccupations(db, '/nonexistent', log)).status).toBe('skipped');
    expect(warnings).toHaveLength(1);
  });

  // Upserts all 16,477 rows into a filled table: a few seconds alone, past 30 s on a machine busy with other suites.
  it('imports the files when they appear later, keeping the ids of the places already there', { timeout: 120_000 }, async () => {
    const log = { info: () => {}, warn: () => {} };
    const before = (await db.one<{ id: number }>(`SELECT id FROM places WHERE postal_code = '94034' AND name = 'Passau'`))!.id;
    const result = await importPlaces(db, loadConfig({ NODE_ENV: 'test' }).PLACES_FILE, log);
    expect(result.status).toBe('imported');
    expect(await count(db, 'SELECT count(*)::int AS n FROM places')).toBe(16477);
    const passau = await db.query<{ id: number; city_id: number; postal_code_count: number }>(
      `SELECT id, city_id, postal_code_count FROM places WHERE name = 'Passau' AND district = 'Passau' ORDER BY postal_code`,
    );
    expect(passau[1].id).toBe(before);
    expect(passau.every((p) => p.city_id === passau[0].id && p.postal_code_count === 3)).toBe(true);
    expect(await count(db, 'SELECT count(*)::int AS n FROM places WHERE id = city_id')).toBe(14517);
  });
});
