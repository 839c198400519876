import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeUser, PASSWORD } from '../../../test/factories/accounts.ts';
import { flushAnalytics } from './analytics.buffer.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Ingestion answers before it writes: the buffer is flushed before reading.
const records = async (sessionId: string) => {
  await flushAnalytics(t.db);
  return t.db.query<Record<string, unknown>>(`SELECT * FROM analytics_records WHERE oabalytics_user_id = $1 ORDER BY id`, [sessionId]);
};

describe('analytics ingestion', () => {
  it('stores the records of a guest with screen size, route, event and UTM values', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/oabalytics',
      payload: {
        oabalytics_user_id: 'sess-guest',
        screen_width: 390,
        screen_height: 844,
        data: [
          { route: '/ausbildung/passau', event: 'view', entity_type: 'page_visit', campaign_id: 'herbst', source: 'instagram', medium: 'social' },
          { route: '/betriebe/x', event: 'click', entity_type: 'impression', tracked_entity_type: 'job', tracked_entity_id: 17, payload: { position: 3 } },
        ],
      },
    });
    expect(res.statusCode).toBe(204);
    const rows = await records('sess-guest');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      screen_width: 390,
      screen_height: 844,
      route: '/ausbildung/passau',
      entity_type: 'page_visit',
      campaign_id: 'herbst',
      source: 'instagram',
      medium: 'social',
      user_id: null,
    });
    expect(rows[1]).toMatchObject({ tracked_entity_type: 'job', tracked_entity_id: '17', payload: { position: 3 } });
  });

  it('drops bad items and keeps the good ones, always answering 204', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/oabalytics',
      payload: {
        oabalytics_user_id: 'sess-mixed',
        screen_width: 'breit',
        data: [{ entity_type: 'unbekannt' }, 'x', null, { route: '/', entity_type: 'event', event: 'ok' }],
      },
    });
    expect(res.statusCode).toBe(204);
    const rows = await records('sess-mixed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'ok', screen_width: null });
  });

  it('answers 204 to garbage, empty bodies and sendBeacon text', async () => {
    for (const payload of ['{kaputt', '', '[]', '42']) {
      const res = await t.request({ method: 'POST', url: '/api/oabalytics', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(204);
    }
    const beacon = await t.request({
      method: 'POST',
      url: '/api/oabalytics',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ oabalytics_user_id: 'sess-beacon', data: [{ entity_type: 'page_visit', route: '/' }] }),
    });
    expect(beacon.statusCode).toBe(204);
    expect(await records('sess-beacon')).toHaveLength(1);
  });

  it('links records to the logged-in user, but not while an admin impersonates', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    await t.request({
      method: 'POST',
      url: '/api/oabalytics',
      token,
      payload: { oabalytics_user_id: 'sess-user', data: [{ entity_type: 'page_visit', route: '/' }] },
    });
    expect((await records('sess-user'))[0].user_id).toBe(u.id);
    const admin = await makeUser(t);
    await t.db.query(`UPDATE auth_tokens SET impersonated_by = $1 WHERE user_id = $2`, [admin.id, u.id]);
    await t.request({
      method: 'POST',
      url: '/api/oabalytics',
      token,
      payload: { oabalytics_user_id: 'sess-imp', data: [{ entity_type: 'page_visit', route: '/' }] },
    });
    expect(await records('sess-imp')).toHaveLength(0);
  });
});
