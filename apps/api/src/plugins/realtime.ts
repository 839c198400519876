// socket.io on the API's own HTTP server (path /socket.io). The handshake carries the bearer token in
// `auth.token` (no token: a guest, who may only join public livestream rooms); browsers must come
// from PUBLIC_URL's origin (outside production also any localhost origin, for the Vite dev server).
// Requests without an Origin header (non-browser clients: apps, tests, benchmarks) are allowed: the
// Origin check protects browser sessions, and such clients still need a valid token for private rooms.
// With REDIS_URL the Redis adapter carries every emit to the sockets of all API processes.
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import {
  CLIENT_EVENTS, REALTIME_LIMITS, parseRoom, schoolRoom, userRoom, type JoinAck, type RealtimePayloads,
} from '@oabat/domain/realtime';
import { sha256 } from '../lib/tokens.ts';
import { findSessionUser, type SessionUser } from '../modules/accounts/session.repository.ts';

type RoomKind = 'user' | 'school' | 'conversation' | 'livestream';
type RoomCheck = (user: SessionUser | null, id: number) => Promise<boolean> | boolean;
type ClientHandler = (socket: Socket, user: SessionUser | null, payload: unknown) => Promise<void> | void;

export interface Realtime {
  io: Server;
  emitToUser<E extends keyof RealtimePayloads>(userId: number, event: E, payload: RealtimePayloads[E]): void;
  emitToSchool<E extends keyof RealtimePayloads>(schoolId: number, event: E, payload: RealtimePayloads[E]): void;
  emitToRoom<E extends keyof RealtimePayloads>(room: string, event: E, payload: RealtimePayloads[E]): void;
  /** Whether the user has a connected socket on any process (through the adapter). */
  isOnline(userId: number): Promise<boolean>;
  /** A feature decides who may join its rooms (chat: conversation participants). */
  authorizeRoom(kind: RoomKind, check: RoomCheck): void;
  /** A feature handles a client event (chat: typing); the handler checks rights itself. */
  onClientEvent(name: string, handler: ClientHandler): void;
}

declare module 'fastify' {
  interface FastifyInstance { realtime: Realtime }
}

export const SOCKET_MESSAGES = {
  badToken: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  badOrigin: 'Verbindung von dieser Seite nicht erlaubt.',
  roomRefused: 'Diesem Raum darfst du nicht beitreten.',
  flood: 'Zu viele Nachrichten. Die Verbindung wurde getrennt.',
} as const;

function allowedOrigin(origin: string | undefined, publicUrl: string, production: boolean): boolean {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    if (o.origin === new URL(publicUrl).origin) return true;
    return !production && (o.hostname === 'localhost' || o.hostname === '127.0.0.1');
  } catch { return false; }
}

export default fp(async (app) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    maxHttpBufferSize: REALTIME_LIMITS.maxMessageBytes,
    serveClient: false,
    allowRequest: (req, cb) => cb(null, allowedOrigin(req.headers.origin, app.config.publicUrl, app.config.NODE_ENV === 'production')),
  });
  let redis: { quit(): Promise<unknown> }[] = [];
  if (app.config.REDIS_URL) {
    const pub = createClient({ url: app.config.REDIS_URL });
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err: Error) => app.log.error({ err }, 'redis (socket.io adapter)'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redis = [pub, sub];
  }

  const roomChecks = new Map<RoomKind, RoomCheck>([
    ['user', (user, id) => user?.id === id],
    ['school', (user, id) => user?.school?.id === id],
    ['conversation', () => false],
    ['livestream', async (_user, id) => {
      // Public rooms; once the livestream feature's table exists, the stream must exist too.
      const table = await app.db.one<{ t: string | null }>(`SELECT to_regclass('livestreams')::text AS t`);
      return !table?.t || !!(await app.db.one(`SELECT 1 FROM livestreams WHERE id = $1`, [id]));
    }],
  ]);
  const handlers = new Map<string, ClientHandler>();

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') { socket.data.user = null; return next(); }
    const session = typeof token === 'string' ? await findSessionUser(app.db, sha256(token)).catch(() => null) : null;
    if (!session) return next(new Error(SOCKET_MESSAGES.badToken));
    socket.data.user = session.user;
    next();
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as SessionUser | null;
    if (user) {
      void socket.join(userRoom(user.id));
      if (user.school?.id) void socket.join(schoolRoom(user.school.id));
    }
    // Token bucket per socket: a flood is cut off, not served.
    let tokens: number = REALTIME_LIMITS.burst, last = Date.now();
    socket.use((_packet, next) => {
      const now = Date.now();
      tokens = Math.min(REALTIME_LIMITS.burst, tokens + ((now - last) / 1000) * REALTIME_LIMITS.eventsPerSecond);
      last = now;
      if (tokens < 1) { socket.emit('error', { message: SOCKET_MESSAGES.flood }); socket.disconnect(true); return; }
      tokens -= 1;
      next();
    });
    const ack = (cb: unknown, value: JoinAck) => { if (typeof cb === 'function') cb(value); };
    socket.on(CLIENT_EVENTS.join, async (room: unknown, cb?: unknown) => {
      const parsed = parseRoom(room);
      const check = parsed && roomChecks.get(parsed.kind);
      const ok = !!check && !!parsed && await Promise.resolve(check(user, parsed.id)).catch(() => false);
      if (!ok) return ack(cb, { ok: false, message: SOCKET_MESSAGES.roomRefused });
      await socket.join(room as string);
      ack(cb, { ok: true });
    });
    socket.on(CLIENT_EVENTS.leave, async (room: unknown, cb?: unknown) => {
      // Own user and school rooms stay: they carry the private events of the whole session.
      const parsed = parseRoom(room);
      if (parsed && (parsed.kind === 'conversation' || parsed.kind === 'livestream')) await socket.leave(room as string);
      ack(cb, { ok: true });
    });
    for (const [name, handler] of handlers) {
      socket.on(name, (payload: unknown) => {
        Promise.resolve(handler(socket, user, payload)).catch((err: unknown) => app.log.warn({ err }, `socket event ${name} failed`));
      });
    }
  });

  const realtime: Realtime = {
    io,
    emitToUser: (userId, event, payload) => { io.to(userRoom(userId)).emit(event, payload); },
    emitToSchool: (schoolId, event, payload) => { io.to(schoolRoom(schoolId)).emit(event, payload); },
    emitToRoom: (room, event, payload) => { io.to(room).emit(event, payload); },
    async isOnline(userId) {
      try { return (await io.in(userRoom(userId)).fetchSockets()).length > 0; } catch { return true; /* unknown: do not mail now, the next sweep retries */ }
    },
    authorizeRoom: (kind, check) => { roomChecks.set(kind, check); },
    onClientEvent: (name, handler) => { handlers.set(name, handler); },
  };
  app.decorate('realtime', realtime);

  // Open websockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => { io.disconnectSockets(true); });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => { void io.close(() => resolve()); });
    await Promise.all(redis.map((c) => c.quit().catch(() => {})));
  });
}, { name: 'realtime', dependencies: ['context'] });
