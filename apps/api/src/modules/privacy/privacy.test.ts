import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, loginAs, makeUser, PASSWORD } from '../../../test/factories/accounts.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { multipartBody, testPdf } from '../../../test/factories/media.ts';
import { unzip } from './privacy.zip.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'datenschutz-baeckerei', permissions: [...ALL_JOB_PERMISSIONS, 'activate_job'] });
  jobId = (await buildJob(t, biz.id, { name: 'Ausbildung Datenschutz' })).id;
});
afterAll(() => t.close());

/** A pupil with a distinctive name who used the platform: profile, upload, rating, application, chat, contact form. */
async function activePupil(tag: string) {
  const email = `${tag}-${Date.now()}@schule.example`;
  const first = `Xaverine${tag}`;
  const last = `Quastenflosser${tag}`;
  const user = await makeUser(t, { email, trainee: true });
  await t.db.query(`UPDATE users SET firstname = $2, lastname = $3, phone_number = $4 WHERE id = $1`, [user.id, first, last, `+4917${Date.now() % 100000000}`]);
  const token = await loginAs(t, email);
  const file = (
    await t.request({
      method: 'POST',
      url: '/api/file',
      token,
      ...(await multipartBody({ file: { bytes: testPdf(), name: `Lebenslauf ${last}.pdf`, type: 'application/pdf' } })),
    })
  ).json().data;
  expect(file.id).toBeGreaterThan(0);
  expect((await t.request({ method: 'POST', url: '/api/v2/jobs/ratings', token, payload: { job_id: jobId, rating: 100 } })).statusCode).toBe(201);
  const interest = await t.request({
    method: 'POST',
    url: '/api/job_interests',
    token,
    payload: { job_id: jobId, message: `Hallo, ich bin ${first} ${last}.`, file_ids: [file.id] },
  });
  expect(interest.statusCode, interest.body).toBeLessThan(300);
  const conv = await t.request({ method: 'POST', url: '/api/chat/conversations', token, payload: { receiver_id: biz.userId } });
  expect(conv.statusCode, conv.body).toBeLessThan(300);
  const msg = await t.request({
    method: 'POST',
    url: '/api/chat/messages',
    token,
    payload: { conversation_id: conv.json().data.id, body: 'Gibt es noch Plätze?' },
  });
  expect(msg.statusCode, msg.body).toBe(201);
  await t.request({ method: 'POST', url: '/api/contact-us', token, payload: { email, name: `${first} ${last}`, message: 'Frage zum Praktikum' } });
  return { ...user, email, first, last, token, conversationId: conv.json().data.id as number };
}

