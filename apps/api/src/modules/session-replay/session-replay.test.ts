import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { collectRows } from '../privacy/privacy.usecases.ts';
import { RETENTION_JOB } from './session-replay.usecases.ts';

let t: TestContext;
const tok: Record<string, string> = {};
let businessUserId: number;
const POST = '/api/oabalytics/recordings';
const ev = (type: number, timestamp: number, extra: Record<string, unknown> = {}) => ({ type, timestamp, data: {}, ...extra });

beforeAll(async () => {
  t = await createTestApp({ SESSION_REPLAY: '1' });
  for (const [k, email] of Object.entries({
    admin: 'admin@oabat.example',
    dashboard: 'dashboard@oabat.example',
    business: 'betrieb@oabat.example',
    support: 'hilfe@oabat.example',
    school: 'schule@oabat.example',
    trainee: 'azubi@oabat.example',
  }))
    tok[k] = await t.login(email);
  const other = await makeUser(t, { business: 'aufzeichnung-zwei' });
  tok.business2 = await loginAs(t, other.email);
  businessUserId = (await t.db.one<{ id: number }>(`SELECT id FROM users WHERE email = 'betrieb@oabat.example'`))!.id;
});
afterAll(() => t.close());

const send = (token: string | null, payload: unknown) => t.request({ method: 'POST', url: POST, token, payload: payload as object });
const get = (url: string, token: string | null) => t.request({ method: 'GET', url, token });

