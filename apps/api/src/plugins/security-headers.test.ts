// The security headers (plugins/frame-policy.ts): pages get helmet's set, API answers the short API set. Both are on
// error answers too: upload errors (413, 415), body and media-type errors Fastify raises before a route runs, API
// 404s; and on the embed routes (which differ only in their frame policy; /embed.js may also be loaded by other sites).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { loginAs, makeUser } from '../../test/factories/accounts.ts';
import { multipartBody, testJpeg, testPdf } from '../../test/factories/media.ts';
import { API_HEADERS, HELMET_OPTIONS, helmetHeaders } from './frame-policy.ts';

const EXPECTED = helmetHeaders(HELMET_OPTIONS).map(([name, value]): [string, string] => [name.toLowerCase(), value]);
let t: TestContext;
let token: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: dist });
  token = await loginAs(t, (await makeUser(t)).email);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Every header of helmet's set, as configured; `except` names the ones a route sets differently on purpose. */
function expectHeaders(res: LightMyRequestResponse, label: string, except: string[] = []) {
  expect(EXPECTED.length, 'helmet set').toBeGreaterThan(8);
  for (const [name, value] of EXPECTED) {
    if (except.includes(name)) continue;
    expect(res.headers[name], `${label}: ${name}`).toBe(value);
  }
}

/** The API set exactly: none of helmet's page headers besides it. */
function expectApiHeaders(res: LightMyRequestResponse, label: string) {
  for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name], `${label}: ${name}`).toBe(value);
  for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
    expect(res.headers[name], `${label}: ${name}`).toBeUndefined();
  }
}

describe('which set an answer gets', () => {
  it('pages and the API documentation get helmet set, API answers the API set', async () => {
    for (const url of ['/', '/betriebe/baeckerei-huber', '/api/docs/']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expectHeaders(res, url);
    }
    for (const url of ['/api/site', '/api/auth/user', '/api/search?category=alles']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expectApiHeaders(res, url);
    }
  });

  it('a malformed path, answered before any hook, gets the API set', async () => {
    const res = await t.request({ method: 'GET', url: '/api/job/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectApiHeaders(res, 'malformed');
  });
});

const upload = async (url: string, field: string, bytes: Buffer, name: string) =>
  t.request({ method: 'POST', url, token, ...(await multipartBody({ [field]: { bytes, name } })) });

describe('security headers on error answers', () => {
  it('upload errors: 413 (too large) and 415 (not a document or image)', async () => {
    const bigFile = await upload('/api/file', 'file', Buffer.concat([testPdf(), Buffer.alloc(21 * 1024 * 1024)]), 'gross.pdf');
    expect(bigFile.statusCode).toBe(413);
    expectApiHeaders(bigFile, 'file 413');
    const bigImage = await upload('/api/images', 'image', Buffer.concat([await testJpeg(100, 100), Buffer.alloc(16 * 1024 * 1024)]), 'riesig.jpg');
    expect(bigImage.statusCode).toBe(413);
    expectApiHeaders(bigImage, 'image 413');
    const html = await upload('/api/file', 'file', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'lebenslauf.pdf');
    expect(html.statusCode).toBe(415);
    expectApiHeaders(html, 'file 415');
    const text = await upload('/api/images', 'image', Buffer.from('kein Bild'), 'bild.png');
    expect(text.statusCode).toBe(415);
    expectApiHeaders(text, 'image 415');
  });

  it('errors Fastify raises before the route: a body over the limit (413) and an unknown media type (415)', async () => {
    const big = await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      token,
      headers: { 'content-type': 'application/json' },
      payload: `{"body":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(big.statusCode).toBe(413);
    expectApiHeaders(big, 'body 413');
    const xml = await t.request({ method: 'POST', url: '/api/chat/messages', token, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expectApiHeaders(xml, 'media type 415');
  });

  it('API 404s: an unknown route and an unknown object', async () => {
    for (const url of ['/api/gibt-es-nicht', '/api/v2/jobs/gibt-es-nicht-999', '/api/file/2147483647']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBeTruthy();
      expectApiHeaders(res, url);
    }
  });
});

describe('security headers on the embed routes', () => {
  it('the embed pages: the whole set, except that any site may frame them', async () => {
    for (const url of ['/embed/jobs', '/embed/businesses?region=passau', '/jobs/uebersicht_embed']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectHeaders(res, url, ['content-security-policy', 'x-frame-options']);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toBe(EXPECTED.find(([n]) => n === 'content-security-policy')![1].replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('/embed.js: the whole set, loadable by other sites (Cross-Origin-Resource-Policy)', async () => {
    const res = await t.request({ method: 'GET', url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expectHeaders(res, '/embed.js', ['cross-origin-resource-policy']);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
