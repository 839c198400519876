import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeUser, loginAs } from '../../../test/factories/accounts.ts';
import { DEMO, get, insertFile, insertImage, send, userId } from '../../../test/factories/chat.ts';

let t: TestContext;
let trainee: string, business: string, school: string, region: string, admin: string, stranger: string, otherBusiness: string;
let businessId: number, traineeId: number, strangerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [trainee, business, school, region, admin] = await Promise.all([DEMO.trainee, DEMO.business, DEMO.school, DEMO.region, DEMO.admin].map((e) => t.login(e)));
  const s = await makeUser(t, { trainee: true });
  const ob = await makeUser(t, { business: 'chat-anderer-betrieb' });
  stranger = await loginAs(t, s.email);
  otherBusiness = await loginAs(t, ob.email);
  strangerId = s.id;
  businessId = await userId(t, DEMO.business);
  traineeId = await userId(t, DEMO.trainee);
});
afterAll(() => t.close());

let conversationId: number;

describe('starting and answering a conversation', () => {
  it('a trainee writes to a business by receiver_id; the business sees it unread', async () => {
    const res = await send(t, trainee, { receiver_id: businessId, body: 'Hallo, habt ihr noch Ausbildungsplätze?' });
    expect(res.statusCode).toBe(201);
    const message = res.json().data;
    expect(message).toMatchObject({
      body: 'Hallo, habt ihr noch Ausbildungsplätze?',
      type: 'regular',
      sender_name: 'Lena Maier',
      meta: { is_sender: true, read_at: null },
    });
    conversationId = message.conversation_id;

    const list = (await get(t, business, '/api/chat/conversations')).json();
    const c = list.data.find((x: { id: number }) => x.id === conversationId);
    expect(c).toMatchObject({ number_of_unread_messages: 1, user: { name: 'Lena Maier', type: 'trainee' }, is_blocked: false, dummy: false });
    expect(c.latest_message.preview).toBe('Hallo, habt ihr noch Ausbildungsplätze?');
    expect(list.current_page).toBe(1);
    expect((await get(t, business, '/api/chat/unread')).json().data.count).toBe(1);
    const mine = (await get(t, trainee, '/api/chat/conversations')).json().data.find((x: { id: number }) => x.id === conversationId);
    expect(mine).toMatchObject({ number_of_unread_messages: 0, user: { name: 'Bäckerei Huber', type: 'business', slug: 'baeckerei-huber' } });
  });

  it('the business answers in the conversation, and reading marks it read with a read receipt', async () => {
    const answer = await send(t, business, { conversation_id: conversationId, body: 'Ja, melde dich gern!' });
    expect(answer.statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: `/api/chat/conversations/${conversationId}/setread`, token: business })).statusCode).toBe(204);
    expect((await get(t, business, '/api/chat/unread')).json().data.count).toBe(0);
    const one = (await get(t, trainee, `/api/chat/conversations/${conversationId}`)).json().data;
    expect(one.number_of_unread_messages).toBe(1);
    expect(one.messages.map((m: { body: string }) => m.body)).toEqual(['Hallo, habt ihr noch Ausbildungsplätze?', 'Ja, melde dich gern!']);
    expect(one.messages[0].meta.read_at).not.toBeNull();
    expect(one).toMatchObject({ page: 1, max_page: 1 });
  });

  it('businesses and schools do not start conversations; trainees do not write to trainees', async () => {
    const traineeOther = await makeUser(t, { trainee: true });
    for (const [token, receiver] of [
      [business, traineeOther.id],
      [otherBusiness, businessId],
      [school, businessId],
      [trainee, traineeOther.id],
    ] as const) {
      const res = await send(t, token, { receiver_id: receiver, body: 'Hallo' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Du kannst mit diesem Konto keine Unterhaltung beginnen.');
    }
    expect((await t.request({ method: 'POST', url: '/api/chat/conversations', payload: { receiver_id: businessId }, token: otherBusiness })).statusCode).toBe(
      403,
    );
  });

  it('a region user may start a conversation; guests must log in', async () => {
    expect((await send(t, region, { receiver_id: businessId, body: 'Grüße aus der Region' })).statusCode).toBe(201);
    const guest = await send(t, null, { receiver_id: businessId, body: 'Hallo' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Bitte melde dich an.');
  });

  it('creates a conversation with receiver_id once, and shows a dummy one before that', async () => {
    const schoolId = await userId(t, DEMO.school);
    const dummy = (await get(t, stranger, `/api/chat/partners/${schoolId}`)).json().data;
    expect(dummy).toMatchObject({ id: 0, dummy: true, user: { type: 'school', name: 'Mittelschule Passau-St. Nikola' }, messages: [] });
    const first = await t.request({ method: 'POST', url: '/api/chat/conversations', payload: { receiver_id: schoolId }, token: stranger });
    expect(first.statusCode).toBe(201);
    const again = await t.request({ method: 'POST', url: '/api/chat/conversations', payload: { receiver_id: schoolId }, token: stranger });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await get(t, stranger, `/api/chat/partners/${schoolId}`)).json().data).toMatchObject({ id: first.json().data.id, dummy: false });
    // An empty conversation is listed for its creator only.
    expect((await get(t, stranger, '/api/chat/conversations')).json().data.map((c: { id: number }) => c.id)).toContain(first.json().data.id);
    expect((await get(t, school, '/api/chat/conversations')).json().data.map((c: { id: number }) => c.id)).not.toContain(first.json().data.id);
    expect((await get(t, business, `/api/chat/partners/${strangerId}`)).statusCode).toBe(403);
  });
});

