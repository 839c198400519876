// The livestream's own socket: guests watch too, so this one connects with or without a login (the shared
// socket of lib/socket.ts is for logged-in people only). Loaded only on livestream pages.
import { io, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, livestreamRoom } from '@oabat/domain/realtime';
import { getToken } from '../../../lib/api.ts';

export function connectLivestream(id: number, on: Record<string, (payload: never) => void>): () => void {
  const token = getToken();
  const socket: Socket = io({ path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {} });
  // Every (re)connect joins the room again: a new server process knows nothing of the old rooms.
  socket.on('connect', () => {
    socket.emit(CLIENT_EVENTS.join, livestreamRoom(id), () => {});
  });
  for (const [event, handler] of Object.entries(on)) socket.on(event, handler as (p: unknown) => void);
  return () => {
    socket.disconnect();
  };
}
