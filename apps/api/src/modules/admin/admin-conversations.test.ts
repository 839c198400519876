import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { DEMO, send, userId } from '../../../test/factories/chat.ts';

let t: TestContext;
let admin: string;
let conversationId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  const trainee = await t.login(DEMO.trainee);
  const res = await send(t, trainee, { receiver_id: await userId(t, DEMO.business), body: 'Gibt es noch einen Platz als Bäckerin im Herbst?' });
  expect(res.statusCode).toBe(201);
  conversationId = res.json().data.conversation_id;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) => t.request({ method: 'GET', url, token });

describe('the admin’s conversation search', () => {
  it('finds a conversation by message text, business name and e-mail, and reads it without marking it read', async () => {
    for (const query of ['Bäckerin im Herbst', 'Bäckerei Huber', 'azubi@oabat']) {
      const res = await get(`/api/v2/admin/conversations?query=${encodeURIComponent(query)}`);
      expect(res.statusCode, query).toBe(200);
      const hit = res.json().data.find((c: { id: number }) => c.id === conversationId);
      expect(hit, query).toMatchObject({ messages: 1, last_message: 'Gibt es noch einen Platz als Bäckerin im Herbst?' });
      expect(hit.participants.map((p: { type: string }) => p.type).sort()).toEqual(['business', 'trainee']);
    }
    expect((await get('/api/v2/admin/conversations?query=gibt-es-in-keiner-nachricht-xyz')).json().total).toBe(0);
    const before = await t.db.query(`SELECT user_id, last_read_message_id FROM conversation_participants WHERE conversation_id = $1 ORDER BY user_id`, [
      conversationId,
    ]);
    const open = await get(`/api/chat/conversations/${conversationId}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.messages[0].body).toBe('Gibt es noch einen Platz als Bäckerin im Herbst?');
    expect(
      await t.db.query(`SELECT user_id, last_read_message_id FROM conversation_participants WHERE conversation_id = $1 ORDER BY user_id`, [conversationId]),
    ).toEqual(before);
  });

  it('the last message is said in German: an action is its line, never its stored JSON (#36)', async () => {
    const id = conversationId;
    const body = JSON.stringify({ action: 'jobInterest', params: { job_name: 'Konditor/in' } });
    await t.db.query(`INSERT INTO messages (conversation_id, body, type) VALUES ($1, $2, 'action')`, [id, body]);
    const hit = (await get(`/api/v2/admin/conversations?query=${encodeURIComponent('Bäckerei Huber')}`)).json().data.find((c: { id: number }) => c.id === id);
    expect(hit.last_message).toBe('Interesse an: Konditor/in');
  });

  it('pages and refuses bad queries with 422', async () => {
    const all = (await get('/api/v2/admin/conversations')).json();
    expect(all).toMatchObject({ current_page: 1, per_page: 20 });
    expect(all.total).toBe((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM conversations`))!.n);
    for (const q of ['page=0', 'page=abc', `query=${'x'.repeat(101)}`]) expect((await get(`/api/v2/admin/conversations?${q}`)).statusCode, q).toBe(422);
  });

  it('only the admin: the dashboard user, the support account and everybody else get 403; guests 401', async () => {
    for (const who of ['dashboard', 'hilfe', 'betrieb', 'schule', 'region', 'azubi']) {
      const res = await get('/api/v2/admin/conversations?query=Huber', await t.login(`${who}@oabat.example`));
      expect(res.statusCode, who).toBe(403);
      expect(res.body).not.toContain('Bäckerin im Herbst');
    }
    expect((await get('/api/v2/admin/conversations', null)).statusCode).toBe(401);
  });
});
