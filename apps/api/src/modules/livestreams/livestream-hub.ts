// The livestream's realtime side on one API process: delayed delivery of chat messages (moderators at once,
// viewers after message_threshold), viewer counts combined over all processes and poll results, and the stream rooms.
// Emits go through the socket.io adapter, so with REDIS_URL every process's sockets get them.
// A message held by the chat delay is held by every process (issue #39): the receiving process hands it to the others
// at once (serverSideEmit) and each sends it to its own sockets when it is due, so a process killed within the delay
// takes only its own sockets' copy with it; they reconnect to another process, which still holds the message.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { livestreamRoom, userRoom } from '@oabat/domain/realtime';
import { LIVESTREAM_EVENTS } from '@oabat/domain/livestreams';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Db } from '../../db.ts';
import * as viewersRepo from './livestream-viewers.repository.ts';
import * as chatRepo from './livestream-chat.repository.ts';

const ROOM = /^livestream:(\d+)$/;
/** Viewer counts: at most one update a second per stream. */
const VIEWER_EVERY_MS = 1000;
/** How often a process refreshes its own counts in the database. */
const HEARTBEAT_MS = 30_000;
/** Poll results: at most two updates a second per poll (a vote storm sends results, not every vote). */
const POLL_EVERY_MS = 500;
/**
 * Chat to the viewers: at most one frame per stream every CHAT_BATCH_MS; messages due meanwhile go out together.
 * A calm chat is not delayed (the first message after a quiet spell leaves at once). Why: every frame is one socket
 * write per viewer, and at 5,000 viewers and 20 messages a second those writes alone exceed a core (bench/livestream.ts).
 */
export const CHAT_BATCH_MS = 100;
/** Between processes (the adapter's server-side events): a held message to hold too, and deleted messages. */
const HOLD_EVENT = 'livestream:hold';
const REMOVED_EVENT = 'livestream:removed';
interface HoldNote {
  streamId: number;
  moderatorIds: number[];
  delayMs: number;
  messageId: number;
  payload: unknown;
}

export interface LivestreamHub {
  /** A chat message: to the moderators at once, to the room after `delaySeconds` unless it was deleted meanwhile. */
  deliver(streamId: number, moderatorIds: number[], delaySeconds: number, messageId: number, payload: unknown): void;
  /** To the stream's room and its moderators (deletions reach a moderator watching elsewhere, too). */
  emit(streamId: number, event: string, payload: unknown, moderatorIds?: number[]): void;
  /** Messages deleted: never sent if they still wait for their frame; then `event` to the room and its moderators. */
  removed(streamId: number, messageIds: number[], event: string, payload: unknown, moderatorIds: number[]): void;
  /** To the stream's moderators only (a held anonymous question). */
  toModerators(moderatorIds: number[], event: string, payload: unknown): void;
  /** To the room without the moderators one event, to the moderators another (a released question: anonymous for viewers). */
  split(streamId: number, moderatorIds: number[], viewers: { event: string; payload: unknown }, moderators: { event: string; payload: unknown }): void;
  /** Everybody but the moderators leaves the room on every process (a stream's password changed: old keys no longer admit). */
  evict(streamId: number, moderatorIds: number[]): void;
  /** Runs `send` for the key at most once per `everyMs` (the last call's data wins). */
  coalesce(key: string, everyMs: number, send: () => Promise<void> | void): void;
  /**
   * Runs `fn` once a held message has gone out to the viewers (an event about it waits like the message): right after
   * its chat frame when this process holds it, else after `ms` and one frame more (another process holds it).
   */
  afterMessage(messageId: number, ms: number, fn: () => void): void;
  pollEveryMs: number;
  close(): Promise<void>;
}