describe('session replay', () => {
  const rec = randomUUID();

  it('stores a business user’s chunks; the admin lists them and reads the events in order', async () => {
    // Sent out of order, and one chunk twice: the repeat is ignored.
    expect((await send(tok.business, { recording_id: rec, seq: 1, events: [ev(3, 1_700_000_005_000, { n: 3 })] })).statusCode).toBe(201);
    const first = await send(tok.business, { recording_id: rec, seq: 0, events: [ev(4, 1_700_000_000_000, { n: 1 }), ev(2, 1_700_000_000_010, { n: 2 })] });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ stored: true });
    const again = await send(tok.business, { recording_id: rec, seq: 1, events: [ev(3, 1_700_000_009_000, { n: 99 })] });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual({ stored: false });

    for (const who of ['admin']) {
      const list = await get(`/api/admin/analytics/users/${businessUserId}/recordings`, tok[who]);
      expect(list.statusCode, who).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ id: rec, chunks: 2, duration_ms: 5000 })]);
      const one = await get(`/api/admin/analytics/users/${businessUserId}/recordings/${rec}`, tok[who]);
      expect(one.statusCode, who).toBe(200);
      expect(one.json().data.events.map((e: { n: number }) => e.n)).toEqual([1, 2, 3]);
    }
  });

  it('masks every word a browser sends before it is stored (issue #35, finding 8): text, text changes, typed values, attributes and ids', async () => {
    const id = randomUUID();
    const snapshot = ev(2, 1_700_000_100_000, {
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            {
              type: 2,
              id: 2,
              tagName: 'html',
              attributes: {},
              childNodes: [
                { type: 2, id: 3, tagName: 'style', attributes: {}, childNodes: [{ type: 3, id: 4, textContent: '.karte{color:red}' }] },
                {
                  type: 2,
                  id: 5,
                  tagName: 'a',
                  attributes: {
                    href: '/artikel/mein-zweites-lehrjahr',
                    class: 'k',
                    id: 'mein-zweites-lehrjahr-7',
                    style: 'background: url(/medien/brezel.jpg)',
                  },
                  childNodes: [{ type: 3, id: 6, textContent: 'Mein zweites Lehrjahr' }],
                },
                { type: 5, id: 7, textContent: 'Kommentar Brezel' },
              ],
            },
          ],
        },
      },
    });
    const mutation = ev(3, 1_700_000_101_000, {
      data: {
        source: 0,
        texts: [
          { id: 6, value: 'Mein zweites Lehrjahr 2' },
          { id: 4, value: '.karte{color:blue}' },
        ],
        attributes: [{ id: 5, attributes: { title: 'Bäckerei Huber', style: { color: 'red' } } }],
        removes: [],
        adds: [{ parentId: 5, nextId: null, node: { type: 3, id: 8, textContent: 'Teigwaren' } }],
      },
    });
    const typed = ev(3, 1_700_000_102_000, { data: { source: 5, id: 9, text: 'Geheimtext4711', isChecked: false } });
    expect((await send(tok.business, { recording_id: id, seq: 0, events: [snapshot, mutation, typed] })).statusCode).toBe(201);
    const stored = await t.db.one<{ events: Buffer }>(`SELECT c.events FROM session_recording_chunks c WHERE c.recording_id = $1`, [id]);
    const kept = gunzipSync(stored!.events).toString('utf8');
    for (const word of ['zweites', 'Lehrjahr', 'Bäckerei', 'Teigwaren', 'Geheimtext4711', 'Brezel', 'brezel']) expect(kept, word).not.toContain(word);
    expect(kept).toContain('*'.repeat('Geheimtext4711'.length));
    // The CSS of a <style> stays (the replay's layout), and so do layout attributes and the structure.
    expect(kept).toContain('.karte{color:red}');
    expect(kept).toContain('.karte{color:blue}');
    expect(kept).toContain('"class":"k"');
    expect(kept).toContain('background: url()');
    expect(kept).toContain('"tagName":"a"');
  });

  it('refuses other accounts, guests and another business appending to the recording', async () => {
    for (const who of ['trainee', 'school', 'admin', 'dashboard', 'support']) {
      expect((await send(tok[who], { recording_id: randomUUID(), seq: 0, events: [ev(4, 1)] })).statusCode, who).toBe(403);
    }
    expect((await send(null, { recording_id: randomUUID(), seq: 0, events: [ev(4, 1)] })).statusCode).toBe(401);
    const foreign = await send(tok.business2, { recording_id: rec, seq: 5, events: [ev(3, 1_700_000_006_000)] });
    expect([403, 404]).toContain(foreign.statusCode);
    const one = await get(`/api/admin/analytics/users/${businessUserId}/recordings/${rec}`, tok.admin);
    expect(one.json().data.chunks).toBe(2);
    // Reading: only the admin (issue #35: not the dashboard account, not support); a recording of somebody else or
    // an unknown one is not found.
    for (const url of [`/api/admin/analytics/users/${businessUserId}/recordings`, `/api/admin/analytics/users/${businessUserId}/recordings/${rec}`]) {
      for (const who of ['dashboard', 'support', 'business', 'business2', 'trainee', 'school']) {
        const res = await get(url, tok[who]);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.body).not.toContain('"events"');
      }
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    const otherId = (await t.db.one<{ id: number }>(`SELECT id FROM users WHERE email = 'azubi@oabat.example'`))!.id;
    expect((await get(`/api/admin/analytics/users/${otherId}/recordings/${rec}`, tok.admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/analytics/users/${businessUserId}/recordings/${randomUUID()}`, tok.admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/analytics/users/2147483647/recordings`, tok.admin)).statusCode).toBe(404);
  });

  it('refuses chunks of a pupil under 16 and of a business user who is a pupil too (pupils are never recorded)', async () => {
    const young = await makeUser(t, { trainee: true });
    await t.db.query(`UPDATE users SET birthdate = now() - interval '14 years' WHERE id = $1`, [young.id]);
    const both = await makeUser(t, { business: 'aufzeichnung-schueler', trainee: true });
    for (const u of [young, both]) {
      const id = randomUUID();
      const res = await send(await loginAs(t, u.email), { recording_id: id, seq: 0, events: [ev(4, 1)] });
      expect(res.statusCode, u.email).toBe(403);
      expect(await t.db.one(`SELECT 1 FROM session_recordings WHERE id = $1`, [id])).toBeUndefined();
    }
  });

  it('answers 413 to an oversized chunk and 422 to an invalid one', async () => {
    const big = 'x'.repeat(600 * 1024);
    expect((await send(tok.business, { recording_id: randomUUID(), seq: 0, events: [ev(3, 1, { big })] })).statusCode).toBe(413);
    for (const body of [
      { recording_id: 'nicht-uuid', seq: 0, events: [ev(3, 1)] },
      { recording_id: randomUUID(), seq: -1, events: [ev(3, 1)] },
      { recording_id: randomUUID(), seq: 0, events: [] },
      { recording_id: randomUUID(), seq: 0, events: ['text'] },
      { recording_id: randomUUID(), seq: 0, events: [{ type: 'x', timestamp: 1 }] },
    ]) {
      const res = await send(tok.business, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
  });

  it('refuses chunks while the admin acts as the business user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/temporary_login', payload: { user_id: businessUserId }, token: tok.admin });
    expect(res.statusCode).toBe(200);
    expect((await send(res.json().token, { recording_id: randomUUID(), seq: 0, events: [ev(4, 1)] })).statusCode).toBe(403);
  });

  it('lists the recordings in the data export and erases them with the account', async () => {
    const user = await makeUser(t, { business: 'aufzeichnung-drei' });
    const token = await loginAs(t, user.email);
    const id = randomUUID();
    expect((await send(token, { recording_id: id, seq: 0, events: [ev(4, 1)] })).statusCode).toBe(201);
    const tables = await collectRows({ db: t.db }, user.id);
    expect(tables.session_recordings).toEqual([expect.objectContaining({ id, user_id: user.id, chunks: 1 })]);
    await t.db.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    expect(await t.db.one(`SELECT 1 FROM session_recording_chunks WHERE recording_id = $1`, [id])).toBeUndefined();
  });

  it('lists a recording whose event times lie far apart (client clocks are not trusted)', async () => {
    const id = randomUUID();
    expect((await send(tok.business, { recording_id: id, seq: 0, events: [ev(4, 0), ev(3, 1e14)] })).statusCode).toBe(201);
    const list = await get(`/api/admin/analytics/users/${businessUserId}/recordings`, tok.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((r: { id: string }) => r.id === id).duration_ms).toBe(2147483647);
  });

  it('the retention job deletes old recordings and keeps recent ones', async () => {
    const old = randomUUID();
    expect((await send(tok.business, { recording_id: old, seq: 0, events: [ev(4, 1)] })).statusCode).toBe(201);
    await t.db.query(`UPDATE session_recordings SET last_at = now() - interval '31 days' WHERE id = $1`, [old]);
    await t.app.jobs.runNow(RETENTION_JOB);
    await t.app.jobs.drain();
    const ids = (await get(`/api/admin/analytics/users/${businessUserId}/recordings`, tok.admin)).json().data.map((r: { id: string }) => r.id);
    expect(ids).toContain(rec);
    expect(ids).not.toContain(old);
    expect(await t.db.one(`SELECT 1 FROM session_recording_chunks WHERE recording_id = $1`, [old])).toBeUndefined();
  });
});

describe('session replay switched off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ SESSION_REPLAY: '0' });
  });
  afterAll(() => off.close());

  it('refuses chunks and tells the web app so', async () => {
    const token = await off.login('betrieb@oabat.example');
    const res = await off.request({ method: 'POST', url: POST, token, payload: { recording_id: randomUUID(), seq: 0, events: [ev(4, 1)] } });
    expect(res.statusCode).toBe(403);
    expect((await off.request({ method: 'GET', url: '/api/site' })).json().data.session_replay).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/site' })).json().data.session_replay).toBe(true);
  });
});
