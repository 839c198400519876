import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform basics', () => {
  it('reports a healthy database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.db.kind });
  });

  it('answers an unknown API path with a JSON 404 in German', async () => {
    const res = await t.request({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nicht gefunden.' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('sets security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An API answer: nothing may run or frame it (plugins/frame-policy.ts, API_HEADERS).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('turns malformed JSON into a 422 with a German message', async () => {
    const res = await t.request({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{"x":' });
    expect([404, 422]).toContain(res.statusCode);
    expect(res.json().message).toMatch(/[äöüÄÖÜß]|Nicht|ungültig/);
  });
});
