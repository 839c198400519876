// Overload shedding (@fastify/under-pressure): beyond a configured limit every request answers 503
// with Retry-After and a German message, before the route (or the database) does any work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  // A heap limit of 1 MB is always exceeded: the process counts as overloaded from the first sample.
  t = await createTestApp({ OVERLOAD_MAX_HEAP_USED_MB: '1', OVERLOAD_RETRY_AFTER_SECONDS: '7' });
  await new Promise((r) => setTimeout(r, 1200));
});
afterAll(() => t.close());

describe('overload', () => {
  it('sheds requests with 503, Retry-After and a German message, security headers included', async () => {
    for (const [method, url] of [
      ['GET', '/api/search'],
      ['POST', '/api/auth/login'],
      ['GET', '/api/health'],
    ] as const) {
      const res = await t.request({ method, url, ...(method === 'POST' ? { payload: { email: 'azubi@oabat.example', password: 'x' } } : {}) });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({ message: 'Oabat ist gerade stark ausgelastet. Bitte versuche es in einigen Sekunden noch einmal.' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is off where no limit is set (the other API tests run that way)', async () => {
    const other = await createTestApp({ OVERLOAD_MAX_HEAP_USED_MB: '0' });
    try {
      await new Promise((r) => setTimeout(r, 700));
      expect((await other.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('static files under overload', () => {
  it("answers the web build's files and uploaded media while API calls and pages are shed", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const other = await createTestApp({ WEB_DIST: dist, OVERLOAD_MAX_HEAP_USED_MB: '1' });
    try {
      await new Promise((r) => setTimeout(r, 1200));
      for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/favicon.svg']) {
        const res = await other.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
      // An unknown upload is a 404 of the media route, not a 503.
      expect((await other.request({ method: 'GET', url: '/media/images/00000000-0000-0000-0000-000000000000/1.webp' })).statusCode).not.toBe(503);
      for (const url of ['/api/search', '/api/site', '/ausbildung/zip-passau-94032']) {
        expect((await other.request({ method: 'GET', url })).statusCode, url).toBe(503);
      }
    } finally {
      await other.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('tells static files from API calls and pages', async () => {
    const { isStaticFile } = await import('./resilience.ts');
    for (const url of [
      '/assets/index-B1.js',
      '/assets/Button-x.css?v=1',
      '/media/images/u/2.webp',
      '/media/videos/u/video.mp4',
      '/fonts/inter.woff2',
      '/favicon.ico',
    ])
      expect(isStaticFile(url), url).toBe(true);
    for (const url of [
      '/api/search',
      '/api/images/x.png',
      '/',
      '/ausbildung/zip-passau-94032',
      '/betriebe/baeckerei-huber',
      '/sitemap.xml',
      '/socket.io/?EIO=4',
    ])
      expect(isStaticFile(url), url).toBe(false);
  });
});

describe('start-up grace', () => {
  it('an event-loop delay right after the port opened does not shed (start-up blocked the loop on purpose); later it does', async () => {
    const { shedsRequest, STARTUP_GRACE_MS } = await import('./resilience.ts');
    const listenedAt = 1_000_000;
    const graceUntil = listenedAt + STARTUP_GRACE_MS;
    expect(shedsRequest('eventLoopDelay', listenedAt + 10, graceUntil)).toBe(false);
    expect(shedsRequest('eventLoopDelay', graceUntil + 1, graceUntil)).toBe(true);
    // Memory limits shed at once: start-up does not excuse them.
    expect(shedsRequest('heapUsedBytes', listenedAt + 10, graceUntil)).toBe(true);
    // Before any listen (tests through inject), nothing is excused.
    expect(shedsRequest('eventLoopDelay', listenedAt, 0)).toBe(true);
  });
});

describe('database queue', () => {
  it('sheds API calls with 503 while more queries wait for a pooled connection than OVERLOAD_MAX_DB_WAITING; health still answers', async () => {
    const other = await createTestApp({ OVERLOAD_MAX_DB_WAITING: '10', OVERLOAD_RETRY_AFTER_SECONDS: '4' });
    try {
      const db = other.app.db as { waiting: () => number };
      const real = db.waiting;
      db.waiting = () => 11;
      const shed = await other.request({ method: 'GET', url: '/api/search' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('4');
      expect(shed.json()).toEqual({ message: 'Oabat ist gerade stark ausgelastet. Bitte versuche es in einigen Sekunden noch einmal.' });
      expect((await other.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      db.waiting = () => 10;
      expect((await other.request({ method: 'GET', url: '/api/site' })).statusCode).toBe(200);
      db.waiting = real;
    } finally {
      await other.close();
    }
  });

  it('counts only API calls, never the health check', async () => {
    const { shedsForDatabase } = await import('./resilience.ts');
    expect(shedsForDatabase('/api/search?x=1', 201, 200)).toBe(true);
    expect(shedsForDatabase('/api/search', 200, 200)).toBe(false);
    expect(shedsForDatabase('/api/health', 5000, 200)).toBe(false);
    expect(shedsForDatabase('/ausbildung/passau', 5000, 200)).toBe(false);
  });
});