export function createHub(realtime: Realtime, db: Db, log: FastifyBaseLogger): LivestreamHub {
  const io = realtime.io;
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Map<string, { send: () => Promise<void> | void; timer: NodeJS.Timeout | null; last: number }>();
  let closed = false;
  // Chat frames per stream: `global` ones go through the adapter to every process's sockets (no delay), the others
  // to this process's own sockets (held messages, which every process holds).
  type Frame = { streamId: number; local: boolean; due: { id: number; payload: unknown }[]; except: string[]; timer: NodeJS.Timeout | null; last: number };
  const chat = new Map<string, Frame>();
  const frameKey = (streamId: number, local: boolean) => `${streamId}:${local ? 'local' : 'global'}`;

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (!closed) fn();
    }, ms);
    timers.add(t);
  };

  // One message alone keeps the single-message event; several go as one `messages` frame (the clients take both).
  // Messages of this process still held by the chat delay, with what waits for them to reach the viewers.
  const held = new Map<number, (() => void)[]>();
  const released = (messageId: number) => {
    const waiting = held.get(messageId);
    held.delete(messageId);
    for (const fn of waiting ?? []) fn();
  };
  const flushChat = (key: string) => {
    const c = chat.get(key);
    if (!c) return;
    c.timer = null;
    c.last = Date.now();
    const due = c.due;
    c.due = [];
    // After the frame below: an event about one of these messages follows it on the same adapter.
    if (due.length) queueMicrotask(() => due.forEach((m) => released(m.id)));
    if (!due.length) {
      chat.delete(key);
      return;
    }
    const target = (c.local ? io.local : io).to(livestreamRoom(c.streamId));
    const viewers = c.except.length ? target.except(c.except) : target;
    if (due.length === 1) viewers.emit(LIVESTREAM_EVENTS.message, due[0]!.payload);
    else viewers.emit(LIVESTREAM_EVENTS.messages, { livestream_id: c.streamId, messages: due.map((m) => m.payload) });
  };
  const toViewers = (streamId: number, moderatorIds: number[], messageId: number, payload: unknown, local = false) => {
    const key = frameKey(streamId, local);
    const c = chat.get(key) ?? { streamId, local, due: [], except: [], timer: null, last: 0 };
    chat.set(key, c);
    c.due.push({ id: messageId, payload });
    c.except = moderatorIds.map(userRoom);
    if (c.timer) return;
    const wait = c.last + CHAT_BATCH_MS - Date.now();
    if (wait <= 0) return flushChat(key);
    c.timer = setTimeout(() => {
      timers.delete(c.timer!);
      if (!closed) flushChat(key);
    }, wait);
    timers.add(c.timer);
  };
  /** Holds a message for this process's sockets until it is due; a message deleted meanwhile never reaches them. */
  const hold = (n: HoldNote) => {
    if (held.has(n.messageId)) return;
    held.set(n.messageId, []);
    later(n.delayMs, () => {
      chatRepo
        .isDeleted(db, n.messageId)
        .then((deleted) => {
          if (!deleted && !closed) toViewers(n.streamId, n.moderatorIds, n.messageId, n.payload, true);
          else held.delete(n.messageId);
        })
        .catch((err: unknown) => {
          held.delete(n.messageId);
          log.warn({ err, messageId: n.messageId }, 'delayed livestream message not sent');
        });
    });
  };
  const dropDue = (streamId: number, messageIds: number[]) => {
    for (const local of [true, false]) {
      const c = chat.get(frameKey(streamId, local));
      if (c) c.due = c.due.filter((m) => !messageIds.includes(m.id));
    }
  };
  const onHold = (n: HoldNote) => {
    if (!closed) hold(n);
  };
  const onRemoved = (n: { streamId: number; messageIds: number[] }) => dropDue(n.streamId, n.messageIds);
  io.on(HOLD_EVENT, onHold);
  io.on(REMOVED_EVENT, onRemoved);
  const emit = (streamId: number, event: string, payload: unknown, moderatorIds: number[] = []) => {
    io.to([livestreamRoom(streamId), ...moderatorIds.map(userRoom)]).emit(event, payload);
  };
  const toModerators = (moderatorIds: number[], event: string, payload: unknown) => {
    if (moderatorIds.length) io.to(moderatorIds.map(userRoom)).emit(event, payload);
  };

  const coalesce = (key: string, everyMs: number, send: () => Promise<void> | void) => {
    const entry = pending.get(key) ?? { send, timer: null, last: 0 };
    entry.send = send;
    pending.set(key, entry);
    if (entry.timer) return;
    const wait = Math.max(0, entry.last + everyMs - Date.now());
    entry.timer = setTimeout(() => {
      timers.delete(entry.timer!);
      entry.timer = null;
      entry.last = Date.now();
      if (closed) return;
      Promise.resolve(entry.send()).catch((err: unknown) => log.warn({ err, key }, 'livestream update failed'));
    }, wait);
    timers.add(entry.timer);
  };

  // Viewer counts: each process writes its own sockets' count per stream to the database; one claim a second
  // across all processes sends the combined total (through the adapter, to every process's sockets), and only
  // when it changed. A process that loses the claim within the second tries again when the second is over.
  const adapter = io.of('/').adapter;
  const processId = crypto.randomUUID();
  const known = new Set<number>();
  const localCount = (id: number) => adapter.rooms.get(livestreamRoom(id))?.size ?? 0;
  const sendViewers = async (ids: number[]) => {
    await viewersRepo.saveLocalCounts(
      db,
      processId,
      ids.map((id) => ({ id, viewers: localCount(id) })),
    );
    for (const id of ids) {
      // Taken before the claim: sockets joining meanwhile wait for the next one.
      const joined = joiners.get(id);
      joiners.delete(id);
      const claim = await viewersRepo.claimViewerUpdate(db, id, VIEWER_EVERY_MS);
      if (claim.state === 'wait' && joined) for (const s of joined) joiners.set(id, (joiners.get(id) ?? new Set()).add(s));
      if (claim.state === 'send') io.to(livestreamRoom(id)).emit(LIVESTREAM_EVENTS.viewerCountChanged, { livestream_id: id, viewers: claim.viewers });
      // Unchanged total: nobody needs an update but the sockets that just joined.
      else if (claim.state === 'unchanged' && joined?.size)
        io.to([...joined]).emit(LIVESTREAM_EVENTS.viewerCountChanged, { livestream_id: id, viewers: claim.viewers });
      else if (claim.state === 'wait') later(claim.waitMs, () => coalesce(`viewers:${id}`, 0, () => sendViewers([id])));
    }
  };
  /** Sockets that joined since the last claim per stream: they get the count even when the total did not change. */
  const joiners = new Map<number, Set<string>>();
  const changed = (room: string, socketId?: string) => {
    const m = ROOM.exec(room);
    if (!m) return;
    const id = Number(m[1]);
    known.add(id);
    if (socketId) joiners.set(id, (joiners.get(id) ?? new Set()).add(socketId));
    coalesce(`viewers:${id}`, VIEWER_EVERY_MS, () => sendViewers([id]));
  };
  const left = (room: string) => changed(room);
  adapter.on('join-room', changed);
  adapter.on('leave-room', left);
  // The own counts stay fresh while the process runs (a gone process's counts stop counting after 90 s).
  const heartbeat = setInterval(() => {
    const ids = [...known];
    for (const id of ids) if (localCount(id) === 0) known.delete(id);
    if (ids.length) sendViewers(ids).catch((err: unknown) => log.warn({ err }, 'livestream viewer counts not refreshed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    deliver(streamId, moderatorIds, delaySeconds, messageId, payload) {
      // Moderators at once (also those watching elsewhere), viewers through the stream's chat frames.
      toModerators(moderatorIds, LIVESTREAM_EVENTS.message, payload);
      if (delaySeconds <= 0) return toViewers(streamId, moderatorIds, messageId, payload);
      const note: HoldNote = { streamId, moderatorIds, delayMs: delaySeconds * 1000, messageId, payload };
      hold(note);
      // Every other process holds it too and sends it to its own sockets (a process killed meanwhile loses nothing).
      if (realtime.shared) io.serverSideEmit(HOLD_EVENT, note);
    },
    emit,
    afterMessage(messageId, ms, fn) {
      const waiting = held.get(messageId);
      if (waiting) waiting.push(fn);
      else later(ms + CHAT_BATCH_MS + 100, fn);
    },
    removed(streamId, messageIds, event, payload, moderatorIds) {
      // Not yet sent: dropped from the waiting frames, here and on the other processes (a frame already on its way
      // within CHAT_BATCH_MS can still arrive: the viewers remove that message on the deletion event).
      dropDue(streamId, messageIds);
      if (realtime.shared) io.serverSideEmit(REMOVED_EVENT, { streamId, messageIds });
      emit(streamId, event, payload, moderatorIds);
    },
    toModerators,
    split(streamId, moderatorIds, viewers, moderators) {
      const target = io.to(livestreamRoom(streamId));
      (moderatorIds.length ? target.except(moderatorIds.map(userRoom)) : target).emit(viewers.event, viewers.payload);
      if (moderatorIds.length) io.to(moderatorIds.map(userRoom)).emit(moderators.event, moderators.payload);
    },
    evict(streamId, moderatorIds) {
      const room = livestreamRoom(streamId);
      const target = io.in(room);
      (moderatorIds.length ? target.except(moderatorIds.map(userRoom)) : target).socketsLeave(room);
    },
    coalesce,
    pollEveryMs: POLL_EVERY_MS,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      adapter.off('join-room', changed);
      adapter.off('leave-room', left);
      io.off(HOLD_EVENT, onHold);
      io.off(REMOVED_EVENT, onRemoved);
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await viewersRepo.forgetProcess(db, processId).catch(() => {});
    },
  };
}