/** Every text-like column of every table (all schemas but the system's) that contains `needle`. */
async function whereInDatabase(needle: string) {
  const cols = await t.db.query<{ s: string; tb: string; c: string }>(
    `SELECT table_schema AS s, table_name AS tb, column_name AS c FROM information_schema.columns
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')`,
  );
  const found: string[] = [];
  for (const { s, tb, c } of cols) {
    const hit = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM "${s}"."${tb}" WHERE strpos(lower("${c}"::text), lower($1)) > 0`, [needle]);
    if (hit!.n) found.push(`${s}.${tb}.${c}`);
  }
  return found;
}

describe('data export (Art. 15/20 DSGVO)', () => {
  it('prepares a ZIP of all their rows and uploads in the background, mails a link, and hands it only to the owner', async () => {
    const p = await activePupil('Export');
    const reply = await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      token: biz.token,
      payload: { conversation_id: p.conversationId, body: 'Ja, gerne! Komm vorbei.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const res = await t.request({ method: 'POST', url: '/api/account/data_export', token: p.token });
    expect(res.statusCode).toBe(202);
    await t.app.jobs.drain();
    const mail = await lastMessage(t, p.email);
    expect(mail!.subject).toBe('Deine Daten zum Herunterladen');
    expect(mail!.body_text).toContain('7 Tage gültig');
    // The link is whole: the platform's public address, not "undefined" (issue #36).
    expect(mail!.body_text).toContain(`${t.app.config.publicUrl}/einstellungen/datenexport/`);
    expect(mail!.body_text).not.toContain('undefined');
    const token = mail!.body_text.match(/\/einstellungen\/datenexport\/([A-Za-z0-9_-]+)/)![1];

    const download = await t.request({ method: 'GET', url: `/api/account/data_export/${token}`, token: p.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const entries = unzip(download.rawPayload);
    const json = JSON.parse(entries.find((e) => e.name === 'daten.json')!.data.toString());
    expect(json.tabellen.users[0]).toMatchObject({ email: p.email, firstname: p.first });
    expect(json.tabellen.users[0]).not.toHaveProperty('password_hash');
    expect(json.tabellen.trainees).toHaveLength(1);
    expect(json.tabellen.job_ratings).toHaveLength(1);
    expect(json.tabellen.job_interests[0].message).toContain(p.last);
    expect(json.tabellen.messages.map((m: { body: string }) => m.body)).toContain('Gibt es noch Plätze?');
    expect(json.tabellen.auth_tokens[0]).not.toHaveProperty('token_hash');
    // The readable overview (issue #36): names, both sides of the chat, texts instead of JSON, in German.
    expect(entries[0].name).toBe('uebersicht.html');
    const html = entries[0].data.toString();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Deine Bewerbungen');
    expect(html).toMatch(/Ausbildung Datenschutz<\/td><td>[^<]+<\/td><td>Hallo, ich bin Xaverine/);
    expect(html).toContain('Gibt es noch Plätze?');
    expect(html).toContain('Ja, gerne! Komm vorbei.');
    expect(html).toMatch(/Ausbildung Datenschutz<\/td><td>[^<]+<\/td><td>gefällt dir</);
    expect(html).not.toContain('{&quot;action&quot;');
    expect(html).toContain(`Lebenslauf ${p.last}.pdf`);
    expect(json.uebersicht.bewerbungen[0]).toMatchObject({ stelle: 'Ausbildung Datenschutz', nachricht: `Hallo, ich bin ${p.first} ${p.last}.` });
    const chat = json.uebersicht.unterhaltungen.find((c: { nachrichten: { text: string }[] }) => c.nachrichten.some((m) => m.text === 'Gibt es noch Plätze?'));
    expect(chat.nachrichten.map((m: { von: string; text: string }) => [m.von, m.text])).toEqual(
      expect.arrayContaining([
        ['Du', 'Gibt es noch Plätze?'],
        [chat.mit, 'Ja, gerne! Komm vorbei.'],
      ]),
    );
    expect(json.uebersicht.gefaellt_mir).toEqual([expect.objectContaining({ stelle: 'Ausbildung Datenschutz', bewertung: 'gefällt dir' })]);
    const pdf = entries.find((e) => e.name.startsWith('dateien/datei-'));
    expect(pdf!.data.equals(testPdf())).toBe(true);

    // Someone else, even logged in, gets nothing; a guest must log in; a wrong token is unknown.
    const other = await loginAs(t, (await makeUser(t, { trainee: true })).email);
    expect((await t.request({ method: 'GET', url: `/api/account/data_export/${token}`, token: other })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/account/data_export/${token}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/account/data_export/${'x'.repeat(43)}`, token: p.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/account/data_export/..%2F..%2Fetc', token: p.token })).statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/account/data_export' })).statusCode).toBe(401);

    // After 7 days the link is gone, and the hourly job removes the archive.
    await t.db.query(`UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [p.id]);
    expect((await t.request({ method: 'GET', url: `/api/account/data_export/${token}`, token: p.token })).statusCode).toBe(404);
    await t.app.jobs.runNow('privacy.erase_due');
    await t.app.jobs.drain();
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1`, [p.id]))!.n).toBe(0);
  });
});

