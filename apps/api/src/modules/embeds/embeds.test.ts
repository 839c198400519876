import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

describe('/embed.js', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is plain JavaScript that other websites may load', async () => {
    const res = await t.request({ method: 'GET', url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Parses as a classic script (no modules, no TypeScript).
    expect(() => new vm.Script(res.body)).not.toThrow();
    expect(res.body).toContain('oabat:embed-height');
  });
});
