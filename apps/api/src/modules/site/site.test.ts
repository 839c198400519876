import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => { t = await createTestApp({ OPERATOR_NAME: 'Beispiel GmbH' }); });
afterAll(() => t.close());

describe('site information', () => {
  it('gives the operator details for the legal pages', async () => {
    const res = await t.request({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Beispiel GmbH', address: expect.any(String), email: expect.any(String) });
  });

  it('shows a recipient the mails in the outbox outside production', async () => {
    await t.request({ method: 'POST', url: '/api/password_request', payload: { email: 'azubi@oabat.example' } });
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox?recipient=AZUBI@oabat.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ channel: 'mail', recipient: 'azubi@oabat.example' });
    expect(res.json().data[0].body_text).toContain('passwort-zuruecksetzen');
  });
});

describe('in production', () => {
  let prod: TestContext;
  beforeAll(async () => { prod = await createTestApp({ NODE_ENV: 'production' }); });
  afterAll(() => prod.close());
  it('hides the outbox', async () => {
    const res = await prod.request({ method: 'GET', url: '/api/dev/outbox?recipient=azubi@oabat.example' });
    expect(res.statusCode).toBe(404);
  });
});