describe('account deletion (Art. 17 DSGVO)', () => {
  it('logs out at once; a login within 14 days restores the account', async () => {
    const p = await activePupil('Zurueck');
    const deletion = await t.request({ method: 'POST', url: '/api/account/deletion', token: p.token, payload: { confirm: 'konto-loeschen' } });
    expect(deletion.statusCode).toBe(202);
    // The day of the erasure, for the page to name (issue #36).
    const eraseAt = new Date(deletion.json().data.erase_at).getTime();
    expect(Math.abs(eraseAt - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    expect((await lastMessage(t, p.email))!.subject).toBe('Dein Konto wird gelöscht');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: p.token })).statusCode).toBe(401);
    await t.db.query(`UPDATE users SET deletion_requested_at = now() - interval '13 days' WHERE id = $1`, [p.id]);
    // The login says that it kept the account (the page tells the person); the next one has nothing to lift.
    const restoring = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: PASSWORD } });
    expect(restoring.json()).toMatchObject({ account_restored: true });
    expect((await lastMessage(t, p.email))!.subject).toBe('Dein Konto bleibt bestehen');
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: PASSWORD } })).json()).not.toHaveProperty(
      'account_restored',
    );
    await t.app.jobs.runNow('privacy.erase_due');
    await t.app.jobs.drain();
    expect((await t.db.one<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [p.id]))!.email).toBe(p.email);
    expect((await t.request({ method: 'POST', url: '/api/account/deletion', payload: { confirm: 'konto-loeschen' } })).statusCode).toBe(401);
    // Without the confirmation nothing happens.
    const token = await loginAs(t, p.email, PASSWORD);
    const unconfirmed = await t.request({ method: 'POST', url: '/api/account/deletion', token, payload: {} });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors.confirm[0]).toContain('bestätige');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(200);
    // The team's fixed accounts cannot be deleted.
    const admin = await t.login('admin@oabat.example', 'Demo-Passwort-2026');
    expect((await t.request({ method: 'POST', url: '/api/account/deletion', token: admin, payload: { confirm: 'konto-loeschen' } })).statusCode).toBe(403);
  });

  it('a password reset within the 14 days keeps the account and says so, like a login', async () => {
    const u = await makeUser(t, { trainee: true });
    const token = await loginAs(t, u.email);
    expect((await t.request({ method: 'POST', url: '/api/account/deletion', token, payload: { confirm: 'konto-loeschen' } })).statusCode).toBe(202);
    await t.request({ method: 'POST', url: '/api/password_request', payload: { email: u.email } });
    const link = new URL((await lastMessage(t, u.email))!.body_text.match(/https?:\/\/\S+/)![0]);
    const reset = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: { token: link.searchParams.get('token'), email: u.email, password: 'Neues-Passwort-1', password_confirmation: 'Neues-Passwort-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ account_restored: true });
    expect((await t.db.one<{ at: Date | null }>(`SELECT deletion_requested_at AS at FROM users WHERE id = $1`, [u.id]))!.at).toBeNull();
  });

  it('after 14 days erases every personal row and file: the whole database holds neither e-mail nor name; chat messages stay as "Gelöschter Nutzer"', async () => {
    const p = await activePupil('Weg');
    await t.request({ method: 'POST', url: '/api/account/data_export', token: p.token });
    await t.app.jobs.drain();
    expect((await whereInDatabase(p.email)).length).toBeGreaterThan(0);
    expect((await t.request({ method: 'POST', url: '/api/account/deletion', token: p.token, payload: { confirm: 'konto-loeschen' } })).statusCode).toBe(202);
    await t.db.query(`UPDATE users SET deletion_requested_at = now() - interval '14 days 1 minute' WHERE id = $1`, [p.id]);
    await t.app.jobs.runNow('privacy.erase_due');
    await t.app.jobs.drain();

    for (const needle of [p.email, p.first, p.last, `${p.first} ${p.last}`]) expect(await whereInDatabase(needle), needle).toEqual([]);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE user_id = $1`, [p.id]))!.n).toBe(0);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_ratings WHERE user_id = $1`, [p.id]))!.n).toBe(0);
    // The business still has the conversation, from "Gelöschter Nutzer".
    const messages = await t.request({ method: 'GET', url: `/api/chat/conversations/${p.conversationId}/messages`, token: biz.token });
    expect(messages.statusCode, messages.body).toBe(200);
    const regular = messages.json().data.find((m: { body: string }) => m.body === 'Gibt es noch Plätze?');
    expect(regular.sender_name).toBe('Gelöschter Nutzer');
    const list = await t.request({ method: 'GET', url: '/api/chat/conversations', token: biz.token });
    expect(JSON.stringify(list.json())).toContain('Gelöschter Nutzer');
    // The login is gone.
    expect((await t.request({ method: 'POST', url: '/api/login', payload: { email: p.email, password: PASSWORD } })).statusCode).toBe(422);
  });
});
