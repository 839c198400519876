import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

describe('site information', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_NAME: 'Beispiel GmbH' });
  });
  afterAll(() => t.close());

  it('gives the operator details for the legal pages', async () => {
    const res = await t.request({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Beispiel GmbH', address: expect.any(String), email: expect.any(String) });
  });

  it('serves no /api/dev route at all without OABAT_DEV_OUTBOX, in development too', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      await dev.request({ method: 'POST', url: '/api/password_request', payload: { email: 'admin@oabat.example' } });
      const res = await dev.request({ method: 'GET', url: '/api/dev/outbox?recipient=admin@oabat.example' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('passwort-zuruecksetzen');
      expect(Object.keys(dev.app.swagger().paths ?? {}).filter((p) => p.startsWith('/api/dev'))).toEqual([]);
    } finally {
      await dev.close();
    }
  });
});

describe('with OABAT_DEV_OUTBOX=1 (tests and local demos)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ OABAT_DEV_OUTBOX: '1' });
  });
  afterAll(() => t.close());

  it('shows a loopback client the mails to one recipient', async () => {
    await t.request({ method: 'POST', url: '/api/password_request', payload: { email: 'azubi@oabat.example' } });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.request({ method: 'GET', url: '/api/dev/outbox?recipient=AZUBI@oabat.example', remoteAddress });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toMatchObject({ channel: 'mail', recipient: 'azubi@oabat.example' });
      expect(res.json().data[0].body_text).toContain('passwort-zuruecksetzen');
    }
  });

  it('refuses a client from another address, whatever X-Forwarded-For claims', async () => {
    await t.request({ method: 'POST', url: '/api/password_request', payload: { email: 'admin@oabat.example' } });
    for (const remoteAddress of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/dev/outbox?recipient=admin@oabat.example',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('passwort-zuruecksetzen');
    }
  });
});
