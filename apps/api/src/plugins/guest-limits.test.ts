// Writes open to guests (issue #35, finding 3): the route table itself is checked (every guest write declares a
// limit in GUEST_WRITE_LIMITS), and a few limits are proved to answer 429 in German with Retry-After.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { DEMO_LIVESTREAM_TITLE } from '../modules/livestreams/livestreams.demo.ts';
import { GUEST_LIMIT_MESSAGE, GUEST_WRITE_LIMITS, isGuestWrite } from './guest-limits.ts';

let t: TestContext;
const guestWrites: string[] = [];
beforeAll(async () => {
  // The limits as in production (the other test files multiply them by 1000).
  t = await createTestApp(
    { GUEST_LIMIT_FACTOR: '1' },
    {
      onRoute: (route: RouteOptions) => {
        if (isGuestWrite(route)) guestWrites.push(`${[route.method].flat().find((m) => m !== 'GET' && m !== 'HEAD')} ${route.url}`);
      },
    },
  );
}, 120_000);
afterAll(() => t.close());

describe('every write open to guests declares a limit', () => {
  it('each guest write of the route table has a row in GUEST_WRITE_LIMITS, and each row is a guest write', () => {
    expect(guestWrites.length).toBeGreaterThan(30);
    expect(guestWrites.filter((r) => !GUEST_WRITE_LIMITS[r]).sort(), 'guest writes without a declared limit').toEqual([]);
    expect(
      Object.keys(GUEST_WRITE_LIMITS)
        .filter((r) => !guestWrites.includes(r))
        .sort(),
      'rows for routes that are no guest write',
    ).toEqual([]);
    for (const [route, l] of Object.entries(GUEST_WRITE_LIMITS)) {
      expect(l.perAddress.max, route).toBeGreaterThan(0);
      expect(l.perAddress.windowSeconds, route).toBeGreaterThan(0);
    }
  });
});

const refusedInGerman = (res: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toBe(GUEST_LIMIT_MESSAGE);
};

describe('poll votes of guests', () => {
  let poll: { id: number; options: { id: number }[] };
  beforeAll(async () => {
    const admin = await t.login('admin@oabat.example');
    const streamId = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
    poll = (
      await t.request({
        method: 'POST',
        url: '/api/livestream_polls/',
        token: admin,
        payload: { livestream_id: streamId, question: 'Wie viele Stimmen hat ein Gast?', options: ['Eine', 'Viele'], is_active: true, allow_proposals: false },
      })
    ).json().data;
  });
  const guestId = async (remoteAddress: string) => {
    const res = await t.request({ method: 'GET', url: '/api/livestream/guest_id', remoteAddress });
    return { res, id: res.statusCode === 200 ? (res.json().data.guest_id as string) : null };
  };
  const vote = (remoteAddress: string, chat_user_id: string, token: string | null = null) =>
    t.request({ method: 'POST', url: '/api/livestream_poll_option_votes/', remoteAddress, token, payload: { option_id: poll.options[0]!.id, chat_user_id } });

  it('a made-up id is refused; a server-issued id votes once', async () => {
    const madeUp = await vote('10.35.0.1', 'gast-frei-erfunden-0001');
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors.chat_user_id).toEqual(['Bitte lade die Seite neu und stimme noch einmal ab.']);
    // A forged signature is as good as none.
    const { id } = await guestId('10.35.0.1');
    expect((await vote('10.35.0.1', `${id!.slice(0, -1)}${id!.endsWith('0') ? '1' : '0'}`)).statusCode).toBe(422);
    expect((await vote('10.35.0.1', id!)).statusCode).toBe(201);
    expect((await vote('10.35.0.1', id!)).statusCode).toBe(409);
  });

  it('one address casts at most 40 guest votes on one poll (the finding: 125 votes, all 201); accounts still vote', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 45; i++) {
      const { id } = await guestId('10.35.0.2');
      const res = await vote('10.35.0.2', id!);
      codes.push(res.statusCode);
      if (res.statusCode === 429) refusedInGerman(res);
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(40);
    expect(codes.slice(40)).toEqual([429, 429, 429, 429, 429]);
    // Another address is not affected, nor is a pupil with an account behind the same address.
    const { id } = await guestId('10.35.0.3');
    expect((await vote('10.35.0.3', id!)).statusCode).toBe(201);
    const pupil = await t.login('azubi@oabat.example');
    expect((await vote('10.35.0.2', 'unbenutzt-0001', pupil)).statusCode).toBe(201);
  });

  it('one address gets at most 60 guest ids an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) {
      const { res } = await guestId('10.35.0.4');
      codes.push(res.statusCode);
      if (res.statusCode === 429) refusedInGerman(res);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
  });
});

describe('the floor under every guest write', () => {
  it('an address that unsubscribes alerts 120 times an hour is refused the 121st time', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await t.request({ method: 'POST', url: `/api/saved-searches/unsubscribe/${'x'.repeat(20)}${i}`, remoteAddress: '10.35.0.5' });
      codes.push(res.statusCode);
      if (i === 120) refusedInGerman(res);
    }
    expect(codes.slice(0, 120)).not.toContain(429);
  });
});
