// Issue #38, item 6: the chat delay follows the video. Viewers' pages report how far their player is behind the live
// edge of the platform's ingest; the stream's delay becomes the median of the recent reports (one per account or
// guest address) plus the edge, and holds messages back by it; an admin's own message_threshold wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DELAY } from '@oabat/domain/livestream-chat-delay';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext, admin: string, azubi: string, betrieb: string, id: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  azubi = await t.login('azubi@oabat.example');
  betrieb = await t.login('betrieb@oabat.example');
  const now = Date.now();
  const res = await t.request({
    method: 'POST',
    url: '/api/livestreams',
    token: admin,
    payload: { title: 'Messe live aus OBS', planned_start: new Date(now).toISOString(), planned_end: new Date(now + 3600_000).toISOString() },
  });
  id = res.json().data.id;
  // Live on the platform's own HLS, as an accepted publish leaves it (the RTMP path has its own test).
  await t.db.query(`UPDATE livestreams SET is_live = true, video_url = $2 WHERE id = $1`, [id, `/hls/${id}/index.m3u8`]);
});
afterAll(() => t?.close());

const report = (seconds: unknown, o: { token?: string | null; ip?: string; stream?: number } = {}) =>
  t.request({
    method: 'POST',
    url: `/api/livestreams/${o.stream ?? id}/latency`,
    token: o.token ?? null,
    remoteAddress: o.ip ?? '127.0.0.1',
    payload: { seconds },
  });
const delayOf = async () => (await t.request({ method: 'GET', url: `/api/livestreams/${id}` })).json().data.chat_delay as number;
/** The next report recomputes the median (the server does so at most every 10 s per stream). */
const due = () => t.db.query(`UPDATE livestreams SET chat_latency_at = now() - interval '1 minute' WHERE id = $1`, [id]);

describe('the chat delay follows the measured latency', () => {
  it('a report out of bounds is refused with a German field message', async () => {
    const res = await report(500);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Höchstens 120 Sekunden');
    expect((await report('schnell')).statusCode).toBe(422);
  });

  it('the delay becomes the median of the viewers’ reports plus the edge, and one guest counts once', async () => {
    expect(await delayOf()).toBe(0);
    const first = await report(4, { token: azubi });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.chat_delay).toBe(4 + CHAT_DELAY.edgeSeconds);
    await report(5, { token: betrieb });
    // One guest address sends many reports: it stays one row, its last value.
    for (const s of [90, 100, 110]) await report(s, { ip: '203.0.113.9' });
    await due();
    await report(9, { ip: '198.51.100.4' });
    // Reports 4, 5, 110, 9: median 7, plus the edge.
    expect(await delayOf()).toBe(7 + CHAT_DELAY.edgeSeconds);
  });

  it('messages reach guests only after that delay; the admin sees them at once', async () => {
    const sent = await t.request({
      method: 'POST',
      url: `/api/livestreams/${id}/messages`,
      token: azubi,
      payload: { text: 'Jetzt seh ich’s!', nickname: 'Lena' },
    });
    expect(sent.statusCode).toBe(201);
    const texts = async (token: string | null) =>
      ((await t.request({ method: 'GET', url: `/api/livestreams/${id}`, token })).json().data.messages as { text: string }[]).map((m) => m.text);
    expect(await texts(null)).not.toContain('Jetzt seh ich’s!');
    expect(await texts(admin)).toContain('Jetzt seh ich’s!');
  });

  it('an admin’s own delay wins', async () => {
    expect((await t.request({ method: 'PUT', url: `/api/livestreams/${id}`, token: admin, payload: { message_threshold: 3 } })).statusCode).toBe(200);
    expect(await delayOf()).toBe(3);
    await t.request({ method: 'PUT', url: `/api/livestreams/${id}`, token: admin, payload: { message_threshold: 0 } });
    expect(await delayOf()).toBe(7 + CHAT_DELAY.edgeSeconds);
  });

  it('a stream that does not play the platform’s ingest takes no reports', async () => {
    await t.db.query(`UPDATE livestreams SET video_url = 'https://cdn.example/live.m3u8' WHERE id = $1`, [id]);
    expect((await report(6)).statusCode).toBe(409);
    expect(await delayOf()).toBe(0);
  });
});
