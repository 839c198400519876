// The livestream's own socket: guests watch too, so this one connects with or without a login (the shared
// socket of lib/socket.ts is for logged-in people only). Loaded only on livestream pages.
import { io, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, livestreamRoom, type JoinRequest } from '@oabat/domain/realtime';
import { getToken } from '../../../lib/api.ts';
import { streamKey } from './livestreams.ts';

export function connectLivestream(id: number, on: Record<string, (payload: never) => void>): () => void {
  const token = getToken();
  const socket: Socket = io({ path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {} });
  // Every (re)connect joins the room again: a new server process knows nothing of the old rooms.
  // A password-protected stream's room admits only with the key its verify call answered.
  socket.on('connect', () => {
    const key = streamKey(id);
    const request: JoinRequest = key ? { room: livestreamRoom(id), key } : livestreamRoom(id);
    socket.emit(CLIENT_EVENTS.join, request, () => {});
  });
  for (const [event, handler] of Object.entries(on)) socket.on(event, handler as (p: unknown) => void);
  return () => {
    socket.disconnect();
  };
}
