import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastMessage, makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_MAX_PER_IP: '3' });
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, ip = '10.9.0.1') => t.request({ method: 'POST', url: '/api/contact-us', payload, remoteAddress: ip });

describe('contact form', () => {
  it('mails the product team by default and stores the message', async () => {
    const res = await send({
      context: 'Impressum',
      email: 'frage@test.example',
      name: 'Eva Frage',
      message: 'Wie melde ich meine Schule an?',
      phone: '0851 1234',
    });
    expect(res.statusCode).toBe(204);
    const mail = await lastMessage(t, t.config.OPERATOR_EMAIL);
    expect(mail!.subject).toBe('Kontaktanfrage (Impressum) von Eva Frage');
    expect(mail!.body_text).toContain('Wie melde ich meine Schule an?');
    expect(mail!.body_text).toContain('frage@test.example');
    const row = await t.db.one<{ receiver: string }>(`SELECT receiver FROM contact_messages WHERE email = 'frage@test.example'`);
    expect(row!.receiver).toBe('oabat');
  });

  it('rejects an empty message with "No content provided"', async () => {
    for (const message of [undefined, '', '   ']) {
      const res = await send({ email: 'x', message }, '10.9.0.2');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'No content provided', errors: { message: ['No content provided'] } });
    }
  });

  it('mails a business by its slug, never an address from the request', async () => {
    const owner = await makeUser(t, { business: 'kontakt-betrieb' });
    const res = await send({ email: 'bewerber@test.example', message: 'Habt ihr noch Plätze?', receiver: 'kontakt-betrieb' }, '10.9.0.3');
    expect(res.statusCode).toBe(204);
    expect((await lastMessage(t, owner.email))!.body_text).toContain('Habt ihr noch Plätze?');
    const relay = await send({ email: 'bewerber@test.example', message: 'Spam', receiver: 'opfer@example.com' }, '10.9.0.3');
    expect(relay.statusCode).toBe(422);
    expect(await lastMessage(t, 'opfer@example.com')).toBeUndefined();
  });

  it('validates the e-mail in German', async () => {
    const res = await send({ email: 'keine-mail', message: 'Hallo' }, '10.9.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
  });

  it('is rate-limited per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await send({ email: 'viel@test.example', message: `Nachricht ${i}` }, '10.9.9.9')).statusCode).toBe(204);
    const res = await send({ email: 'viel@test.example', message: 'noch eine' }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
