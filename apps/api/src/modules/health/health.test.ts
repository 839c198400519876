import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { mediaDeps } from '../media/media.usecases.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform basics', () => {
  it('is ready when database, Redis (when configured) and storage answer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.db.kind, redis: t.config.REDIS_URL ? 'ok' : 'off', storage: 'local' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503, naming the part) while the database fails; the liveness check still answers', async () => {
    const spy = vi.spyOn(t.db, 'query').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Die Datenbank ist nicht erreichbar.', failed: ['database'] });
      const live = await t.request({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', pid: process.pid });
    } finally {
      spy.mockRestore();
    }
  });

  it('is not ready while the upload storage does not answer', async () => {
    // The same storage object the check uses (one per app): a bucket that does not answer, the database is fine.
    const spy = vi.spyOn(mediaDeps(t.app).storage, 'check').mockRejectedValue(new Error('S3 GET answered 503'));
    try {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Der Speicher für Uploads ist nicht erreichbar.', failed: ['storage'] });
    } finally {
      spy.mockRestore();
    }
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
