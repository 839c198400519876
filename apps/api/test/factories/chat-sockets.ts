// Real socket.io clients against a listening test app: connect, wait for an event, ask to join a room.
import { io as connect, type Socket } from 'socket.io-client';
import type { JoinAck } from '@oabat/domain/realtime';

export function client(url: string, token?: string | null, extraHeaders?: Record<string, string>): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {}, forceNew: true, reconnection: false, extraHeaders });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** The next event of that name, or a rejection after `ms`. */
export function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves true if no such event comes within `ms`. */
export function silent(socket: Socket, event: string, ms = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const handler = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(true);
    }, ms);
    socket.once(event, handler);
  });
}

export const join = (socket: Socket, room: string) => socket.timeout(5000).emitWithAck('join', room) as Promise<JoinAck>;
