// Slow clients (issue #35): trickled headers and bodies are cut off, idle keep-alive connections close, and a
// resumable upload's PATCH may take long while bytes flow but ends when they stop. Small limits for the test.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let port: number;
let huber: string;

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000', UPLOAD_IDLE_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  huber = await t.login('betrieb@oabat.example');
}, 120_000);
afterAll(() => t?.close());

interface Outcome {
  /** Milliseconds from the connection until the server closed it (Infinity: still open when the test gave up). */
  closedAfter: number;
  answer: string;
  /** Pieces of the trickle written before the close. */
  sent: number;
}

/** Writes `head`, then each of `pieces` every `everyMs`; gives up after `giveUpMs`. */
function trickle(head: string, pieces: (string | Buffer)[], everyMs: number, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfter: number) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfter, answer, sent });
    };
    const giveUp = setTimeout(() => finish(Infinity), giveUpMs);
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < pieces.length && !socket.destroyed) socket.write(pieces[sent++]!);
      }, everyMs);
    });
  });
}

const bytes = (n: number) => Array.from({ length: n }, () => 'x');

describe('slow clients', () => {
  it('cuts off a request body trickled a byte at a time with 408 (REQUEST_TIMEOUT_MS)', async () => {
    // 200 bytes at one every 200 ms would take 40 s.
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const out = await trickle(head, bytes(200), 200, 20_000);
    expect(out.closedAfter).toBeGreaterThanOrEqual(1400);
    expect(out.closedAfter).toBeLessThan(15_000);
    expect(out.sent).toBeLessThan(200);
    expect(out.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(out.answer).toContain('Die Anfrage hat zu lange gedauert.');
  });

  it('cuts off headers trickled a line at a time (HEADERS_TIMEOUT_MS)', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: a\r\n`);
    const out = await trickle('GET /api/site HTTP/1.1\r\nHost: x\r\n', lines, 200, 20_000);
    expect(out.closedAfter).toBeLessThan(15_000);
    expect(out.sent).toBeLessThan(100);
  });

  it('closes an idle keep-alive connection (KEEP_ALIVE_TIMEOUT_MS)', async () => {
    const out = await trickle('GET /api/site HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n', [], 1000, 20_000);
    expect(out.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(out.closedAfter).toBeLessThan(15_000);
  });

  it('lets a tus PATCH take longer than REQUEST_TIMEOUT_MS while bytes flow, and ends it after UPLOAD_IDLE_TIMEOUT_MS of silence', async () => {
    const newUpload = async () => {
      const video = (
        await t.request({ method: 'POST', url: '/api/videos', token: huber, payload: { title: 'Langsam', upload: { size: 1000, name: 'a.mp4' } } })
      ).json().data;
      const res = await fetch(`http://127.0.0.1:${port}/api/videos/upload`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          authorization: `Bearer ${huber}`,
          'Upload-Length': '1000',
          'Upload-Metadata': `video_id ${Buffer.from(String(video.id)).toString('base64')}`,
        },
      });
      expect(res.status).toBe(201);
      return res.headers.get('location')!;
    };
    const patchHead = (location: string, length: number) =>
      `PATCH ${location} HTTP/1.1\r\nHost: x\r\nTus-Resumable: 1.0.0\r\nAuthorization: Bearer ${huber}\r\n` +
      `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

    // 20 bytes over about 4 s (one every 200 ms): slow, but never silent for a second.
    const flowing = await trickle(patchHead(await newUpload(), 20), bytes(20), 200, 20_000);
    expect(flowing.answer).toMatch(/^HTTP\/1\.1 204/);
    expect(flowing.closedAfter).toBeGreaterThan(1500);

    // 5 bytes, then silence: the connection ends; the upload resumes from what arrived.
    const location = await newUpload();
    const silent = await trickle(patchHead(location, 20), [...bytes(5), ...Array.from({ length: 100 }, () => '')], 100, 20_000);
    expect(silent.closedAfter).toBeLessThan(15_000);
    const head = await fetch(`http://127.0.0.1:${port}${location}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${huber}` },
    });
    expect(Number(head.headers.get('upload-offset'))).toBe(5);
  }, 60_000);
});
