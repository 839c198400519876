// mail2chat: a business with the product gets every chat message and application by e-mail (link to the
// conversation, per-conversation Reply-To); its reply through the inbound-mail webhook lands in the chat. Without
// the product nothing is mailed; a wrong secret, an unknown address or a foreign sender posts nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { makeUser, loginAs } from '../../../test/factories/accounts.ts';
import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS, type NewMessagePayload } from '@oabat/domain/realtime';
import { client, connected, next } from '../../../test/factories/chat-sockets.ts';
import { applyUnlocks } from '../store/store.usecases.ts';
import { receiveMail } from './mail2chat.inbound.ts';

const SECRET = 'geheimnis-des-mail-eingangs-42';
const DOMAIN = 'antwort.oabat.test';
let t: TestContext;
type Biz = Awaited<ReturnType<typeof buildBusiness>>;
let m: Biz; // has mail2chat
let n: Biz; // has not
let trainee: string;
let traineeEmail: string;

interface Mail {
  subject: string;
  body_text: string;
  headers: Record<string, string> | null;
}
const mails = (to: string) =>
  t.db.query<Mail>(`SELECT subject, body_text, headers FROM outbox WHERE lower(recipient) = lower($1) AND template = 'mail2chat.message' ORDER BY id`, [to]);
async function nextMail(to: string, count: number) {
  await vi.waitFor(async () => expect((await mails(to)).length).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 50 });
  return (await mails(to))[count - 1];
}
const inbound = (payload: Record<string, unknown>, secret: string | null = SECRET) =>
  t.request({ method: 'POST', url: '/api/mail/inbound', headers: secret === null ? {} : { 'x-inbound-secret': secret }, payload });

async function buyMail2chat(biz: Biz) {
  await t.request({
    method: 'POST',
    url: `/api/v2/business/${biz.id}/billing_address`,
    token: biz.token,
    payload: {
      business_name: 'M2C GmbH',
      contact_person_name: 'Maria',
      contact_person_email: 'rechnung@m2c.example',
      street: 'Weg 1',
      postal_code: '94032',
      city: 'Passau',
    },
  });
  const p = (
    (await t.request({ method: 'GET', url: '/api/store/products' })).json().data as { id: number; slug: string; prices: { gross_cents: number }[] }[]
  ).find((x) => x.slug === 'mail2chat')!;
  const res = await t.request({
    method: 'POST',
    url: `/api/store/products/${p.id}/buy`,
    token: biz.token,
    payload: {
      business_id: biz.id,
      term: 'month',
      payment_method: 'invoice',
      accept_terms: true,
      expected_gross_cents: p.prices[0].gross_cents,
      idempotency_key: `mail2chat-${biz.id}-${Date.now()}`,
    },
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({ REPLY_MAIL_DOMAIN: DOMAIN, INBOUND_MAIL_SECRET: SECRET });
  m = await buildBusiness(t, { slug: 'mail2chat-betrieb', permissions: ALL_JOB_PERMISSIONS });
  n = await buildBusiness(t, { slug: 'ohne-mail2chat', permissions: ALL_JOB_PERMISSIONS });
  await buyMail2chat(m);
  const u = await makeUser(t, { trainee: true });
  traineeEmail = u.email;
  trainee = await loginAs(t, u.email);
}, 120_000);
afterAll(() => t.close());

let conversationId: number;
let replyTo: string;

describe('mail to the business', () => {
  it('mails a chat message with the link to the conversation and a per-conversation Reply-To', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      token: trainee,
      payload: { receiver_id: m.userId, body: 'Hallo, ist die Stelle noch frei?' },
    });
    expect(sent.statusCode).toBe(201);
    conversationId = sent.json().data.conversation_id;
    const mail = await nextMail(m.email, 1);
    expect(mail.subject).toMatch(/^Neue Nachricht von /);
    expect(mail.body_text).toContain('Hallo, ist die Stelle noch frei?');
    expect(mail.body_text).toContain(`${t.config.publicUrl}/chat?conversation_id=${conversationId}`);
    replyTo = mail.headers!['Reply-To'];
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${DOMAIN.replace(/\./g, '\\.')}$`));
    // The same conversation keeps its address.
    await t.request({ method: 'POST', url: '/api/chat/messages', token: trainee, payload: { conversation_id: conversationId, body: 'Noch eine Frage.' } });
    expect((await nextMail(m.email, 2)).headers!['Reply-To']).toBe(replyTo);
  });

  it('mails an application with the job and the applicant’s text', async () => {
    const job = await buildJob(t, m.id, { name: 'Ausbildung Kauffrau/-mann' });
    const res = await t.request({ method: 'POST', url: '/api/job_interests', token: trainee, payload: { job_id: job.id, message: 'Ich bewerbe mich gern.' } });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await nextMail(m.email, 3);
    expect(mail.subject).toBe('Neue Bewerbung: Ausbildung Kauffrau/-mann');
    expect(mail.body_text).toContain('Ich bewerbe mich gern.');
    expect(mail.body_text).toContain(`/chat?conversation_id=${conversationId}`);
    expect(mail.headers!['Reply-To']).toBe(replyTo);
    // One mail per application: the plain application mail is not sent besides it.
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND template = 'job_interest'`, [m.email]))!.n).toBe(0);
  });

  it('mails nothing to a business without the product', async () => {
    const sent = await t.request({ method: 'POST', url: '/api/chat/messages', token: trainee, payload: { receiver_id: n.userId, body: 'Hallo?' } });
    expect(sent.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails(n.email)).toHaveLength(0);
    // Nor does the trainee (no business) get mail2chat mails for the business's answers.
    await t.request({ method: 'POST', url: '/api/chat/messages', token: m.token, payload: { conversation_id: conversationId, body: 'Ja, gern!' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails(traineeEmail)).toHaveLength(0);
  });
});

