// Sessions cached in memory (issue #23): logout, revocation and password change take effect on the next request,
// in the same process and on a second process through Redis. Needs Redis (REDIS_URL, default redis://127.0.0.1:6379)
// for the second part; skipped with a message without one.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, DEMO_PASSWORD, type TestContext } from '../../test/harness.ts';
import { issueGuestId } from '../modules/livestreams/livestream-guest-id.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
  s.setTimeout(1000);
  s.once('connect', () => {
    s.end();
    resolve(true);
  });
  s.once('error', () => resolve(false));
  s.once('timeout', () => {
    s.destroy();
    resolve(false);
  });
});
if (!redisAnswers) console.warn(`session-cache.test: kein Redis unter ${REDIS_URL} – der Zwei-Prozess-Test wird übersprungen.`);

const TRAINEE = 'azubi@oabat.example';
const me = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

/** Asks until the answer is 401, for at most a second; returns the last status. */
async function refusedWithinASecond(app: App, token: string) {
  const until = Date.now() + 1000;
  let status = (await me(app, token)).statusCode;
  while (status !== 401 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await me(app, token)).statusCode;
  }
  return status;
}

describe('session cache in one process', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '30' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a repeated request from memory and refuses the token right after logout', async () => {
    const token = await t.login(TRAINEE);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect(t.app.sessions.cache.size).toBeGreaterThan(0);
    expect((await me(t.app, token)).json().data.email).toBe(TRAINEE);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(204);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('shows a changed name at once to the one who changed it', async () => {
    const token = await t.login(TRAINEE);
    const user = (await me(t.app, token)).json().data;
    const res = await t.request({ method: 'PUT', url: `/api/users/${user.id}`, token, payload: { firstname: 'Zwischengespeichert' } });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, token)).json().data.firstname).toBe('Zwischengespeichert');
  });

  it('a failed write (another account) forgets nothing and changes nothing', async () => {
    const token = await t.login(TRAINEE);
    await me(t.app, token);
    const before = t.app.sessions.cache.size;
    const other = await t.db.one<{ id: number }>(`SELECT id FROM users WHERE email <> $1 ORDER BY id LIMIT 1`, [TRAINEE]);
    const res = await t.request({ method: 'PUT', url: `/api/users/${other!.id}`, token, payload: { firstname: 'Fremd' } });
    expect([403, 404]).toContain(res.statusCode);
    expect(t.app.sessions.cache.size).toBe(before);
    expect((await t.db.one<{ firstname: string }>(`SELECT firstname FROM users WHERE id = $1`, [other!.id]))!.firstname).not.toBe('Fremd');
  });

  it('a chat message or a vote in a livestream keeps the cached sessions; a profile change does not', async () => {
    const token = await t.login(TRAINEE);
    const user = (await me(t.app, token)).json().data;
    const before = t.app.sessions.cache.size;
    expect(before).toBeGreaterThan(0);
    const stream = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams ORDER BY id LIMIT 1`))!;
    const option = (await t.db.one<{ id: number }>(
      `SELECT o.id FROM livestream_poll_options o JOIN livestream_polls p ON p.id = o.poll_id WHERE p.is_active ORDER BY o.id LIMIT 1`,
    ))!;
    const sent = await t.request({ method: 'POST', url: `/api/livestreams/${stream.id}/messages`, token, payload: { text: 'Hallo', nickname: 'Lena' } });
    expect(sent.statusCode).toBe(201);
    const voted = await t.request({
      method: 'POST',
      url: '/api/livestream_poll_option_votes/',
      payload: { option_id: option.id, chat_user_id: await issueGuestId(t.db) },
    });
    expect(voted.statusCode).toBe(201);
    expect(t.app.sessions.cache.size).toBe(before);
    expect((await t.request({ method: 'PUT', url: `/api/users/${user.id}`, token, payload: { firstname: 'Lena' } })).statusCode).toBe(200);
    expect(t.app.sessions.cache.size).toBe(0);
  });
});

describe.skipIf(!redisAnswers)('session cache on two processes through Redis', () => {
  let t: TestContext, b: App;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL, SESSION_CACHE_SECONDS: '30' });
    b = await buildApp({ config: t.config, db: t.db, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('a token logged out on A is refused on B within a second', async () => {
    const token = await t.login(TRAINEE);
    expect((await me(b, token)).statusCode).toBe(200); // B keeps the session in memory now
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(204);
    expect(await refusedWithinASecond(b, token)).toBe(401);
  });

  it('a password change on A ends the other sessions on B within a second', async () => {
    const [kept, other] = [await t.login(TRAINEE), await t.login(TRAINEE)];
    expect((await me(b, other)).statusCode).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/api/password_change',
      token: kept,
      payload: { old_password: DEMO_PASSWORD, password: 'Neues-Passwort-2026!', password_confirmation: 'Neues-Passwort-2026!' },
    });
    expect(res.statusCode).toBe(204);
    expect(await refusedWithinASecond(b, other)).toBe(401);
    expect((await me(b, kept)).statusCode).toBe(200);
  });
});
