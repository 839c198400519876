// The realtime socket (spec 01 §4): connects with the token while logged in, disconnects on logout.
// socket.io-client is loaded only once someone is logged in, keeping it out of the guest's first load.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, type JoinAck, type RealtimePayloads } from '@oabat/domain/realtime';
import { auth } from './auth.ts';
import { getToken } from './api.ts';

type EventName = keyof RealtimePayloads;
type AnyHandler = (payload: unknown) => void;

const handlers = new Map<string, Set<AnyHandler>>();
const stateListeners = new Set<() => void>();
let socket: Socket | null = null;
let currentToken: string | null = null;
let connected = false;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  stateListeners.forEach((l) => l());
}

async function sync() {
  const token = auth.get().loggedIn ? getToken() : null;
  if (token === currentToken) return;
  currentToken = token;
  socket?.disconnect();
  socket = null;
  setConnected(false);
  if (!token) return;
  const { io } = await import('socket.io-client');
  if (currentToken !== token) return; // logged out (or switched) while loading
  // Websocket only: across several API processes long-polling would need sticky sessions.
  const s = io({ path: '/socket.io', transports: ['websocket'], auth: { token } });
  socket = s;
  s.on('connect', () => setConnected(true));
  s.on('disconnect', () => setConnected(false));
  s.onAny((event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)));
}

if (typeof window !== 'undefined') {
  auth.subscribe(() => {
    void sync();
  });
  void sync();
}

export const realtime = {
  on<E extends EventName>(event: E, handler: (payload: RealtimePayloads[E]) => void): () => void {
    const set = handlers.get(event) ?? new Set<AnyHandler>();
    handlers.set(event, set);
    set.add(handler as AnyHandler);
    return () => {
      set.delete(handler as AnyHandler);
    };
  },
  /** Client signals (typing); dropped silently while offline. */
  emit(event: string, payload: unknown) {
    if (socket?.connected) socket.emit(event, payload);
  },
  async join(room: string): Promise<JoinAck> {
    if (!socket?.connected) return { ok: false, message: 'Keine Verbindung.' };
    return socket.timeout(5000).emitWithAck(CLIENT_EVENTS.join, room) as Promise<JoinAck>;
  },
  isConnected: () => connected,
  subscribe(fn: () => void) {
    stateListeners.add(fn);
    return () => {
      stateListeners.delete(fn);
    };
  },
};

/** Whether the socket is connected (re-renders on change; a reconnect is the moment to refetch). */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(realtime.subscribe, realtime.isConnected, () => false);
}

/** Calls the latest `handler` for every `event` while the component is mounted. */
export function useRealtimeEvent<E extends EventName>(event: E, handler: (payload: RealtimePayloads[E]) => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => realtime.on(event, (p) => ref.current(p)), [event]);
}
