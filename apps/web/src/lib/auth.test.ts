// The start's session check: only a 401 drops the stored token; a busy server or a lost connection is asked again,
// and when it keeps failing the token stays for the next visit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = { id: 1, email: 'azubi@oabat.example' };
const answer = (status: number) =>
  status === 200
    ? new Response(JSON.stringify({ data: user }), { status, headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify({ message: 'Der Server ist gerade ausgelastet.' }), { status, headers: { 'content-type': 'application/json' } });

async function start(statuses: number[]) {
  vi.resetModules();
  const fetchMock = vi.fn(async () => answer(statuses.shift() ?? 503));
  vi.stubGlobal('fetch', fetchMock);
  const { setToken, getToken } = await import('./api.ts');
  const { auth } = await import('./auth.ts');
  setToken('gespeichertes-token');
  const done = auth.init();
  await vi.runAllTimersAsync();
  await done;
  return { state: auth.get(), token: getToken(), calls: fetchMock.mock.calls.length };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session check at start', () => {
  it('asks a busy server again and logs in once it answers', async () => {
    const { state, token, calls } = await start([503, 503, 200]);
    expect(state).toMatchObject({ loggedIn: true, ready: true, user });
    expect(token).toBe('gespeichertes-token');
    expect(calls).toBe(3);
  });
  it('drops the token when the server says it is bad (401), without asking again', async () => {
    const { state, token, calls } = await start([401]);
    expect(state).toMatchObject({ loggedIn: false, ready: true });
    expect(token).toBeNull();
    expect(calls).toBe(1);
  });
  it('keeps the token when the server stays unreachable, and shows the guest view', async () => {
    const { state, token, calls } = await start([503, 503, 503, 503, 503]);
    expect(state).toMatchObject({ loggedIn: false, ready: true });
    expect(token).toBe('gespeichertes-token');
    expect(calls).toBe(4);
  });
});
