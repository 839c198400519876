// Property test of the rollups: for random raw records over two weeks, the rollup's figures per day,
// metric and dimension (also place, campaign and region within each channel, which the dashboard's channel
// filter reads) equal counts computed here from the same records; an incremental run after more
// records arrive still agrees. Also the retention job and the first-touch campaign of a session.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../migrate.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { flushAnalytics } from './analytics.buffer.ts';
import { insertRecords, type AnalyticsRecord } from './analytics.repository.ts';
import { RETENTION_JOB, rollUp } from './analytics.rollups.ts';

let t: TestContext;
let first: Raw[] = [];
let later: Raw[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic PRNG (mulberry32), so a failure can be replayed with its seed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const ROUTES: [string, string | null][] = [
  ['/', null],
  ['/suche', 'search'],
  ['/ausbildung/passau', 'search'],
  ['/betriebe/huber/jobs/baecker', 'job_view'],
  ['/betriebe/huber/jobs/uebersicht', null],
  ['/region/passau', null],
];
const CAMPAIGNS = [null, null, 'herbst', 'messe'];
const berlinDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(d);

interface Raw extends AnalyticsRecord {
  created_at: Date;
}
function randomRecords(seed: number, n: number, maxAgeHours: number): Raw[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  return Array.from({ length: n }, () => {
    const kind = pick(['page_visit', 'page_visit', 'page_visit', 'event', 'impression'] as const);
    const campaign = pick(CAMPAIGNS);
    return {
      oabalytics_user_id: `s${Math.floor(r() * 30)}`,
      user_id: null,
      screen_width: pick([null, 390, 1280]),
      screen_height: null,
      route: kind === 'page_visit' ? pick(ROUTES)[0] : '/',
      event: kind === 'event' ? pick(['like', 'share']) : null,
      entity_type: kind,
      tracked_entity_type: kind === 'impression' ? 'job' : null,
      tracked_entity_id: kind === 'impression' ? String(1 + Math.floor(r() * 3)) : null,
      payload: null,
      campaign_id: campaign,
      source: campaign ? 'instagram' : null,
      medium: campaign ? 'social' : null,
      // Never in the future; spread over the last `maxAgeHours`.
      created_at: new Date(Date.now() - 60_000 - Math.floor(r() * maxAgeHours * 3_600_000)),
    };
  });
}
async function insertRaw(rows: Raw[]) {
  await insertRecords(t.db, rows);
  // Stamp the times after the insert (the insert is the product's own batch statement).
  await t.db.query(`UPDATE analytics_records a SET created_at = u.at FROM unnest($1::bigint[], $2::timestamptz[]) AS u(id, at) WHERE a.id = u.id`, [
    (await t.db.query<{ id: number }>(`SELECT id FROM analytics_records ORDER BY id DESC LIMIT $1`, [rows.length])).map((x) => x.id).reverse(),
    rows.map((x) => x.created_at.toISOString()),
  ]);
}
/** Expected counts per `day|metric|dimension|value` computed in JS. */
function expected(rows: Raw[]) {
  const out = new Map<string, number>();
  const add = (k: string) => out.set(k, (out.get(k) ?? 0) + 1);
  for (const x of rows) {
    const day = berlinDay(x.created_at);
    const metrics = x.entity_type === 'page_visit' ? ['visit', ROUTES.find(([p]) => p === x.route)![1]] : [x.entity_type];
    for (const m of metrics) {
      if (!m) continue;
      add(`${day}|${m}||`);
      if (x.campaign_id) add(`${day}|${m}|campaign|${x.campaign_id}`);
      const channel = x.campaign_id ? x.medium : 'direkt';
      add(`${day}|${m}|channel|${channel}`);
      if (x.campaign_id) add(`${day}|${m}|campaign@${channel}|${x.campaign_id}`);
      if (m === 'search' && x.route === '/ausbildung/passau') {
        add(`${day}|${m}|place|passau`);
        add(`${day}|${m}|place@${channel}|passau`);
      }
      if (x.route === '/region/passau') {
        add(`${day}|${m}|region|passau`);
        add(`${day}|${m}|region@${channel}|passau`);
      }
      if (m === 'impression') add(`${day}|${m}|job|${x.tracked_entity_id}`);
    }
  }
  return out;
}
async function actual() {
  const rows = await t.db.query<{ day: string; metric: string; dimension: string; value: string; n: number }>(
    `SELECT day::text, metric, dimension, value, n::int FROM analytics_daily WHERE dimension IN ('', 'campaign', 'place', 'job', 'channel', 'region') OR dimension ~ '^(place|campaign|region)@'`,
  );
  return new Map(rows.map((r) => [`${r.day}|${r.metric}|${r.dimension}|${r.value}`, r.n]));
}

describe('analytics rollups', () => {
  it('equal the counts over the raw records for random data, also after an incremental run', async () => {
    // Without the demo seed's year: the comparison covers every rollup row.
    await t.db.exec(`DELETE FROM analytics_records; DELETE FROM analytics_daily; UPDATE analytics_rollup_state SET closed_through = NULL`);
    first = randomRecords(17, 1500, 24 * 14);
    await insertRaw(first);
    await rollUp(t.db);
    expect(await actual()).toEqual(expected(first));

    // More records arrive for today and yesterday; the next run rebuilds only the open days.
    later = randomRecords(42, 400, 20);
    await insertRaw(later);
    await rollUp(t.db);
    expect(await actual()).toEqual(expected([...first, ...later]));
    const sessions = await t.db.one<{ ok: boolean }>(`SELECT bool_and(sessions <= n AND sessions >= 1) AS ok FROM analytics_daily`);
    expect(sessions?.ok).toBe(true);
  });

  it('migration 0550 reopens the closed days with complete raw records, so they gain the per-channel dimensions', async () => {
    await t.db.query(`DELETE FROM analytics_daily WHERE dimension LIKE '%@%'`);
    await t.db.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, '0550_analytics_channel_dimensions.sql'), 'utf8'));
    await rollUp(t.db);
    // The first day with raw records may have lost some to the retention: it stays closed.
    const all = [...first, ...later];
    const firstDay = all.map((x) => berlinDay(x.created_at)).sort()[0];
    const want = new Map([...expected(all)].filter(([k]) => !(k.startsWith(`${firstDay}|`) && k.split('|')[2].includes('@'))));
    expect(await actual()).toEqual(want);
  });

  it('drops raw records older than the retention but keeps the rollups', async () => {
    await t.db.query(`DELETE FROM analytics_records`);
    await insertRaw(randomRecords(7, 5, 1).map((r, i) => ({ ...r, created_at: new Date(Date.now() - (i < 2 ? 400 : 10) * 86_400_000) })));
    const before = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM analytics_daily`);
    await t.app.jobs.runNow(RETENTION_JOB);
    await t.app.jobs.drain();
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM analytics_records`))?.n).toBe(3);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM analytics_daily`))?.n).toBe(before?.n);
  });

  it('remembers the first campaign of a session and the account it belongs to later', async () => {
    const send = (data: object[]) => t.request({ method: 'POST', url: '/api/oabalytics', payload: { oabalytics_user_id: 'sess-camp', data } });
    await send([{ entity_type: 'page_visit', route: '/', campaign_id: 'fruehling', source: 'zeitung', medium: 'print' }]);
    await send([{ entity_type: 'page_visit', route: '/', campaign_id: 'sommer', source: 'instagram', medium: 'social' }]);
    await flushAnalytics(t.db);
    const s = await t.db.one(`SELECT campaign_id, source, medium, user_id FROM analytics_sessions WHERE oabalytics_user_id = 'sess-camp'`);
    expect(s).toEqual({ campaign_id: 'fruehling', source: 'zeitung', medium: 'print', user_id: null });
    const cols = await t.db.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_name IN ('analytics_records', 'analytics_sessions')`,
    );
    expect(cols.map((c) => c.c).filter((c) => /ip|addr/i.test(c))).toEqual([]);
  });
});
