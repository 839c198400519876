import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { countMessages, lastMessage, loginAs, makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
let huber: string;
let stranger: string;
const url = '/api/business/baeckerei-huber/users';

beforeAll(async () => {
  t = await createTestApp();
  huber = await t.login('betrieb@oabat.example');
  stranger = await loginAs(t, (await makeUser(t, { business: 'dritte-firma' })).email);
});
afterAll(() => t.close());

describe('users of a business', () => {
  it('an invited colleague sets a password through the mailed link and then edits the business', async () => {
    const list = await t.request({ method: 'GET', url, token: huber });
    expect(list.json().data).toEqual([expect.objectContaining({ email: 'betrieb@oabat.example', is_self: true })]);

    const res = await t.request({ method: 'POST', url, token: huber, payload: { email: 'Kollegin@Huber.example', firstname: 'Maria', lastname: 'Huber' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((u: { email: string }) => u.email)).toContain('kollegin@huber.example');
    const mail = await lastMessage(t, 'kollegin@huber.example');
    expect(mail!.subject).toBe('Einladung: Bäckerei Huber auf Oabat');
    const link = new URL(mail!.body_text.match(/https?:\/\/\S+/)![0]);
    const reset = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password: 'Neues-Passwort-1',
        password_confirmation: 'Neues-Passwort-1',
      },
    });
    expect(reset.statusCode).toBe(200);
    const maria = await t.login('kollegin@huber.example', 'Neues-Passwort-1');
    expect((await t.request({ method: 'PUT', url: '/api/business/baeckerei-huber', token: maria, payload: { motto: 'Von Maria' } })).statusCode).toBe(200);
  });

  it('refuses an address that already belongs to an account with a role, and strangers', async () => {
    const taken = await t.request({ method: 'POST', url, token: huber, payload: { email: 'azubi@oabat.example', firstname: 'L', lastname: 'M' } });
    expect(taken.statusCode).toBe(409);
    const bad = await t.request({ method: 'POST', url, token: huber, payload: { email: 'x', firstname: '', lastname: 'M' } });
    expect(bad.json().errors).toMatchObject({ email: ['Bitte gib eine gültige E-Mail-Adresse ein.'], firstname: ['Bitte gib den Vornamen ein.'] });
    for (const [token, status] of [
      [null, 401],
      [stranger, 403],
    ] as const) {
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(status);
      expect((await t.request({ method: 'POST', url, token, payload: { email: 'neu@x.example', firstname: 'N', lastname: 'N' } })).statusCode).toBe(status);
    }
    expect(await lastMessage(t, 'neu@x.example')).toBeUndefined();
  });

  it('never makes a special account or any existing account a colleague: 409, no mail, no session ended', async () => {
    const admin = await t.login('admin@oabat.example');
    const loner = await makeUser(t, { trainee: false });
    for (const email of ['admin@oabat.example', 'HILFE@oabat.example', 'dashboard@oabat.example', loner.email]) {
      const before = await countMessages(t, email);
      const res = await t.request({ method: 'POST', url, token: huber, payload: { email, firstname: 'X', lastname: 'Y' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte lade eine andere Adresse ein.');
      expect(await countMessages(t, email)).toBe(before);
    }
    const list = (await t.request({ method: 'GET', url, token: huber })).json().data.map((u: { email: string }) => u.email);
    expect(list).not.toContain('admin@oabat.example');
    // Removing someone who is not a member touches nobody: the admin stays logged in.
    const adminId = (await t.request({ method: 'GET', url: '/api/auth/user', token: admin })).json().data.id;
    expect((await t.request({ method: 'DELETE', url: `${url}/${adminId}`, token: huber })).statusCode).toBe(404);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', token: admin });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.special_account).toBe('admin');
  });

  it('removes a colleague (ending their sessions) but never the last user', async () => {
    const maria = await t.login('kollegin@huber.example', 'Neues-Passwort-1');
    const mariaId = (await t.request({ method: 'GET', url, token: huber })).json().data.find((u: { email: string }) => u.email === 'kollegin@huber.example').id;
    expect((await t.request({ method: 'DELETE', url: `${url}/${mariaId}`, token: stranger })).statusCode).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `${url}/${mariaId}`, token: huber });
    expect(res.json().data).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: maria })).statusCode).toBe(401);
    const selfId = res.json().data[0].id;
    const last = await t.request({ method: 'DELETE', url: `${url}/${selfId}`, token: huber });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.user_id).toEqual(['Der letzte Nutzer eines Betriebs kann nicht entfernt werden.']);
  });
});
