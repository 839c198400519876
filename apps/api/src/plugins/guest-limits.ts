// Limits of the writes open to guests (issue #35, finding 3): every route with `config: PUBLIC_ROUTE` has a row in
// GUEST_WRITE_LIMITS, enforced here for guests per address (and per target where one address could flood one
// poll, stream or job). guest-limits.test.ts walks the registered routes and fails for a guest write without a row.
// Finer limits inside a use case (logins, mails, codes) stay where they are; these are the floor under all of them.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { consume, type Limit } from '../lib/rate-limit.repository.ts';

export interface Window {
  max: number;
  windowSeconds: number;
}
export interface GuestLimit {
  /** All guest writes of this route from one address. */
  perAddress: Window;
  /** Per address and target (a poll, a stream, a job): the target's key, or null when the body names none. */
  perTarget?: Window & { target(req: FastifyRequest, app: FastifyInstance): Promise<string | null> | string | null };
}

const HOUR = 3600;
const perHour = (max: number): Window => ({ max, windowSeconds: HOUR });
const param = (name: string) => (req: FastifyRequest) => {
  const v = (req.params as Record<string, unknown> | undefined)?.[name];
  return v === undefined ? null : String(v);
};

export const GUEST_LIMIT_MESSAGE = 'Von deinem Anschluss kamen gerade sehr viele Anfragen. Bitte warte einen Moment und versuche es dann noch einmal.';

/** The poll of an option, so votes on the options of one poll share one count. */
const pollOfOption = async (req: FastifyRequest, app: FastifyInstance) => {
  const id = (req.body as { option_id?: unknown } | undefined)?.option_id;
  if (typeof id !== 'number') return null;
  const row = await app.db.one<{ poll_id: number }>(`SELECT poll_id FROM livestream_poll_options WHERE id = $1`, [id]);
  return row ? `poll:${row.poll_id}` : null;
};

/** Keyed `METHOD url` as Fastify registers it. Numbers are per address and hour unless a window says otherwise. */
export const GUEST_WRITE_LIMITS: Record<string, GuestLimit> = {
  // Accounts: login and code limits of their own (LOGIN_MAX_PER_IP, OTP_MAX_PER_*, MAIL_MAX_PER_TARGET) come first.
  'POST /api/auth/check': { perAddress: perHour(300) },
  'POST /api/auth/login': { perAddress: perHour(300) },
  'POST /api/login': { perAddress: perHour(300) },
  'POST /api/auth/register/trainee': { perAddress: perHour(60) },
  'POST /api/register': { perAddress: perHour(60) },
  'POST /api/businesses': { perAddress: perHour(30) },
  'POST /api/auth/social/:provider/callback': { perAddress: perHour(120) },
  'POST /api/auth/verify': { perAddress: perHour(120) },
  'POST /api/auth/verify-otp': { perAddress: perHour(120) },
  'POST /api/auth/verify/resend': { perAddress: perHour(60) },
  'POST /api/auth/verify/send-otp': { perAddress: perHour(60) },
  'POST /api/password_request': { perAddress: perHour(60) },
  'POST /api/password_reset': { perAddress: perHour(60) },
  'POST /api/util/app_link': { perAddress: perHour(30) },
  'POST /api/parental-consent/confirm': { perAddress: perHour(60) },
  'POST /api/parental-consent/revoke': { perAddress: perHour(60) },
  // Contact, consent, uploads before registration.
  'POST /api/contact-us': { perAddress: perHour(30) },
  'POST /api/cookie-consent': { perAddress: perHour(1200) },
  'POST /api/file': { perAddress: perHour(120) },
  // Job alerts of guests (double opt-in by mail).
  'POST /api/saved-searches': { perAddress: perHour(30) },
  'POST /api/saved-searches/confirm/:token': { perAddress: perHour(120) },
  'POST /api/saved-searches/unsubscribe/:token': { perAddress: perHour(120) },
  // Reads sent as POST, statistics and ratings (ACTIVITY_MAX_PER_IP, ANON_RATING_MAX_PER_* inside).
  'POST /api/search/autocomplete_city': { perAddress: perHour(3000) },
  'POST /api/business/:id/getBusinessesAround': { perAddress: perHour(1200) },
  'POST /api/business/:id/activities': { perAddress: perHour(3000), perTarget: { ...perHour(600), target: param('id') } },
  'POST /api/oabalytics': { perAddress: perHour(3000) },
  'POST /api/v2/jobs/anonymous_ratings': { perAddress: perHour(300) },
  'POST /api/v2/jobs/anonymous_ratings/': { perAddress: perHour(300) },
  // Mail from the mail provider's few addresses: many per hour are normal; the shared secret admits them.
  'POST /api/mail/inbound': { perAddress: perHour(20_000) },
  // nginx-rtmp's callbacks (issue #38) come from loopback only, with the shared secret; a fair day has thousands.
  'POST /api/ingest/:call': { perAddress: perHour(100_000) },
  // Livestreams: a class behind one address votes (each with its own signed guest id), one guest cannot flood a poll.
  'POST /api/livestream_poll_option_votes/': { perAddress: perHour(300), perTarget: { ...perHour(40), target: pollOfOption } },
  'PUT /api/livestream_poll_proposal/:id': { perAddress: perHour(120), perTarget: { ...perHour(40), target: (req) => `poll:${param('id')(req)}` } },
  'POST /api/livestreams/:id/events': { perAddress: perHour(6000), perTarget: { ...perHour(3000), target: param('id') } },
  'POST /api/livestreams/:id/messages': { perAddress: perHour(300) },
  // A page reports its player's latency every 30 s (#38); a guest counts once per address and stream anyway.
  'POST /api/livestreams/:id/latency': { perAddress: perHour(1200), perTarget: { ...perHour(600), target: param('id') } },
  'POST /api/livestreams/:id/verify': { perAddress: perHour(60) },
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isGuestWrite = (route: { method: string | string[]; url: string; config?: unknown }) =>
  route.url.startsWith('/api/') &&
  (route.config as { public?: boolean } | undefined)?.public === true &&
  [route.method].flat().some((m) => !READS.has(m.toUpperCase()));

const scaled = (w: Window, factor: number): Window => ({ max: Math.max(1, Math.round(w.max * factor)), windowSeconds: w.windowSeconds });

export default fp(
  async (app) => {
    const factor = app.config.GUEST_LIMIT_FACTOR;
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isGuestWrite(route)) return;
      const method = [route.method]
        .flat()
        .find((m) => !READS.has(m.toUpperCase()))!
        .toUpperCase();
      const row = GUEST_WRITE_LIMITS[`${method} ${route.url}`];
      // A guest write without a row is refused by the test; at run time it gets the strictest floor meanwhile.
      const limit: GuestLimit = row ?? { perAddress: perHour(30) };
      const name = `${method} ${route.url}`;
      const check = async (req: FastifyRequest) => {
        if (req.viewer) return; // signed-in people are limited by their account, not their address
        const limits: Limit[] = [{ key: `guest:${name}:${req.ip}`, ...scaled(limit.perAddress, factor) }];
        const target = limit.perTarget ? await limit.perTarget.target(req, app) : null;
        if (limit.perTarget && target) limits.push({ key: `guest:${name}:${target}:${req.ip}`, ...scaled(limit.perTarget, factor) });
        await consume(app.db, limits, GUEST_LIMIT_MESSAGE);
      };
      route.preHandler = [check, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'guest-limits', dependencies: ['auth'] },
);
