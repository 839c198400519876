// socket.io on the API's own HTTP server (path /socket.io). The handshake carries the bearer token in
// `auth.token` (no token: a guest, who may only join public livestream rooms); browsers must come
// from PUBLIC_URL's origin (outside production also any localhost origin, for the Vite dev server).
// Requests without an Origin header (non-browser clients: apps, tests, benchmarks) are allowed: the
// Origin check protects browser sessions, and such clients still need a valid token for private rooms.
// With REDIS_URL the Redis adapter carries every emit to the sockets of all API processes.
// A revoked session does not keep its sockets: logout and password change disconnect the ended
// sessions' sockets at once (rooms `token:{id}` and `user:{id}`, through the adapter on every
// process), and each process re-checks the tokens of its own sockets every REVALIDATE_MS, which
// catches every other end of a session (password reset, removal from a business or school,
// deactivation, deletion, expiry) without each of those places having to know about sockets.
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { closeRedis } from '../lib/redis-close.ts';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { inClusterWorker } from '../cluster.ts';
import { CLIENT_EVENTS, REALTIME_EVENTS, REALTIME_LIMITS, parseRoom, schoolRoom, userRoom, type JoinAck, type RealtimePayloads } from '@oabat/domain/realtime';
import { sha256 } from '../lib/tokens.ts';
import { findSessionUser } from '../modules/accounts/session.repository.ts';
import type { SessionUser } from '../lib/session-user.ts';

type RoomKind = 'user' | 'school' | 'conversation' | 'livestream';
/** `proof`: what the client sent beside the room name (a password-protected livestream's key). */
type RoomCheck = (user: SessionUser | null, id: number, proof?: string) => Promise<boolean> | boolean;
type ClientHandler = (socket: Socket, user: SessionUser | null, payload: unknown) => Promise<void> | void;

export interface Realtime {
  io: Server;
  /** Whether an adapter connects this process with others (Redis, or npm start's cluster workers). */
  shared: boolean;
  emitToUser<E extends keyof RealtimePayloads>(userId: number, event: E, payload: RealtimePayloads[E]): void;
  emitToSchool<E extends keyof RealtimePayloads>(schoolId: number, event: E, payload: RealtimePayloads[E]): void;
  emitToRoom<E extends keyof RealtimePayloads>(room: string, event: E, payload: RealtimePayloads[E]): void;
  /** Whether the user has a connected socket on any process (through the adapter). */
  isOnline(userId: number): Promise<boolean>;
  /** A feature decides who may join its rooms (chat: conversation participants). */
  authorizeRoom(kind: RoomKind, check: RoomCheck): void;
  /**
   * A feature reacts on the server to an event sent to a user's room (mail2chat: a new message), on the process
   * that sent it, after the socket emit. Errors of the listener are logged, never thrown at the sender.
   */
  onUserEvent<E extends keyof RealtimePayloads>(event: E, listener: (userId: number, payload: RealtimePayloads[E]) => Promise<void>): void;
  /** A feature handles a client event (chat: typing); the handler checks rights itself. */
  onClientEvent(name: string, handler: ClientHandler): void;
  /** The readiness check (/api/health): Redis answers a PING within a second; `null` without REDIS_URL. */
  pingRedis(): Promise<boolean | null>;
  /** Disconnects every socket opened with that token, on all processes (logout). */
  disconnectToken(tokenId: number): void;
  /** Disconnects every socket of the user on all processes, except those of one token (password change). */
  disconnectUser(userId: number, exceptTokenId?: number): void;
  /** Disconnects this process's sockets whose token no longer admits them; returns how many. */
  revalidate(): Promise<number>;
}

const REVALIDATE_MS = 30_000;
const tokenRoom = (tokenId: number) => `token:${tokenId}`;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const SOCKET_MESSAGES = {
  badToken: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  badOrigin: 'Verbindung von dieser Seite nicht erlaubt.',
  roomRefused: 'Diesem Raum darfst du nicht beitreten.',
  flood: 'Zu viele Nachrichten. Die Verbindung wurde getrennt.',
  restarting: 'Der Server startet neu. Die Verbindung wird gleich wiederhergestellt.',
} as const;

/**
 * A room emit encodes its packet once and builds the WebSocket frame once (socket.io-adapter's
 * `_encode`, as header + payload); ws then writes those two buffers to every socket with cork, write,
 * write, uncork. Joining them once per emit makes each socket's write a single plain write: on a
 * 5,000-socket room that is about a fifth less time in the fan-out loop (bench/chat.ts).
 */
