// Demo data: every demo account logs in with the demo password and has its role; the seed runs once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { DEMO_BUSINESSES, DEMO_META_KEY, DEMO_REGIONS, seedDemoTask } from './demo.seed.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (email: string) => {
  const token = await t.login(email);
  const res = await t.request({ method: 'GET', url: '/api/auth/user', token });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return body.data ?? body.user ?? body;
};

describe('demo data', () => {
  it('lets the special accounts log in with the demo password', async () => {
    for (const email of ['admin@oabat.example', 'hilfe@oabat.example', 'dashboard@oabat.example']) {
      expect(await t.login(email)).toBeTruthy();
    }
  });

  it('has the business account of Bäckerei Huber in Passau with every publishing permission', async () => {
    const user = await me('betrieb@oabat.example');
    expect(user.business.slug).toBe('baeckerei-huber');
    expect(user.business.permissions).toEqual(
      expect.arrayContaining([
        'publish_business',
        'publish_apprenticeship',
        'publish_traineeship',
        'publish_regular_jobs',
        'job_v3',
        'show_own_jobs',
        'invite_school',
        'statistics',
      ]),
    );
    const site = await t.db.one<{ is_main: boolean; postal_code: string; name: string; channel: string }>(
      `SELECT s.is_main, p.postal_code, p.name, c.slug AS channel FROM business_sites s JOIN businesses b ON b.id = s.business_id
         JOIN places p ON p.id = s.place_id JOIN business_channels bc ON bc.business_id = b.id JOIN channels c ON c.id = bc.channel_id
        WHERE b.slug = 'baeckerei-huber'`,
    );
    expect(site).toEqual({ is_main: true, postal_code: '94032', name: 'Passau', channel: 'oabat' });
  });

  it('has the school with its own channel and the region Passau among the fixed regions', async () => {
    const school = await me('schule@oabat.example');
    expect(school.school.slug).toBe('mittelschule-passau-st-nikola');
    expect(school.school.channel.slug).toBe('mittelschule-passau-st-nikola');
    const region = await me('region@oabat.example');
    expect(region.region.slug).toBe('passau');
    expect(region.region.channel.slug).toBe('passau');
    const regions = await t.db.query<{ slug: string; channel: string }>(
      `SELECT r.slug, c.slug AS channel FROM regions r JOIN channels c ON c.id = r.channel_id ORDER BY r.slug`,
    );
    expect(regions.map((r) => r.slug)).toEqual(expect.arrayContaining(DEMO_REGIONS.map((r) => r.slug)));
    expect(regions.every((r) => r.channel === r.slug)).toBe(true);
  });

  it('has the trainee Lena Maier, born 2010-03-14, living in Passau, onboarding done', async () => {
    const user = await me('azubi@oabat.example');
    expect([user.firstname, user.lastname, user.birthdate]).toEqual(['Lena', 'Maier', '2010-03-14']);
    expect(user.trainee.onboarding_completed).toBe(true);
    const place = await t.db.one<{ name: string }>(`SELECT p.name FROM trainees tr JOIN places p ON p.id = tr.place_id WHERE tr.id = $1`, [user.trainee.id]);
    expect(place!.name).toBe('Passau');
  });

  it('has further visible businesses at different places', async () => {
    const rows = await t.db.query<{ slug: string; place: string | null }>(
      `SELECT b.slug, p.name AS place FROM businesses b JOIN business_sites s ON s.business_id = b.id AND s.is_main LEFT JOIN places p ON p.id = s.place_id WHERE b.is_visible`,
    );
    for (const b of DEMO_BUSINESSES) expect(rows.find((r) => r.slug === b.slug)?.place).toBeTruthy();
    expect(new Set(rows.map((r) => r.place)).size).toBeGreaterThanOrEqual(6);
  });

  it('seeds only once and not at all when SEED_DEMO is off', async () => {
    const users = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n;
    const before = await users();
    await seedDemoTask(t.db, t.config, { info: () => {}, warn: () => {} });
    expect(await users()).toBe(before);
    await t.db.query('DELETE FROM app_meta WHERE key = $1', [DEMO_META_KEY]);
    await seedDemoTask(t.db, { ...t.config, SEED_DEMO: false }, { info: () => {}, warn: () => {} });
    expect(await t.db.one('SELECT 1 FROM app_meta WHERE key = $1', [DEMO_META_KEY])).toBeUndefined();
    // Re-running after the marker is gone finds everything and creates no duplicates.
    await seedDemoTask(t.db, t.config, { info: () => {}, warn: () => {} });
    expect(await users()).toBe(before);
  });
});
