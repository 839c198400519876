import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { flushAnalytics } from '../analytics/index.ts';
import { lastMessage, loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { runAlerts } from '../alerts/alerts.usecases.ts';

let t: TestContext;
const iso = (yearsAgo: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - yearsAgo);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
async function pupil(birthdate: string | null) {
  const u = await makeUser(t);
  await t.db.query(`UPDATE users SET birthdate = $2 WHERE id = $1`, [u.id, birthdate]);
  return { ...u, token: await loginAs(t, u.email) };
}
const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const tokenFromMail = async (to: string) => (await lastMessage(t, to))!.body_text.match(/einverstaendnis\/([A-Za-z0-9_-]+)/)![1];
const setting = async (token: string, id: number) =>
  ((await call('GET', '/api/settings/notifications', token)).json().data as { id: number; subscribed: boolean }[]).find((s) => s.id === id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('parental consent', () => {
  it('a 15-year-old sends the request; the parent gets a German mail with confirm and revoke links; the token is stored hashed', async () => {
    const p = await pupil(iso(15));
    expect((await call('GET', '/api/parental-consent', p.token)).json().data).toMatchObject({ needed: true, state: 'missing' });
    const res = await call('POST', '/api/parental-consent', p.token, { parent_email: 'Mama@Example.de' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'pending', parent_email: 'mama@example.de' });
    const mail = (await lastMessage(t, 'mama@example.de'))!;
    expect(mail.subject).toContain('Einverständnis');
    expect(mail.body_text).toContain('Art. 8 DSGVO');
    expect(mail.body_text).toContain('?aktion=widerrufen');
    const token = await tokenFromMail('mama@example.de');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM parental_consents WHERE user_id = $1`, [p.id]);
    expect(stored[0].token_hash).not.toBe(token);
  });

  it('until the parent confirms, newsletter and recommendations cannot be switched on; then they can; a revoke switches them off', async () => {
    const p = await pupil(iso(15, 1));
    const refused = await call('PUT', '/api/settings/notifications/3', p.token, { subscribed: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Einverständnis deiner Eltern');
    expect((await call('PUT', '/api/settings/notifications/6', p.token, { subscribed: true })).statusCode).toBe(422);
    expect((await call('PUT', `/api/users/${p.id}`, p.token, { newsletter_confirmed: true })).statusCode).toBe(422);
    // Switching off is always allowed.
    expect((await call('PUT', '/api/settings/notifications/3', p.token, { subscribed: false })).statusCode).toBe(200);
    // A flag already on in the database (e.g. older data) reads as off.
    await t.db.query(`UPDATE users SET newsletter_confirmed = true WHERE id = $1`, [p.id]);
    expect((await setting(p.token, 3))?.subscribed).toBe(false);

    await call('POST', '/api/parental-consent', p.token, { parent_email: 'papa@example.de' });
    const token = await tokenFromMail('papa@example.de');
    expect((await call('POST', '/api/parental-consent/confirm', null, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/parental-consent', p.token)).json().data.state).toBe('confirmed');
    expect((await call('PUT', '/api/settings/notifications/3', p.token, { subscribed: true })).statusCode).toBe(200);
    expect((await call('PUT', '/api/settings/notifications/6', p.token, { subscribed: true })).statusCode).toBe(200);
    expect((await setting(p.token, 3))?.subscribed).toBe(true);

    // The parent's revoke link switches everything off again.
    expect((await call('POST', '/api/parental-consent/revoke', null, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/parental-consent', p.token)).json().data.state).toBe('revoked');
    const flags = await t.db.one<{ n: boolean; r: boolean }>(
      `SELECT u.newsletter_confirmed AS n, t.allows_recommendations AS r FROM users u JOIN trainees t ON t.user_id = u.id WHERE u.id = $1`,
      [p.id],
    );
    expect(flags).toEqual({ n: false, r: false });
    expect((await call('PUT', '/api/settings/notifications/3', p.token, { subscribed: true })).statusCode).toBe(422);
    // A revoked link cannot confirm again.
    expect((await call('POST', '/api/parental-consent/confirm', null, { token })).statusCode).toBe(404);
  });

  it('the pupil revokes themself; nothing to revoke is a 404', async () => {
    const p = await pupil(iso(14));
    expect((await call('DELETE', '/api/parental-consent', p.token)).statusCode).toBe(404);
    await call('POST', '/api/parental-consent', p.token, { parent_email: 'oma@example.de' });
    await call('POST', '/api/parental-consent/confirm', null, { token: await tokenFromMail('oma@example.de') });
    await call('PUT', '/api/settings/notifications/3', p.token, { subscribed: true });
    const res = await call('DELETE', '/api/parental-consent', p.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('revoked');
    expect((await setting(p.token, 3))?.subscribed).toBe(false);
  });

  it('refuses the own address, adults, guests, bad and unknown tokens, expired links', async () => {
    const p = await pupil(iso(15));
    const own = await call('POST', '/api/parental-consent', p.token, { parent_email: p.email.toUpperCase() });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.parent_email[0]).toContain('nicht deine eigene');
    expect((await call('POST', '/api/parental-consent', p.token, { parent_email: 'kein-mail' })).statusCode).toBe(422);
    const adult = await pupil(iso(16));
    expect((await call('GET', '/api/parental-consent', adult.token)).json().data).toMatchObject({ needed: false, state: 'not_needed' });
    expect((await call('POST', '/api/parental-consent', adult.token, { parent_email: 'x@example.de' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/settings/notifications/3', adult.token, { subscribed: true })).statusCode).toBe(200);
    const noDate = await pupil(null);
    expect((await call('GET', '/api/parental-consent', noDate.token)).json().data.needed).toBe(false);
    expect((await call('GET', '/api/parental-consent', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/parental-consent', null, { parent_email: 'x@example.de' })).statusCode).toBe(401);
    expect((await call('POST', '/api/parental-consent/confirm', null, { token: 'kurz' })).statusCode).toBe(422);
    expect((await call('POST', '/api/parental-consent/confirm', null, { token: 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await call('POST', '/api/parental-consent/revoke', null, { token: 'A'.repeat(43) })).statusCode).toBe(404);
    // A link older than 14 days no longer confirms.
    await call('POST', '/api/parental-consent', p.token, { parent_email: 'alt@example.de' });
    const old = await tokenFromMail('alt@example.de');
    await t.db.query(`UPDATE parental_consents SET requested_at = now() - interval '15 days' WHERE user_id = $1`, [p.id]);
    expect((await call('POST', '/api/parental-consent/confirm', null, { token: old })).statusCode).toBe(404);
  });

  it("one pupil's link never touches another pupil; a new request kills the old link", async () => {
    const a = await pupil(iso(15));
    const b = await pupil(iso(15));
    await call('POST', '/api/parental-consent', a.token, { parent_email: 'eltern-a@example.de' });
    const first = await tokenFromMail('eltern-a@example.de');
    await call('POST', '/api/parental-consent', b.token, { parent_email: 'eltern-b@example.de' });
    const tokenB = await tokenFromMail('eltern-b@example.de');
    expect((await call('POST', '/api/parental-consent/confirm', null, { token: tokenB })).statusCode).toBe(200);
    expect((await call('GET', '/api/parental-consent', a.token)).json().data.state).toBe('pending');
    expect((await call('GET', '/api/parental-consent', b.token)).json().data.parent_email).toBe('eltern-b@example.de');
    await call('POST', '/api/parental-consent', a.token, { parent_email: 'eltern-a2@example.de' });
    expect((await call('POST', '/api/parental-consent/confirm', null, { token: first })).statusCode).toBe(404);
  });

  it('rate-limits the requests of one pupil', async () => {
    const p = await pupil(iso(13));
    for (let i = 0; i < 3; i += 1) expect((await call('POST', '/api/parental-consent', p.token, { parent_email: `e${i}@example.de` })).statusCode).toBe(201);
    expect((await call('POST', '/api/parental-consent', p.token, { parent_email: 'e9@example.de' })).statusCode).toBe(429);
  });

  it('analytics of a pupil under 16 without consent are dropped at ingestion', async () => {
    const child = await pupil(iso(15));
    const adult = await pupil(iso(17));
    const send = (token: string, id: string) =>
      t.request({ method: 'POST', url: '/api/oabalytics', token, payload: { oabalytics_user_id: id, data: [{ entity_type: 'page_visit', route: '/' }] } });
    expect((await send(child.token, 'sess-child')).statusCode).toBe(204);
    expect((await send(adult.token, 'sess-adult')).statusCode).toBe(204);
    await flushAnalytics(t.db);
    const users = await t.db.query<{ user_id: number }>(`SELECT DISTINCT user_id FROM analytics_records WHERE user_id = ANY($1)`, [[child.id, adult.id]]);
    expect(users.map((r) => r.user_id)).toEqual([adult.id]);
  });

  it('saved-search mails count as recommendations: none to a pupil under 16 without consent, sent after the consent', async () => {
    const d = { db: t.db, config: t.config, transports: t.app.transports };
    const biz = await buildBusiness(t, { slug: 'eltern-baeckerei', permissions: [...ALL_JOB_PERMISSIONS] });
    const child = await pupil(iso(15));
    const adult = await pupil(iso(18));
    const body = { category: 'ausbildung', term: 'Konditor', place: 'Passau', latitude: 48.5748, longitude: 13.4609, radius: 30 };
    for (const p of [child, adult]) expect((await call('POST', '/api/saved-searches', p.token, body)).statusCode).toBe(201);
    await buildJob(t, biz.id, { name: 'Ausbildung Konditor eins', search_terms: 'Konditor' });
    await runAlerts(d, null);
    const digests = async (to: string) =>
      (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND template = 'alerts.digest'`, [to]))!.n;
    expect(await digests(adult.email)).toBe(1);
    expect(await digests(child.email)).toBe(0);
    // In the app the match still shows (the badge).
    expect((await call('GET', '/api/saved-searches/badge', child.token)).json().data.new_count).toBe(1);

    await call('POST', '/api/parental-consent', child.token, { parent_email: 'konditor-eltern@example.de' });
    await call('POST', '/api/parental-consent/confirm', null, { token: await tokenFromMail('konditor-eltern@example.de') });
    await buildJob(t, biz.id, { name: 'Ausbildung Konditor zwei', search_terms: 'Konditor' });
    await runAlerts(d, null);
    expect(await digests(child.email)).toBe(1);
  });

  it('sign-up with the newsletter ticked stores it off under 16; the profile cannot switch recommendations on', async () => {
    const email = `anmeldung-${Date.now()}@test.example`;
    const reg = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: { firstname: 'Tom', lastname: 'Jung', birthdate: iso(14), email, password: 'mein-passwort-1', newsletter_confirmed: true },
    });
    expect(reg.statusCode).toBe(201);
    const row = await t.db.one<{ n: boolean; tn: boolean }>(
      `SELECT u.newsletter_confirmed AS n, t.allows_newsletter AS tn FROM users u JOIN trainees t ON t.user_id = u.id WHERE u.email = $1`,
      [email],
    );
    expect(row).toEqual({ n: false, tn: false });

    const p = await pupil(iso(15));
    const trainee = (await t.db.one<{ id: number }>(`SELECT id FROM trainees WHERE user_id = $1`, [p.id]))!;
    const res = await call('PUT', `/api/trainee/${trainee.id}`, p.token, { allows_recommendations: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.allows_recommendations[0]).toContain('Einverständnis deiner Eltern');
    expect((await call('PUT', `/api/trainee/${trainee.id}`, p.token, { allows_recommendations: false })).statusCode).toBe(200);
  });
});
