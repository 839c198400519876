import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { runAlerts, type AlertDeps } from './alerts.usecases.ts';

let t: TestContext;
let d: AlertDeps;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
const PASSAU = { latitude: 48.5748, longitude: 13.4609 };
const MUNICH = { lat: 48.137, lon: 11.575 };

beforeAll(async () => {
  t = await createTestApp();
  d = { db: t.db, config: t.config, transports: t.app.transports };
  biz = await buildBusiness(t, { slug: 'suchauftrag-baeckerei', permissions: [...ALL_JOB_PERMISSIONS] });
});
afterAll(() => t.close());

const mails = (to: string, template = 'alerts.digest') =>
  t.db.query<{ subject: string; body_text: string; body_html: string | null; headers: Record<string, string> | null }>(
    `SELECT subject, body_text, body_html, headers FROM outbox WHERE lower(recipient) = lower($1) AND template = $2 ORDER BY id`,
    [to, template],
  );

async function pupil() {
  const u = await makeUser(t, { trainee: true });
  return { ...u, token: await loginAs(t, u.email) };
}

const save = (token: string | null, body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/saved-searches', token, payload: body });

describe('a pupil saves a search and gets new matching jobs by mail once', () => {
  it('saves, matches only new jobs of the search, mails them as cards with unsubscribe headers, never twice', async () => {
    const p = await pupil();
    const old = await buildJob(t, biz.id, { name: 'Ausbildung Bäcker alt', search_terms: 'Bäcker' });
    const res = await save(p.token, { category: 'ausbildung', term: 'Bäcker', place: 'Passau', location_slug: 'zip-passau-94032', ...PASSAU, radius: 30 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.confirmed).toBe(true);
    const id = res.json().data.id as number;

    const hit = await buildJob(t, biz.id, { name: 'Ausbildung zum Bäcker (neu)', search_terms: 'Bäcker' });
    const far = await buildJob(t, biz.id, { name: 'Ausbildung Bäcker München', search_terms: 'Bäcker', ...MUNICH });
    const otherWord = await buildJob(t, biz.id, { name: 'Ausbildung Maurer', search_terms: 'Maurer' });
    const internship = await buildJob(t, biz.id, { name: 'Praktikum Bäcker', search_terms: 'Bäcker', type_id: 2 });

    await runAlerts(d, null);
    const sent = await mails(p.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain('1 neues Angebot');
    expect(sent[0].body_text).toContain('Ausbildung zum Bäcker (neu)');
    expect(sent[0].body_html).toContain('Ausbildung zum Bäcker (neu)');
    for (const j of [old, far, otherWord, internship]) expect(sent[0].body_text).not.toContain(`/jobs/${j.slug}`);
    expect(sent[0].body_text).toContain(`/jobs/${hit.slug}`);
    expect(sent[0].headers!['List-Unsubscribe']).toMatch(/^<http.*\/api\/saved-searches\/unsubscribe\/[A-Za-z0-9_-]+>$/);
    expect(sent[0].headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The badge counts the new match; looking at the matches clears it.
    expect((await t.request({ method: 'GET', url: '/api/saved-searches/badge', token: p.token })).json().data.new_count).toBe(1);
    const list = (await t.request({ method: 'GET', url: '/api/saved-searches', token: p.token })).json().data;
    expect(list).toMatchObject([{ id, new_count: 1, frequency: 'daily' }]);
    const m = await t.request({ method: 'GET', url: `/api/saved-searches/${id}/matches`, token: p.token });
    expect(m.json().data.jobs.map((j: { id: number; is_new: boolean }) => [j.id, j.is_new])).toEqual([[hit.id, true]]);
    expect((await t.request({ method: 'POST', url: `/api/saved-searches/${id}/seen`, token: p.token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/saved-searches/badge', token: p.token })).json().data.new_count).toBe(0);

    // A second run (or a retried one) sends nothing new.
    await runAlerts(d, null);
    expect(await mails(p.email)).toHaveLength(1);

    // The one-click unsubscribe (as a mail client posts it) works without login and ends the alert.
    const token = sent[0].headers!['List-Unsubscribe'].match(/unsubscribe\/([^>]+)>/)![1];
    const un = await t.request({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(un.statusCode).toBe(200);
    expect(un.json().data.message).toContain('abbestellt');
    expect((await t.request({ method: 'GET', url: '/api/saved-searches', token: p.token })).json().data).toEqual([]);
    expect((await t.request({ method: 'POST', url: `/api/saved-searches/unsubscribe/${token}` })).statusCode).toBe(404);
  });

  it('sends a job once to a person with two alerts that both match it', async () => {
    const p = await pupil();
    await save(p.token, { category: 'ausbildung', place: 'Passau', ...PASSAU, radius: 20 });
    await save(p.token, { category: 'alles', place: 'Passau', ...PASSAU, radius: 40 });
    const job = await buildJob(t, biz.id, { name: 'Ausbildung Doppelt' });
    await runAlerts(d, null);
    const sent = (await mails(p.email)).filter((m) => m.body_text.includes(`/jobs/${job.slug}`));
    expect(sent).toHaveLength(1);
  });

  it("a job published in the run's own millisecond is in that run (the column holds microseconds)", async () => {
    // On a fast machine a run can start in the millisecond of the publish before it (CI found it).
    const p = await pupil();
    await save(p.token, { category: 'alles', place: 'Passau', ...PASSAU, radius: 20 });
    const at = new Date(Date.now() + 2000);
    const job = await buildJob(t, biz.id, { name: 'Ausbildung Millisekunde', published_at: `${at.toISOString().slice(0, 23)}789Z` });
    await runAlerts(d, null, at);
    expect((await mails(p.email)).filter((m) => m.body_text.includes(`/jobs/${job.slug}`))).toHaveLength(1);
  });

  it('weekly alerts wait for the weekly run', async () => {
    const p = await pupil();
    await save(p.token, { category: 'ausbildung', term: 'Konditor', place: 'Passau', ...PASSAU, frequency: 'weekly' });
    await buildJob(t, biz.id, { name: 'Ausbildung Konditor', search_terms: 'Konditor' });
    await runAlerts(d, 'daily');
    expect(await mails(p.email)).toHaveLength(0);
    await runAlerts(d, 'weekly');
    expect(await mails(p.email)).toHaveLength(1);
  });
});

describe('guests confirm by e-mail first (double opt-in)', () => {
  it('mails the confirmation link, sends no alert before it, and after it does', async () => {
    const email = `gast-${Date.now()}@test.example`;
    expect((await save(null, { category: 'ausbildung', place: 'Passau', ...PASSAU })).statusCode).toBe(422);
    const res = await save(null, { category: 'ausbildung', term: 'Schreiner', place: 'Passau', ...PASSAU, email });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.confirmed).toBe(false);
    const confirmMail = (await mails(email, 'alerts.confirm'))[0];
    const token = confirmMail.body_text.match(/suchauftrag\/bestaetigen\/([A-Za-z0-9_-]+)/)![1];

    await buildJob(t, biz.id, { name: 'Ausbildung Schreiner vor Bestätigung', search_terms: 'Schreiner' });
    await runAlerts(d, null);
    expect(await mails(email)).toHaveLength(0);

    expect((await t.request({ method: 'POST', url: '/api/saved-searches/confirm/falscher-link-00000000000' })).statusCode).toBe(404);
    const ok = await t.request({ method: 'POST', url: `/api/saved-searches/confirm/${token}` });
    expect(ok.statusCode).toBe(200);
    const after = await buildJob(t, biz.id, { name: 'Ausbildung Schreiner nach Bestätigung', search_terms: 'Schreiner' });
    await runAlerts(d, null);
    const sent = await mails(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].body_text).toContain(`/jobs/${after.slug}`);
    expect(sent[0].body_text).not.toContain('vor Bestätigung');
  });

  it('refuses bad input with German field messages', async () => {
    const p = await pupil();
    const bad = await save(p.token, { category: 'unternehmen', radius: 9999, term: 'a\u0000b', role: 'admin' });
    expect(bad.statusCode).toBe(422);
    const onlyLat = await save(p.token, { latitude: 48 });
    expect(onlyLat.statusCode).toBe(422);
    expect(JSON.stringify(onlyLat.json())).toContain('Bitte gib einen Ort an.');
  });
});

describe('rights', () => {
  it('a business account cannot save job alerts', async () => {
    const owner = await makeUser(t, { business: `alert-biz-${Date.now()}` });
    const token = await loginAs(t, owner.email);
    expect((await save(token, { category: 'ausbildung', place: 'Passau', ...PASSAU })).statusCode).toBe(403);
  });

  it("another pupil's id is refused (404) and changes nothing", async () => {
    const a = await pupil();
    const b = await pupil();
    const id = (await save(a.token, { category: 'ausbildung', place: 'Passau', ...PASSAU })).json().data.id;
    for (const [method, url, payload] of [
      ['GET', `/api/saved-searches/${id}/matches`, undefined],
      ['POST', `/api/saved-searches/${id}/seen`, undefined],
      ['PUT', `/api/saved-searches/${id}`, { frequency: 'weekly' }],
      ['DELETE', `/api/saved-searches/${id}`, undefined],
    ] as const) {
      expect((await t.request({ method, url, token: b.token, payload })).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/saved-searches', token: b.token })).json().data).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/saved-searches', token: a.token })).json().data).toMatchObject([{ id, frequency: 'daily' }]);
    expect((await t.request({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: `/api/saved-searches/${id}`, token: a.token, payload: { frequency: 'weekly' } })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: `/api/saved-searches/${id}`, token: a.token })).statusCode).toBe(204);
  });
});
