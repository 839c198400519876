// Issue #36: a replay's chat is closed. A message sent to a stream that is over and has a recording used to be
// stored and shown to nobody (not even its author); now it is refused with 409 and a German message, nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_CHAT_CLOSED } from '@oabat/domain/livestream-replay';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
let trainee: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  trainee = await t.login('azubi@oabat.example');
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const STREAM = {
  title: 'Aufzeichnungstest',
  planned_start: '2027-02-01T10:00:00+01:00',
  planned_end: '2027-02-01T12:00:00+01:00',
  is_live: true,
  video_url: '/hls/live.m3u8',
  slots: [{ business_slug: 'baeckerei-huber', starts_at: '2027-02-01T10:00:00+01:00', ends_at: '2027-02-01T11:00:00+01:00' }],
};
const msg = (text: string) => ({ text, nickname: 'Lena', chat_user_id: 'abcdef12-3456' });
const stored = async (id: number) => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM livestream_messages WHERE livestream_id = $1`, [id]))!.n;

describe('replay chat', () => {
  it('live: messages are taken; replay: refused with 409 and a German message, for pupils and the admin, nothing stored', async () => {
    const s = (await req('POST', '/api/livestreams', admin, STREAM)).json().data as { id: number };
    expect((await req('POST', `/api/livestreams/${s.id}/messages`, trainee, msg('Live gefragt'))).statusCode).toBe(201);
    expect((await req('PUT', `/api/livestreams/${s.id}`, admin, { is_live: false, replay_url: '/hls/aufzeichnung.m3u8' })).statusCode).toBe(200);
    const before = await stored(s.id);
    for (const token of [trainee, admin]) {
      const res = await req('POST', `/api/livestreams/${s.id}/messages`, token, msg('Zu spät gefragt'));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(REPLAY_CHAT_CLOSED);
    }
    expect(await stored(s.id)).toBe(before);
    // Not live and without a recording (before the start, a pause): the chat stays open.
    expect((await req('PUT', `/api/livestreams/${s.id}`, admin, { replay_url: null })).statusCode).toBe(200);
    expect((await req('POST', `/api/livestreams/${s.id}/messages`, trainee, msg('Vor dem Start gefragt'))).statusCode).toBe(201);
  });
});
