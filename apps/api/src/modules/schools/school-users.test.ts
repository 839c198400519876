import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { countMessages, lastMessage } from '../../../test/factories/accounts.ts';

let t: TestContext;
let school: string;
let huber: string;
const url = '/api/schools/mittelschule-passau-st-nikola/users';

beforeAll(async () => {
  t = await createTestApp();
  school = await t.login('schule@oabat.example');
  huber = await t.login('betrieb@oabat.example');
});
afterAll(() => t.close());

describe('users of a school', () => {
  it('invites a teacher, who sets a password and edits the school; only the school may', async () => {
    for (const [token, status] of [
      [null, 401],
      [huber, 403],
    ] as const) {
      expect(
        (await t.request({ method: 'POST', url, token, payload: { email: 'lehrer@schule.example', firstname: 'Tom', lastname: 'Lehrer' } })).statusCode,
      ).toBe(status);
    }
    expect(await lastMessage(t, 'lehrer@schule.example')).toBeUndefined();
    const res = await t.request({ method: 'POST', url, token: school, payload: { email: 'lehrer@schule.example', firstname: 'Tom', lastname: 'Lehrer' } });
    expect(res.statusCode).toBe(201);
    const link = new URL((await lastMessage(t, 'lehrer@schule.example'))!.body_text.match(/https?:\/\/\S+/)![0]);
    await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: {
        token: link.searchParams.get('token'),
        email: 'lehrer@schule.example',
        password: 'Lehrer-Passwort-1',
        password_confirmation: 'Lehrer-Passwort-1',
      },
    });
    const tom = await t.login('lehrer@schule.example', 'Lehrer-Passwort-1');
    expect(
      (await t.request({ method: 'PUT', url: '/api/schools/mittelschule-passau-st-nikola', token: tom, payload: { about_us: 'Von Tom' } })).statusCode,
    ).toBe(200);

    const tomId = res.json().data.find((u: { email: string }) => u.email === 'lehrer@schule.example').id;
    expect((await t.request({ method: 'DELETE', url: `${url}/${tomId}`, token: huber })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${url}/${tomId}`, token: school })).json().data).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: tom })).statusCode).toBe(401);
  });

  it('never makes the admin, support or dashboard account a teacher of the school', async () => {
    const support = await t.login('hilfe@oabat.example');
    for (const email of ['admin@oabat.example', 'hilfe@oabat.example', 'dashboard@oabat.example', 'betrieb@oabat.example']) {
      const before = await countMessages(t, email);
      expect((await t.request({ method: 'POST', url, token: school, payload: { email, firstname: 'X', lastname: 'Y' } })).statusCode).toBe(409);
      expect(await countMessages(t, email)).toBe(before);
    }
    const supportId = (await t.request({ method: 'GET', url: '/api/auth/user', token: support })).json().data.id;
    expect((await t.request({ method: 'DELETE', url: `${url}/${supportId}`, token: school })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: support })).statusCode).toBe(200);
  });
});
