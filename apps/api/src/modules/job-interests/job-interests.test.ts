import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
let other: Awaited<ReturnType<typeof buildBusiness>>;
let job: { id: number; slug: string };
let trainee: { id: number; email: string };
let token: string;
let traineeId: number;
beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'bewerbungs-betrieb' });
  other = await buildBusiness(t, { slug: 'fremder-betrieb' });
  job = await buildJob(t, biz.id, { name: 'Ausbildung Elektroniker (m/w/d)' });
  trainee = await makeUser(t, { trainee: true });
  token = await loginAs(t, trainee.email);
  traineeId = (await t.db.one<{ id: number }>(`SELECT id FROM trainees WHERE user_id = $1`, [trainee.id]))!.id;
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, tk: string | null = token) => t.request({ method: 'POST', url: '/api/job_interests', token: tk, payload });
const fileOf = async (userId: number) =>
  (await t.db.one<{ id: number }>(
    `INSERT INTO files (uuid, user_id, original_filename, mime_type, size, storage_key) VALUES (gen_random_uuid(), $1, 'lebenslauf.pdf', 'application/pdf', 10, 'x') RETURNING id`,
    [userId],
  ))!.id;

describe('job interests', () => {
  it('a trainee applies with a message and a file; the business is mailed and sees it', async () => {
    const fileId = await fileOf(trainee.id);
    const res = await send({ job_id: job.id, trainee_id: traineeId, message: 'Ich interessiere mich sehr für die Ausbildung.', file_ids: [fileId] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ job_id: job.id, trainee_id: traineeId, files: [{ id: fileId, original_filename: 'lebenslauf.pdf' }] });
    // Every field of the interest is in the answer (the response schema writes only what it lists).
    expect(Object.keys(res.json().data).sort()).toEqual([
      'created_at',
      'delivered_by',
      'file_ids',
      'files',
      'id',
      'job',
      'job_id',
      'message',
      'trainee',
      'trainee_id',
    ]);
    expect(res.json().data).toMatchObject({
      delivered_by: 'platform',
      file_ids: [fileId],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      job: { id: job.id, slug: expect.any(String), name: 'Ausbildung Elektroniker (m/w/d)', type_id: expect.any(Number), business: { id: biz.id } },
      trainee: { id: traineeId, user_id: trainee.id, firstname: expect.any(String), lastname: expect.any(String) },
      files: [{ id: fileId, original_filename: 'lebenslauf.pdf', mime_type: 'application/pdf' }],
    });
    const mail = await lastMessage(t, biz.email);
    expect(mail!.subject).toBe('Neue Bewerbung: Ausbildung Elektroniker (m/w/d)');
    expect(mail!.body_text).toContain('Ich interessiere mich sehr für die Ausbildung.');
    const seen = await t.request({ method: 'GET', url: '/api/job_interests', token: biz.token });
    // The business reads name, message and files, never the pupil's e-mail address.
    expect(JSON.stringify(seen.json())).not.toContain(trainee.email);
    expect(seen.json().data[0].trainee).not.toHaveProperty('email');
    expect(seen.json().data[0]).toMatchObject({ message: 'Ich interessiere mich sehr für die Ausbildung.', job: { id: job.id } });
    const { delivered_by: _sentOnly, ...listed } = res.json().data;
    expect(seen.json().data[0]).toEqual(listed);
    expect((await t.request({ method: 'GET', url: '/api/job_interests', token: other.token })).json().data).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/job_interests', token })).json().data.length).toBe(1);
    expect((await send({ job_id: job.id, message: 'Nochmal' })).statusCode).toBe(409);
    // and a chat action message reaches the business user
    const action = await t.db.one<{ body: string; sender_id: number }>(
      `SELECT m.body, m.sender_id FROM messages m JOIN conversation_participants p ON p.conversation_id = m.conversation_id
        WHERE m.type = 'action' AND p.user_id = $1 AND m.body LIKE '%"action":"jobInterest"%' ORDER BY m.id DESC LIMIT 1`,
      [biz.userId],
    );
    expect(action!.sender_id).toBe(trainee.id);
    expect(JSON.parse(action!.body)).toMatchObject({ action: 'jobInterest', params: { job_id: job.id, job_name: 'Ausbildung Elektroniker (m/w/d)' } });
  });

  it("guests get 401, businesses 403, another trainee id 403, someone else's file 422; nothing is stored", async () => {
    const job2 = await buildJob(t, biz.id, { name: 'Zweite Stelle' });
    expect((await send({ job_id: job2.id, message: 'Hallo' }, null)).statusCode).toBe(401);
    expect((await send({ job_id: job2.id, message: 'Hallo' }, other.token)).statusCode).toBe(403);
    expect((await send({ job_id: job2.id, trainee_id: traineeId + 1000, message: 'Hallo' })).statusCode).toBe(403);
    const foreign = await fileOf(other.userId);
    const bad = await send({ job_id: job2.id, message: 'Hallo', file_ids: [foreign] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file_ids).toEqual(['Diese Datei gehört nicht zu dir.']);
    const empty = await send({ job_id: job2.id, message: '  ' });
    expect(empty.json().errors.message).toEqual(['Bitte schreib eine kurze Nachricht.']);
    const draft = await buildJob(t, biz.id, { name: 'Entwurf', status: 'draft' });
    expect((await send({ job_id: draft.id, message: 'Hallo' })).statusCode).toBe(404);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_interests WHERE job_id IN ($1, $2)`, [job2.id, draft.id]))!.n).toBe(0);
  });
});

describe('attachments', () => {
  it('the receiving business may open an attached file, another business may not', async () => {
    const row = await t.db.one<{ file_ids: number[] }>(`SELECT file_ids FROM job_interests WHERE job_id = $1`, [job.id]);
    const fileId = row!.file_ids[0];
    expect((await t.request({ method: 'GET', url: `/api/files_info/${fileId}`, token: biz.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/files_info/${fileId}`, token: other.token })).statusCode).toBe(403);
  });
});