describe('replies by e-mail', () => {
  const messages = async () =>
    (await t.request({ method: 'GET', url: `/api/chat/conversations/${conversationId}/messages`, token: trainee })).json().data as {
      body: string;
      sender_id: number;
    }[];

  it('posts the reply without the quoted mail as a message from the business user, live to the pupil', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = client(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, trainee);
    await connected(socket);
    const live = next<NewMessagePayload>(socket, REALTIME_EVENTS.newMessage);
    const res = await inbound({
      from: `Test Person <${m.email.toUpperCase()}>`,
      to: `Oabat <${replyTo}>`,
      text: 'Gerne, kommen Sie am Montag vorbei.\r\nViele Grüße\r\n\r\nAm 25.11.2026 um 10:00 schrieb Oabat <noreply@oabat.example>:\r\n> Hallo, ist die Stelle noch frei?\r\n',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.conversation_id).toBe(conversationId);
    const newest = (await messages()).at(-1);
    expect(newest).toMatchObject({ body: 'Gerne, kommen Sie am Montag vorbei.\nViele Grüße', sender_id: m.userId });
    expect((await live).message.body).toBe('Gerne, kommen Sie am Montag vorbei.\nViele Grüße');
    socket.close();
  });

  it('refuses a wrong or missing secret (401), an unknown address (404), a foreign sender (403) and an empty reply (422)', async () => {
    const before = (await messages()).length;
    const ok = { from: m.email, to: replyTo, text: 'Text' };
    expect((await inbound(ok, 'falsch-falsch-falsch-falsch')).statusCode).toBe(401);
    expect((await inbound(ok, null)).statusCode).toBe(401);
    expect((await inbound({ ...ok, to: `reply+${'0'.repeat(32)}@${DOMAIN}` })).statusCode).toBe(404);
    expect((await inbound({ ...ok, to: 'jemand@example.com' })).statusCode).toBe(404);
    expect((await inbound({ ...ok, from: traineeEmail })).statusCode).toBe(403);
    expect((await inbound({ ...ok, from: n.email })).statusCode).toBe(403);
    expect((await inbound({ ...ok, from: 'Fälscher <unbekannt@example.com>' })).statusCode).toBe(403);
    const empty = await inbound({ ...ok, text: '> nur Zitat\n> mehr nicht' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text[0]).toBe('Die E-Mail enthält keinen neuen Text.');
    expect((await inbound({ from: m.email })).statusCode).toBe(422);
    expect((await messages()).length).toBe(before);
  });

  it('once the business no longer has mail2chat, mails nothing and refuses replies (403)', async () => {
    await t.db.query(`UPDATE subscriptions SET ends_at = now() - interval '1 second' WHERE business_id = $1`, [m.id]);
    await t.db.tx((q) => applyUnlocks(q, m.id));
    const before = (await mails(m.email)).length;
    await t.request({ method: 'POST', url: '/api/chat/messages', token: trainee, payload: { conversation_id: conversationId, body: 'Hallo nochmal?' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails(m.email)).toHaveLength(before);
    expect((await inbound({ from: m.email, to: replyTo, text: 'Zu spät' })).statusCode).toBe(403);
  });

  it('is off (404) without INBOUND_MAIL_SECRET', async () => {
    const deps = { db: t.db, realtime: t.app.realtime, acc: t.app.specialAccounts, secret: undefined };
    await expect(receiveMail(deps, SECRET, { from: m.email, to: replyTo, text: 'x' })).rejects.toMatchObject({ statusCode: 404 });
  });
});