function singleWriteFrames(adapter: object) {
  type Opts = { wsPreEncodedFrame?: unknown };
  const a = adapter as { _encode?: (packet: unknown, opts: Opts) => unknown };
  const encode = a._encode;
  if (typeof encode !== 'function') return;
  a._encode = function (packet, opts) {
    const encoded = encode.call(this, packet, opts);
    const frame = opts.wsPreEncodedFrame;
    if (Array.isArray(frame) && frame.length === 2) opts.wsPreEncodedFrame = [Buffer.concat(frame as Buffer[])];
    return encoded;
  };
}

/** A join names the room, alone or as `{ room, key }` (the key proves a protected livestream's password). */
function joinRequest(request: unknown): { room: unknown; proof?: string } {
  if (request && typeof request === 'object' && !Array.isArray(request)) {
    const r = request as { room?: unknown; key?: unknown };
    return { room: r.room, proof: typeof r.key === 'string' && r.key.length <= 128 ? r.key : undefined };
  }
  return { room: request };
}

function allowedOrigin(origin: string | undefined, publicUrl: string, production: boolean): boolean {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    if (o.origin === new URL(publicUrl).origin) return true;
    return !production && (o.hostname === 'localhost' || o.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

export default fp(
  async (app) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      maxHttpBufferSize: REALTIME_LIMITS.maxMessageBytes,
      serveClient: false,
      // Our clients (web, tests, bench) speak websocket only; no long-polling sessions to keep.
      transports: ['websocket'],
      // Off (engine.io's default, kept explicit): only uncompressed frames can be built once per room emit.
      perMessageDeflate: false,
      allowRequest: (req, cb) => cb(null, allowedOrigin(req.headers.origin, app.config.publicUrl, app.config.NODE_ENV === 'production')),
    });
    let redis: { close(): Promise<unknown>; destroy(): void; ping(): Promise<unknown>; isReady: boolean; isOpen: boolean }[] = [];
    if (app.config.REDIS_URL) {
      const pub = createClient({ url: app.config.REDIS_URL });
      const sub = pub.duplicate();
      for (const c of [pub, sub]) c.on('error', (err: Error) => app.log.error({ err }, 'redis (socket.io adapter)'));
      // The adapter publishes every emit without handling the promise (@socket.io/redis-adapter 8.3, broadcast):
      // when Redis restarts, the publishes in flight reject and, unhandled, ended every host at once (bench fairday).
      // The emit is lost for the other hosts either way; the host stays.
      const publish = pub.publish.bind(pub);
      Object.defineProperty(pub, 'publish', {
        value: (...args: Parameters<typeof publish>) => {
          const sent = publish(...args);
          sent.catch((err: unknown) => app.log.warn({ err }, 'redis publish failed (socket.io adapter)'));
          return sent;
        },
      });
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub));
      redis = [pub, sub];
    } else if (inClusterWorker()) {
      // npm start's workers without Redis: events reach the other workers' sockets through the cluster's primary.
      io.adapter(createClusterAdapter());
    }
    singleWriteFrames(io.of('/').adapter);

    const roomChecks = new Map<RoomKind, RoomCheck>([
      ['user', (user, id) => user?.id === id],
      ['school', (user, id) => user?.school?.id === id],
      ['conversation', () => false],
      [
        'livestream',
        async (_user, id) => {
          // Public rooms; once the livestream feature's table exists, the stream must exist too.
          const table = await app.db.one<{ t: string | null }>(`SELECT to_regclass('livestreams')::text AS t`);
          return !table?.t || !!(await app.db.one(`SELECT 1 FROM livestreams WHERE id = $1`, [id]));
        },
      ],
    ]);
    const handlers = new Map<string, ClientHandler>();

    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (token === undefined || token === null || token === '') {
        socket.data.user = null;
        return next();
      }
      const session = typeof token === 'string' ? await findSessionUser(app.db, sha256(token), app.specialAccounts).catch(() => null) : null;
      if (!session) return next(new Error(SOCKET_MESSAGES.badToken));
      socket.data.user = session.user;
      socket.data.tokenId = session.tokenId;
      next();
    });

    io.on('connection', (socket) => {
      const user = socket.data.user as SessionUser | null;
      if (user) {
        void socket.join([userRoom(user.id), tokenRoom(socket.data.tokenId as number)]);
        if (user.school?.id) void socket.join(schoolRoom(user.school.id));
      }
      // Token bucket per socket: a flood is cut off, not served.
      let tokens: number = REALTIME_LIMITS.burst,
        last = Date.now();
      socket.use((_packet, next) => {
        const now = Date.now();
        tokens = Math.min(REALTIME_LIMITS.burst, tokens + ((now - last) / 1000) * REALTIME_LIMITS.eventsPerSecond);
        last = now;
        if (tokens < 1) {
          socket.emit('error', { message: SOCKET_MESSAGES.flood });
          socket.disconnect(true);
          return;
        }
        tokens -= 1;
        next();
      });
      const ack = (cb: unknown, value: JoinAck) => {
        if (typeof cb === 'function') cb(value);
      };
      socket.on(CLIENT_EVENTS.join, async (request: unknown, cb?: unknown) => {
        const { room, proof } = joinRequest(request);
        const parsed = parseRoom(room);
        const check = parsed && roomChecks.get(parsed.kind);
        const ok = !!check && !!parsed && (await Promise.resolve(check(user, parsed.id, proof)).catch(() => false));
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

    type UserListener = (userId: number, payload: unknown) => Promise<void>;
    const userListeners = new Map<string, UserListener[]>();
    const realtime: Realtime = {
      shared: !!app.config.REDIS_URL || inClusterWorker(),
      async pingRedis() {
        if (!redis.length) return null;
        // A disconnected client queues commands until it is back: not ready is the answer then, not a wait.
        if (!redis.every((c) => c.isReady)) return false;
        const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000).unref());
        return Promise.race([
          redis[0].ping().then(
            () => true,
            () => false,
          ),
          timeout,
        ]);
      },
      io,
      emitToUser: (userId, event, payload) => {
        io.to(userRoom(userId)).emit(event, payload);
        for (const listener of userListeners.get(event) ?? [])
          void listener(userId, payload).catch((err: unknown) => app.log.error({ err, event }, 'realtime user-event listener failed'));
      },
      onUserEvent: (event, listener) => {
        userListeners.set(event, [...(userListeners.get(event) ?? []), listener as UserListener]);
      },
      emitToSchool: (schoolId, event, payload) => {
        io.to(schoolRoom(schoolId)).emit(event, payload);
      },
      emitToRoom: (room, event, payload) => {
        io.to(room).emit(event, payload);
      },
      async isOnline(userId) {
        try {
          return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
        } catch {
          return true; /* unknown: do not mail now, the next sweep retries */
        }
      },
      authorizeRoom: (kind, check) => {
        roomChecks.set(kind, check);
      },
      onClientEvent: (name, handler) => {
        handlers.set(name, handler);
      },
      disconnectToken: (tokenId) => {
        io.in(tokenRoom(tokenId)).disconnectSockets(true);
      },
      disconnectUser: (userId, exceptTokenId) => {
        const target = io.in(userRoom(userId));
        (exceptTokenId ? target.except(tokenRoom(exceptTokenId)) : target).disconnectSockets(true);
      },
      async revalidate() {
        const local = [...io.of('/').sockets.values()].filter((s) => typeof s.data.tokenId === 'number');
        if (local.length === 0) return 0;
        const ids = [...new Set(local.map((s) => s.data.tokenId as number))];
        const valid = new Set(
          (
            await app.db.query<{ id: number }>(
              `SELECT t.id FROM auth_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.id = ANY($1::int[]) AND t.revoked_at IS NULL AND t.expires_at > now() AND u.is_active`,
              [ids],
            )
          ).map((r) => r.id),
        );
        const gone = local.filter((s) => !valid.has(s.data.tokenId as number));
        for (const s of gone) {
          s.emit('error', { message: SOCKET_MESSAGES.badToken });
          s.disconnect(true);
        }
        return gone.length;
      },
    };
    const sweep = setInterval(() => {
      realtime.revalidate().catch((err: unknown) => app.log.warn({ err }, 'socket token re-check failed'));
    }, REVALIDATE_MS);
    sweep.unref();
    app.decorate('realtime', realtime);

    // Open websockets would keep the HTTP server from closing: drop them first. Each client is told
    // that the server restarts, then its transport is closed without a disconnect packet, so
    // socket.io clients reconnect by themselves (to another process behind the balancer, or to this
    // one once it is back); a server-side disconnect would make them give up.
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      const local = [...io.of('/').sockets.values()];
      for (const s of local) s.emit(REALTIME_EVENTS.serverRestarting, { message: SOCKET_MESSAGES.restarting, reconnect: true });
      // One turn for the frames to be written before the connections go.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const s of local) s.conn.close();
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await closeRedis(redis);
    });
  },
  { name: 'realtime', dependencies: ['context'] },
);