describe('a business without accounts (issue #36, docs/applications.md)', () => {
  /** A business whose only account is gone: nobody there can read on Oabat. */
  async function businessWithoutUsers(slug: string, siteEmail: string | null) {
    const b = await buildBusiness(t, { slug });
    await t.db.query(`DELETE FROM business_users WHERE business_id = $1`, [b.id]);
    await t.db.query(`UPDATE business_sites SET email = $2 WHERE business_id = $1`, [b.id, siteEmail]);
    const name = `Ausbildung Kauffrau im Einzelhandel ${slug}`;
    return { ...b, job: { ...(await buildJob(t, b.id, { name })), name } };
  }
  const reach = async (jobId: number, tk: string | null = null) =>
    (await t.request({ method: 'GET', url: `/api/job_interests/reach?job_id=${jobId}`, token: tk })).json();

  it('with a contact address the application goes there by mail, answerable to the pupil, and her receipt promises no deadline', async () => {
    const b = await businessWithoutUsers('modehaus-mit-adresse', 'bewerbung@modehaus.example');
    expect(await reach(b.job.id)).toEqual({ data: { channel: 'email' } });
    expect(await reach(job.id, token)).toEqual({ data: { channel: 'platform' } });
    const pupil = await makeUser(t, { trainee: true });
    const res = await send({ job_id: b.job.id, message: 'Ich möchte gern bei euch lernen.' }, await loginAs(t, pupil.email));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ job_id: b.job.id, delivered_by: 'email' });
    const toBusiness = await t.db.one<{ subject: string; body_text: string; headers: Record<string, string> }>(
      `SELECT subject, body_text, headers FROM outbox WHERE recipient = 'bewerbung@modehaus.example' ORDER BY id DESC LIMIT 1`,
    );
    expect(toBusiness!.subject).toBe(`Bewerbung über Oabat: ${b.job.name}`);
    expect(toBusiness!.body_text).toContain('Ich möchte gern bei euch lernen.');
    expect(toBusiness!.body_text).toContain(pupil.email);
    expect(toBusiness!.headers).toMatchObject({ 'Reply-To': pupil.email });
    const receipt = await lastMessage(t, pupil.email);
    expect(receipt!.subject).toBe(`Deine Bewerbung ging per E-Mail raus: ${b.job.name}`);
    expect(receipt!.body_text).toContain('an bewerbung@modehaus.example');
    expect(receipt!.body_text).toContain('keine Antwortfrist');
    const promised = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND body_text LIKE '%verpflichtet%'`, [
      pupil.email,
    ]);
    expect(promised!.n).toBe(0);
    const chats = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM messages WHERE sender_id = $1`, [pupil.id]);
    expect(chats!.n).toBe(0);
  });

  it('without one, applying is not offered and refused: nothing is stored, no mail says "angekommen"', async () => {
    const b = await businessWithoutUsers('modehaus-ohne-adresse', null);
    expect(await reach(b.job.id)).toEqual({ data: { channel: 'none' } });
    const pupil = await makeUser(t, { trainee: true });
    const res = await send({ job_id: b.job.id, message: 'Hallo' }, await loginAs(t, pupil.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/noch nicht erreichbar/);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM job_interests WHERE job_id = $1`, [b.job.id]))!.n).toBe(0);
    expect(await lastMessage(t, pupil.email)).toBeFalsy();
    expect((await t.request({ method: 'GET', url: '/api/job_interests/reach?job_id=abc' })).statusCode).toBe(422);
  });
});
