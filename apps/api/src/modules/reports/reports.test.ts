import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_RATE } from '@oabat/domain/reports';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { DEMO, send } from '../../../test/factories/chat.ts';
import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { client, connected, next } from '../../../test/factories/chat-sockets.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let admin: string;
let pupil: { id: number; email: string; token: string };
let other: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'melde-betrieb' });
  admin = await t.login(DEMO.admin);
  const p = await makeUser(t, { trainee: true });
  pupil = { ...p, token: await loginAs(t, p.email) };
  const o = await makeUser(t, { trainee: true });
  other = { ...o, token: await loginAs(t, o.email) };
});
afterAll(() => t.close());

const report = (token: string | null, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/reports', token, payload });
const act = (token: string | null, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/admin/reports/${id}/action`, token, payload });
const queue = async (status = 'open') => (await t.request({ method: 'GET', url: `/api/admin/reports?status=${status}`, token: admin })).json();

describe('reports', () => {
  it('a pupil reports a job once; guests 401, bad input 422, unseen content 404, the team 403', async () => {
    const job = await buildJob(t, biz.id, { name: 'Ausbildung Fake-Stelle (m/w/d)' });
    expect((await report(null, { target_type: 'job', target_id: job.id, reason: 'fake' })).statusCode).toBe(401);
    const bad = await report(pupil.token, { target_type: 'video', target_id: job.id, reason: 'laut' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['target_type', 'reason']));
    expect((await report(pupil.token, { target_type: 'job', target_id: job.id, reason: 'fake', text: 'a\u0000b' })).statusCode).toBe(422);
    expect((await report(pupil.token, { target_type: 'job', target_id: 2 ** 31, reason: 'fake' })).statusCode).toBe(422);
    const draft = await buildJob(t, biz.id, { status: 'draft' });
    expect((await report(pupil.token, { target_type: 'job', target_id: draft.id, reason: 'fake' })).statusCode).toBe(404);
    expect((await report(admin, { target_type: 'job', target_id: job.id, reason: 'fake' })).statusCode).toBe(403);

    const res = await report(pupil.token, { target_type: 'job', target_id: job.id, reason: 'fake', text: 'Die Firma gibt es nicht.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ target_type: 'job', target_id: job.id, reason: 'fake' });
    expect(Object.keys(res.json().data).sort()).toEqual(['created_at', 'id', 'reason', 'target_id', 'target_type']);
    expect((await report(pupil.token, { target_type: 'job', target_id: job.id, reason: 'inappropriate' })).statusCode).toBe(409);
    expect((await report(other.token, { target_type: 'job', target_id: job.id, reason: 'wrong_data' })).statusCode).toBe(201);

    const open = await queue();
    const mine = open.data.find((r: { id: number }) => r.id === res.json().data.id);
    expect(mine).toMatchObject({
      reason: 'fake',
      text: 'Die Firma gibt es nicht.',
      reports_on_target: 2,
      reporter: { id: pupil.id },
      content: { title: 'Ausbildung Fake-Stelle (m/w/d)', hidden: false, exists: true, url: `/betriebe/${biz.slug}/jobs/${job.slug}` },
    });
  });

  it('the queue is for the admin only; a pupil or business gets 403 and sees nobody’s reports', async () => {
    for (const token of [pupil.token, biz.token, await t.login(DEMO.support)]) {
      const res = await t.request({ method: 'GET', url: '/api/admin/reports', token });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Fake-Stelle');
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports?status=alle', token: admin })).statusCode).toBe(422);
  });

  it('hiding a reported job unpublishes it for guests; warning mails the business; closing closes every report on it', async () => {
    const job = await buildJob(t, biz.id, { name: 'Ausbildung Versteckt (m/w/d)' });
    const id = (await report(pupil.token, { target_type: 'job', target_id: job.id, reason: 'discriminating' })).json().data.id;
    expect((await act(pupil.token, id, { action: 'hide' })).statusCode).toBe(403);
    expect((await act(biz.token, id, { action: 'close' })).statusCode).toBe(403);
    expect((await act(admin, id, { action: 'löschen' })).statusCode).toBe(422);
    expect((await act(admin, 2_000_000, { action: 'hide' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(200);

    const hidden = await act(admin, id, { action: 'hide' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'open', actions: ['hide'], content: { hidden: true } });
    expect((await t.db.one<{ status: string }>(`SELECT status FROM jobs WHERE id = $1`, [job.id]))!.status).toBe('draft');
    expect((await t.request({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(404);

    const warned = await act(admin, id, { action: 'warn', message: 'Bitte formuliert die Anzeige neutral.' });
    expect(warned.json().data.actions).toEqual(['hide', 'warn']);
    const mail = await t.db.one<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM outbox WHERE recipient = $1 AND template = 'reports.warning' ORDER BY id DESC`,
      [biz.email],
    );
    expect(mail!.body_text).toContain('Ausbildung Versteckt');
    expect(mail!.body_text).toContain('Bitte formuliert die Anzeige neutral.');

    const closed = await act(admin, id, { action: 'close' });
    expect(closed.json().data).toMatchObject({ status: 'closed', actions: ['hide', 'warn'] });
    expect((await queue()).data.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await queue('closed')).data.some((r: { id: number }) => r.id === id)).toBe(true);
  });

  it('a hidden business profile is gone for guests; blocking ends the business’s sessions and logins', async () => {
    const bad = await buildBusiness(t, { slug: 'melde-sperre' });
    expect((await report(pupil.token, { target_type: 'business', target_id: 999_999 + bad.id, reason: 'fake' })).statusCode).toBe(404);
    const id = (await report(pupil.token, { target_type: 'business', target_id: bad.id, reason: 'fake' })).json().data.id;
    await act(admin, id, { action: 'hide' });
    expect((await t.request({ method: 'GET', url: `/api/v2/business/${bad.slug}` })).statusCode).toBe(404);
    const blocked = await act(admin, id, { action: 'block' });
    expect(blocked.json().data.actions).toEqual(['hide', 'block']);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: bad.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: bad.email, password: 'Sicheres-Passwort-1' } })).statusCode).not.toBe(
      200,
    );
  });

  it('a chat message: only a participant who did not write it reports it; hiding shows "Nachricht entfernt" to both', async () => {
    const first = await send(t, pupil.token, { receiver_id: biz.userId, body: 'Hallo, wann kann ich vorbeikommen?' });
    expect(first.statusCode).toBe(201);
    const sent = await send(t, biz.token, { conversation_id: first.json().data.conversation_id, body: 'Komm allein ins Lager, ohne Eltern.' });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().data.id as number;
    const conversationId = sent.json().data.conversation_id as number;
    expect((await report(other.token, { target_type: 'message', target_id: messageId, reason: 'inappropriate' })).statusCode).toBe(404);
    expect((await report(biz.token, { target_type: 'message', target_id: messageId, reason: 'inappropriate' })).statusCode).toBe(404);
    const id = (await report(pupil.token, { target_type: 'message', target_id: messageId, reason: 'inappropriate' })).json().data.id;
    const entry = (await queue()).data.find((r: { id: number }) => r.id === id);
    expect(entry.content).toMatchObject({ body: 'Komm allein ins Lager, ohne Eltern.', url: null, hidden: false });
    // The pupil's open chat hears of it at once.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = client(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, pupil.token);
    await connected(socket);
    const gone = next<{ conversation_id: number; message: { id: number; is_deleted: boolean; body: string } }>(socket, REALTIME_EVENTS.messageDeleted);
    await act(admin, id, { action: 'hide' });
    expect(await gone).toMatchObject({ conversation_id: conversationId, message: { id: messageId, is_deleted: true, body: '' } });
    socket.close();
    for (const token of [pupil.token, biz.token]) {
      const page = (await t.request({ method: 'GET', url: `/api/chat/conversations/${conversationId}/messages`, token })).json();
      const m = page.data.find((x: { id: number }) => x.id === messageId);
      expect(m).toMatchObject({ is_deleted: true, body: '', preview: 'Nachricht entfernt' });
    }
  });

  it('is rate-limited per person (429 with Retry-After)', async () => {
    const p = await makeUser(t, { trainee: true });
    const token = await loginAs(t, p.email);
    const jobs = [];
    for (let i = 0; i <= REPORT_RATE.max; i += 1) jobs.push(await buildJob(t, biz.id));
    for (const j of jobs.slice(0, REPORT_RATE.max)) expect((await report(token, { target_type: 'job', target_id: j.id, reason: 'fake' })).statusCode).toBe(201);
    const res = await report(token, { target_type: 'job', target_id: jobs.at(-1)!.id, reason: 'fake' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
