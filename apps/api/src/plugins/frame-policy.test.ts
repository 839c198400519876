import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { isFrameablePath } from './frame-policy.ts';

let t: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('frame policy', () => {
  it('lets other sites frame the embed routes only', async () => {
    for (const url of [
      '/embed/jobs',
      '/embed/businesses?region=passau',
      '/jobs/uebersicht_embed',
      '/region/passau/ausbildung_embed',
      '/jobs/baecker-1/card_embed',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('keeps every other page unframeable by other sites, and API answers unframeable by any', async () => {
    for (const url of ['/', '/betriebe/baeckerei-huber', '/einstellungen', '/embedded']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    for (const url of ['/api/site', '/api/gibt-es-nicht', '/api/embed/jobs', '/api/x_embed']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('decides on the normalised path: encoded dot segments and backslashes do not make a page frameable', async () => {
    for (const url of [
      '/embed/%2e%2e/einstellungen',
      '/embed/%2E%2E/einstellungen',
      '/embed/..%2feinstellungen',
      '/embed/.%2e/einstellungen',
      '/embed%5c..%5ceinstellungen',
      '/einstellungen/x_embed/%2e%2e',
      '/embed/%',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).not.toContain('frame-ancestors *');
      expect(res.headers['x-frame-options'], url).toMatch(/^(SAMEORIGIN|DENY)$/);
    }
    // An API path in disguise gets the API's headers.
    const api = await t.request({ method: 'GET', url: '/embed/%2e%2e/api/site' });
    expect(api.headers['content-security-policy']).not.toContain('frame-ancestors *');
    // Encoded but still an embed route: stays frameable.
    expect((await t.request({ method: 'GET', url: '/%65mbed/jobs' })).headers['content-security-policy']).toContain('frame-ancestors *');
    expect(isFrameablePath('/embed/./jobs')).toBe(true);
  });

  it('decides by the path alone', () => {
    expect([isFrameablePath('/embed/jobs/'), isFrameablePath('/x_embed?y=1'), isFrameablePath('/embedx'), isFrameablePath('/api/x_embed')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
