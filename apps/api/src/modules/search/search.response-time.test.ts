// The avg_response_time and author_type filters of GET /api/v2/search/job, and the response time the chat keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness, buildJob } from '../../../test/factories/jobs.ts';
import { send } from '../../../test/factories/chat.ts';
import { ensureConversation, insertMessage } from '../../../test/factories/chat.ts';

let t: TestContext;
let quick: Awaited<ReturnType<typeof buildBusiness>>;
let silent: Awaited<ReturnType<typeof buildBusiness>>;
let viewer: string;
// A spot far from the demo jobs (Sylt), so only this file's jobs are near.
const SPOT = 'latitude=54.9079&longitude=8.3117&distance=5';

beforeAll(async () => {
  t = await createTestApp();
  quick = await buildBusiness(t, { slug: 'antwortet-schnell' });
  silent = await buildBusiness(t, { slug: 'antwortet-nie' });
  await buildJob(t, quick.id, { name: 'Ausbildung bei Schnell', lat: 54.9079, lon: 8.3117 });
  await buildJob(t, silent.id, { name: 'Ausbildung bei Nie', lat: 54.908, lon: 8.312 });
  viewer = await loginAs(t, (await makeUser(t, { trainee: true })).email); // logged in: no shared guest cache
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v2/search/job?${SPOT}&${query}`, token: viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.map((j: { name: string }) => j.name)
    .sort();
};
const figure = async (id: number) => (await t.db.one<{ m: number | null }>(`SELECT avg_response_minutes AS m FROM businesses WHERE id = $1`, [id]))!.m;

/** A trainee writes to the business; `hoursAgo` back-dates the question; the business answers now. */
async function answeredConversation(business: { userId: number; token: string }, hoursAgo: number) {
  const token = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  const asked = await send(t, token, { receiver_id: business.userId, body: 'Hallo, ist der Ausbildungsplatz noch frei?' });
  expect(asked.statusCode, asked.body).toBe(201);
  const conversationId = asked.json().data.conversation_id;
  await t.db.query(`UPDATE messages SET created_at = now() - make_interval(hours => $2) WHERE conversation_id = $1`, [conversationId, hoursAgo]);
  expect((await send(t, business.token, { conversation_id: conversationId, body: 'Ja, bewirb dich gern!' })).statusCode).toBe(201);
  // A second answer changes nothing: only the first answer counts.
  expect((await send(t, business.token, { conversation_id: conversationId, body: 'Wir freuen uns auf dich.' })).statusCode).toBe(201);
}

describe('average response time', () => {
  it('stays unknown below 3 answered conversations, then is the mean minutes until the first answer', async () => {
    await answeredConversation(quick, 2);
    await answeredConversation(quick, 4);
    expect(await figure(quick.id)).toBeNull();
    await answeredConversation(quick, 6);
    expect(await figure(quick.id)).toBe(240);
  });

  it('a conversation the business opened itself does not count', async () => {
    // The business's notice (an action message, as a job review or network request sends) opens the conversation.
    const trainee = await makeUser(t, { trainee: true });
    const conversationId = await ensureConversation(t.db, quick.userId, trainee.id);
    await insertMessage(t.db, { conversationId, senderId: quick.userId, body: '{}', type: 'action' });
    await t.db.query(`UPDATE messages SET created_at = now() - interval '30 hours' WHERE conversation_id = $1`, [conversationId]);
    const token = await loginAs(t, trainee.email);
    expect((await send(t, token, { conversation_id: conversationId, body: 'Danke, gern!' })).statusCode).toBe(201);
    expect((await send(t, quick.token, { conversation_id: conversationId, body: 'Schön, bis bald.' })).statusCode).toBe(201);
    expect(await figure(quick.id)).toBe(240);
  });

  it('avg_response_time=N keeps the jobs of businesses answering within N hours; one without a figure only without the filter', async () => {
    expect(await names('')).toEqual(['Ausbildung bei Nie', 'Ausbildung bei Schnell']);
    expect(await names('avg_response_time=24')).toEqual(['Ausbildung bei Schnell']);
    expect(await names('avg_response_time=4')).toEqual(['Ausbildung bei Schnell']);
    expect(await names('avg_response_time=3')).toEqual([]);
    const meta = await t.request({ method: 'GET', url: `/api/v2/search/job/meta?${SPOT}&avg_response_time=24`, token: viewer });
    expect(meta.json().data.total).toBe(1);
    const bad = await t.request({ method: 'GET', url: `/api/v2/search/job?avg_response_time=-1`, token: viewer });
    expect(bad.statusCode).toBe(422);
  });

  it('shows the figure on the public business profile', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v2/business/antwortet-schnell' })).json().data.avg_response_minutes).toBe(240);
    expect((await t.request({ method: 'GET', url: '/api/v2/business/antwortet-nie' })).json().data.avg_response_minutes).toBeNull();
  });
});

describe('author_type', () => {
  it('business or none changes nothing; any other author (jobs come only from businesses) finds no job', async () => {
    const all = ['Ausbildung bei Nie', 'Ausbildung bei Schnell'];
    expect(await names('author_type=business')).toEqual(all);
    for (const other of ['school', 'region', 'trainee']) expect(await names(`author_type=${other}`)).toEqual([]);
    const meta = await t.request({ method: 'GET', url: `/api/v2/search/job/meta?${SPOT}&author_type=school`, token: viewer });
    expect(meta.json().data.total).toBe(0);
    expect(meta.json().data.types.every((x: { count: number }) => x.count === 0)).toBe(true);
  });
});
