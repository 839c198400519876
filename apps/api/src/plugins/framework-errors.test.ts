// Refusals before routing (an overlong or malformed path segment) answer like every other error:
// German JSON with the security headers, never Fastify's English default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('errors before routing', () => {
  it('an overlong path segment gets 414 in German with security headers', async () => {
    const res = await t.request({ method: 'GET', url: `/api/v2/jobs/${'x'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'Die Adresse ist zu lang.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a malformed percent-encoding gets 400 in German', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v2/jobs/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Die Adresse enthält ungültige Zeichen.' });
  });
});