describe("someone else's conversation", () => {
  it('is refused for reading, paging, marking read, sending and blocking', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/chat/conversations/${conversationId}`],
      ['GET', `/api/chat/conversations/${conversationId}/messages`],
      ['POST', `/api/chat/conversations/${conversationId}/setread`],
      ['POST', '/api/chat/messages', { conversation_id: conversationId, body: 'Ich bin fremd' }],
      ['POST', `/api/chat/conversations/${conversationId}/block`],
    ] as const) {
      const res = await t.request({ method, url, payload, token: stranger });
      expect(res.statusCode, url).toBe(403);
      expect((await t.request({ method, url, payload, token: null })).statusCode).toBe(401);
    }
    const msgs = (await get(t, trainee, `/api/chat/conversations/${conversationId}/messages`)).json().data;
    expect(msgs.some((m: { body: string }) => m.body === 'Ich bin fremd')).toBe(false);
    expect((await get(t, stranger, '/api/chat/conversations/999999')).statusCode).toBe(404);
  });

  it('the admin reads any conversation without marking it read', async () => {
    await send(t, trainee, { conversation_id: conversationId, body: 'Noch eine Frage' });
    const unread = (await get(t, business, '/api/chat/unread')).json().data.count;
    const res = await get(t, admin, `/api/chat/conversations/${conversationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.messages.every((m: { meta: { is_sender: boolean } }) => !m.meta.is_sender)).toBe(true);
    expect((await t.request({ method: 'POST', url: `/api/chat/conversations/${conversationId}/setread`, token: admin })).statusCode).toBe(204);
    expect((await get(t, business, '/api/chat/unread')).json().data.count).toBe(unread);
    expect((await send(t, admin, { conversation_id: conversationId, body: 'Admin mischt mit' })).statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('pages newest first, each page in time order, with a stable before_id cursor', async () => {
    const r = await send(t, region, { receiver_id: await userId(t, DEMO.school), body: 'Nachricht 0' });
    const id = r.json().data.conversation_id;
    for (let i = 1; i < 25; i++) await send(t, region, { conversation_id: id, body: `Nachricht ${i}` });
    const p1 = (await get(t, region, `/api/chat/conversations/${id}/messages?page=1`)).json();
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, total: 25, per_page: 20 });
    expect(p1.data[0].body).toBe('Nachricht 5');
    expect(p1.data[19].body).toBe('Nachricht 24');
    const p2 = (await get(t, region, `/api/chat/conversations/${id}/messages?page=2`)).json();
    expect(p2.data.map((m: { body: string }) => m.body)).toEqual(['Nachricht 0', 'Nachricht 1', 'Nachricht 2', 'Nachricht 3', 'Nachricht 4']);
    const older = (await get(t, region, `/api/chat/conversations/${id}/messages?before_id=${p1.data[0].id}`)).json();
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(p2.data.map((m: { body: string }) => m.body));
  });

  it('rejects bad input with German field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ conversation_id: conversationId, body: '   ' }, 'body', 'Bitte gib eine Nachricht ein.'],
      [{ body: 'Hallo' }, 'conversation_id', 'Bitte wähle eine Unterhaltung aus.'],
      [{ conversation_id: conversationId, body: 'x'.repeat(5001) }, 'body', 'Eine Nachricht darf höchstens 5000 Zeichen lang sein.'],
      [{ receiver_id: traineeId, body: 'Ich' }, 'receiver_id', 'Du kannst dir nicht selbst schreiben.'],
      [{ receiver_id: 99999999, body: 'Hallo' }, 'receiver_id', 'Diesen Empfänger gibt es nicht.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(t, trainee, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await send(t, trainee, { conversation_id: 'abc', body: 'x' })).statusCode).toBe(422);
  });

  it('sends only pictures and documents the sender uploaded; deleted ones show their previews', async () => {
    const image = await insertImage(t, traineeId);
    const file = await insertFile(t, traineeId);
    const foreign = await insertImage(t, businessId);
    expect((await send(t, trainee, { conversation_id: conversationId, image_id: foreign })).json().errors.image_id).toEqual(['Dieses Foto gibt es nicht.']);
    expect((await send(t, trainee, { conversation_id: conversationId, image_id: image, file_id: file })).statusCode).toBe(422);
    const pic = (await send(t, trainee, { conversation_id: conversationId, image_id: image })).json().data;
    const doc = (await send(t, trainee, { conversation_id: conversationId, file_id: file, body: 'Mein Lebenslauf' })).json().data;
    const txt = (await send(t, trainee, { conversation_id: conversationId, body: 'Wird gelöscht' })).json().data;
    expect([pic.type, pic.preview, doc.type, doc.preview]).toEqual(['image', 'Foto', 'file', 'Dokument: Mein Lebenslauf']);
    for (const m of [pic, doc, txt]) expect((await t.request({ method: 'DELETE', url: `/api/chat/messages/${m.id}`, token: trainee })).statusCode).toBe(204);
    const seen = (await get(t, business, `/api/chat/conversations/${conversationId}/messages`)).json().data;
    const byId = new Map(seen.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(pic.id)).toMatchObject({ is_deleted: true, preview: 'Foto gelöscht', image_id: null, body: '' });
    expect(byId.get(doc.id)).toMatchObject({ is_deleted: true, preview: 'Dokument gelöscht', file_id: null, body: '' });
    expect(byId.get(txt.id)).toMatchObject({ is_deleted: true, preview: 'Nachricht gelöscht' });
  });

  it('a private picture sent in a chat is shown to the participants (signed URLs) and to nobody else', async () => {
    const image = await insertImage(t, traineeId);
    await t.db.query(`UPDATE images SET is_private = true, variants = '["original"]' WHERE id = $1`, [image]);
    const view = (token: string | null) => t.request({ method: 'GET', url: `/api/images/${image}`, token });
    expect((await view(business)).statusCode).toBe(404); // not sent yet
    const pic = (await send(t, trainee, { conversation_id: conversationId, image_id: image })).json().data;
    const seen = await view(business);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.urls.original).toMatch(/^\/media\/images\/.+\/original\?expires=\d+&sig=/);
    for (const token of [stranger, null]) expect((await view(token)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/chat/messages/${pic.id}`, token: trainee })).statusCode).toBe(204);
    expect((await view(business)).statusCode).toBe(404); // deleted: the right went with it
    expect((await view(trainee)).statusCode).toBe(200); // the sender keeps their own picture
  });

  it("deletes only one's own messages", async () => {
    const m = (await send(t, trainee, { conversation_id: conversationId, body: 'Bleibt' })).json().data;
    const res = await t.request({ method: 'DELETE', url: `/api/chat/messages/${m.id}`, token: business });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Du kannst nur deine eigenen Nachrichten löschen.');
    expect((await t.request({ method: 'DELETE', url: `/api/chat/messages/${m.id}`, token: null })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/chat/messages/99999999', token: trainee })).statusCode).toBe(404);
    const after = (await get(t, trainee, `/api/chat/conversations/${conversationId}/messages`)).json().data;
    expect(after.find((x: { id: number }) => x.id === m.id).is_deleted).toBe(false);
  });

  it("searches conversations by the other side's name and by message text", async () => {
    const byName = (await get(t, trainee, '/api/chat/search/conversations?query=bäckerei')).json().data;
    expect(byName.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    const byText = (await get(t, business, '/api/chat/search/conversations?query=Ausbildungspl')).json().data;
    expect(byText.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    expect((await get(t, trainee, '/api/chat/search/conversations?query=gibtsnicht')).json().data).toEqual([]);
    expect((await get(t, null, '/api/chat/search/conversations?query=x')).statusCode).toBe(401);
  });
});

describe('blocks', () => {
  it('a blocked conversation takes no messages until the blocker unblocks it', async () => {
    const blocked = await t.request({ method: 'POST', url: `/api/chat/conversations/${conversationId}/block`, token: business });
    expect(blocked.json().data).toMatchObject({ is_blocked: true, blocked_by_me: true });
    for (const token of [trainee, business]) {
      const res = await send(t, token, { conversation_id: conversationId, body: 'Hallo?' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Diese Unterhaltung ist blockiert.');
    }
    // The trainee cannot lift the business's block.
    await t.request({ method: 'POST', url: `/api/chat/conversations/${conversationId}/unblock`, token: trainee });
    expect((await send(t, trainee, { conversation_id: conversationId, body: 'Hallo?' })).statusCode).toBe(403);
    await t.request({ method: 'POST', url: `/api/chat/conversations/${conversationId}/unblock`, token: business });
    expect((await send(t, trainee, { conversation_id: conversationId, body: 'Wieder da' })).statusCode).toBe(201);
  });
});
