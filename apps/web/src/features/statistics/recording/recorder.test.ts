// What the recorder sends and when: the last events before a logout go out while the session still exists, and a page
// hide finds little enough in the buffer to send it with keepalive (the only request that outlives a closed page).
// rrweb itself is mocked: the test plays its part by emitting events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const rrweb = vi.hoisted(() => ({ emit: (_event: unknown) => {} }));
vi.mock('@rrweb/record', () => ({
  record: (opts: { emit: (event: unknown) => void }) => {
    rrweb.emit = opts.emit;
    return () => {};
  },
}));

const { startRecording, stopRecording } = await import('./recorder.ts');
const { auth } = await import('../../../lib/auth.ts');
const { setToken } = await import('../../../lib/api.ts');

interface Call {
  url: string;
  auth: string | null;
  keepalive: boolean;
  bytes: number;
  events: number;
}
let calls: Call[] = [];
const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
  const body = typeof init?.body === 'string' ? init.body : '';
  calls.push({
    url: new URL(String(url), 'http://localhost').pathname,
    auth: new Headers(init?.headers).get('authorization'),
    keepalive: !!init?.keepalive,
    bytes: new Blob([body]).size,
    events: body ? ((JSON.parse(body) as { events?: unknown[] }).events?.length ?? 0) : 0,
  });
  return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
});
/** An rrweb-like event of about `size` characters (umlauts are two bytes each in UTF-8). */
const event = (size: number) => ({ type: 3, data: { text: 'ä'.repeat(size / 2) } });
const recordings = () => calls.filter((c) => c.url === '/api/oabalytics/recordings');

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token-der-sitzung');
});
afterEach(() => {
  stopRecording();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('session recorder', () => {
  it('sends the events of the last seconds before a logout ends the session', async () => {
    startRecording();
    rrweb.emit(event(200));
    rrweb.emit(event(200));
    await auth.logout();
    expect(calls.map((c) => c.url)).toEqual(['/api/oabalytics/recordings', '/api/auth/logout']);
    expect(calls[0]).toMatchObject({ auth: 'Bearer token-der-sitzung', events: 2 });
  });

  it('keeps the buffer small enough that a page hide sends it with keepalive', async () => {
    startRecording();
    for (let i = 0; i < 12; i++) rrweb.emit(event(9_000));
    const early = recordings().length;
    expect(early).toBeGreaterThan(0); // sent before the ten seconds, as the buffer filled
    rrweb.emit(event(9_000));
    window.dispatchEvent(new Event('pagehide'));
    const last = recordings().at(-1)!;
    expect(recordings().length).toBe(early + 1);
    expect(last.keepalive).toBe(true);
    expect(last.bytes).toBeLessThanOrEqual(60_000);
    expect(recordings().reduce((n, c) => n + c.events, 0)).toBe(13);
  });
});
