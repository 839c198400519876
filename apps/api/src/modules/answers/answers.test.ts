import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { jobDeps } from '../jobs/jobs.deps.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { tick } from './answers.usecases.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let other: Awaited<ReturnType<typeof buildBusiness>>;
let job: { id: number; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'antwort-betrieb' });
  other = await buildBusiness(t, { slug: 'antwort-fremd' });
  job = await buildJob(t, biz.id, { name: 'Ausbildung Fristgerecht (m/w/d)' });
});
afterAll(() => t.close());

async function applicant() {
  const u = await makeUser(t, { trainee: true });
  const token = await loginAs(t, u.email);
  const res = await t.request({ method: 'POST', url: '/api/job_interests', token, payload: { job_id: job.id, message: 'Ich möchte gern bei euch lernen.' } });
  expect(res.statusCode).toBe(201);
  return { ...u, token, interestId: res.json().data.id as number };
}
const mailsTo = (to: string, template: string) =>
  t.db.query<{ subject: string; body_text: string }>(`SELECT subject, body_text FROM outbox WHERE recipient = $1 AND template = $2 ORDER BY id`, [
    to,
    template,
  ]);

describe('answers within a deadline', () => {
  it('each interest gets a receipt by mail and in the chat, with the deadline of the business (configurable 7..30)', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/business/response-deadline', token: biz.token, payload: { days: 6 } })).statusCode).toBe(422);
    expect((await t.request({ method: 'PUT', url: '/api/business/response-deadline', token: biz.token, payload: { days: 10 } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/business/response-deadline', token: biz.token })).json().data.days).toBe(10);
    const p = await applicant();
    expect((await mailsTo(p.email, 'answers.receipt'))[0].body_text).toContain('bis zum');
    const receipt = await t.db.one<{ body: string }>(
      `SELECT m.body FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.type = 'action' AND (c.user_low = $1 OR c.user_high = $1) AND m.body LIKE '%jobInterestReceipt%'`,
      [p.id],
    );
    expect(receipt).toBeTruthy();
    const open = (await t.request({ method: 'GET', url: '/api/job_interests/open', token: biz.token })).json().data;
    expect(open.find((o: { id: number }) => o.id === p.interestId)).toMatchObject({ days_left: 10, job: { id: job.id } });
    expect(Object.keys(open[0]).sort()).toEqual(['created_at', 'days_left', 'deadline_at', 'id', 'job', 'trainee']);
    expect(open[0].deadline_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await t.request({ method: 'GET', url: '/api/job_interests/open', token: other.token })).json().data).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/job_interests/open', token: p.token })).statusCode).toBe(403);
    await t.request({ method: 'PUT', url: '/api/business/response-deadline', token: biz.token, payload: { days: 14 } });
  });

  it('a template answers in the chat in two clicks; another business cannot answer (404, nothing sent)', async () => {
    const p = await applicant();
    const foreign = await t.request({ method: 'POST', url: `/api/job_interests/${p.interestId}/answer`, token: other.token, payload: { template: 'talk' } });
    expect(foreign.statusCode).toBe(404);
    expect((await t.db.one<{ answered_at: Date | null }>(`SELECT answered_at FROM job_interests WHERE id = $1`, [p.interestId]))!.answered_at).toBeNull();
    const res = await t.request({ method: 'POST', url: `/api/job_interests/${p.interestId}/answer`, token: biz.token, payload: { template: 'trial' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ conversation_id: expect.any(Number), template: 'trial' });
    const msg = await t.db.one<{ body: string }>(`SELECT body FROM messages WHERE conversation_id = $1 AND type = 'regular' ORDER BY id DESC`, [
      res.json().data.conversation_id,
    ]);
    expect(msg!.body).toContain('Probearbeiten');
    const open = (await t.request({ method: 'GET', url: '/api/job_interests/open', token: biz.token })).json().data;
    expect(open.some((o: { id: number }) => o.id === p.interestId)).toBe(false);
    expect(
      (await t.request({ method: 'POST', url: `/api/job_interests/${p.interestId}/answer`, token: biz.token, payload: { template: 'x' } })).statusCode,
    ).toBe(422);
  });

  it('reminds the business at half time and a day before, then tells the pupil and counts it unanswered', async () => {
    const p = await applicant();
    const d = jobDeps(t.app);
    const created = (await t.db.one<{ created_at: Date; deadline_at: Date }>(`SELECT created_at, deadline_at FROM job_interests WHERE id = $1`, [
      p.interestId,
    ]))!;
    const at = (days: number) => new Date(created.created_at.getTime() + days * 86_400_000);
    await tick(d, at(3));
    expect(await mailsTo(biz.email, 'answers.reminder_half')).toHaveLength(0);
    await tick(d, at(7.5));
    await tick(d, at(8));
    expect((await mailsTo(biz.email, 'answers.reminder_half')).length).toBeGreaterThanOrEqual(1);
    const halfCount = (await mailsTo(biz.email, 'answers.reminder_half')).length;
    await tick(d, at(13.5));
    expect((await mailsTo(biz.email, 'answers.reminder_last')).length).toBeGreaterThanOrEqual(1);
    await tick(d, at(14.1));
    const note = await mailsTo(p.email, 'answers.unanswered');
    expect(note).toHaveLength(1);
    expect(note[0].body_text).toContain('Das liegt nicht an dir');
    await tick(d, at(15));
    expect(await mailsTo(p.email, 'answers.unanswered')).toHaveLength(1);
    expect((await mailsTo(biz.email, 'answers.reminder_half')).length).toBe(halfCount);
    expect((await t.db.one<{ expired_at: Date | null }>(`SELECT expired_at FROM job_interests WHERE id = $1`, [p.interestId]))!.expired_at).not.toBeNull();
  });

  it('shows the answer rate publicly once the business has at least five interests', async () => {
    const fresh = await buildBusiness(t, { slug: 'antwort-quote' });
    const j = await buildJob(t, fresh.id, { name: 'Praktikum Quote' });
    const ids: number[] = [];
    for (let k = 0; k < 5; k += 1) {
      const u = await makeUser(t, { trainee: true });
      const token = await loginAs(t, u.email);
      ids.push((await t.request({ method: 'POST', url: '/api/job_interests', token, payload: { job_id: j.id, message: 'Hallo!' } })).json().data.id);
      if (k === 3) expect((await t.request({ method: 'GET', url: '/api/v2/business/antwort-quote/answer-stats' })).json().data).toBeNull();
    }
    for (const id of ids.slice(0, 4)) {
      expect(
        (await t.request({ method: 'POST', url: `/api/job_interests/${id}/answer`, token: fresh.token, payload: { template: 'decline' } })).statusCode,
      ).toBe(201);
    }
    // The fifth is past its deadline without an answer.
    await t.db.query(`UPDATE job_interests SET deadline_at = now() - interval '1 minute' WHERE id = $1`, [ids[4]]);
    const stats = (await t.request({ method: 'GET', url: '/api/v2/business/antwort-quote/answer-stats' })).json().data;
    expect(stats).toMatchObject({ interests: 5, answer_rate: 80 });
    expect(typeof stats.typical_answer_hours).toBe('number');
    expect((await t.request({ method: 'GET', url: '/api/v2/business/gibt-es-nicht/answer-stats' })).statusCode).toBe(404);
  });
});
