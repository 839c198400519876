// Who may join `livestream:{id}`: everybody for an existing stream whose chat is public; a non-public chat
// only for logged-in people. (A secure stream's room carries no video, only chat and polls.)
import type { FastifyInstance } from 'fastify';
import { findLivestream } from './livestreams.repository.ts';

export function authorizeLivestreamRooms(app: FastifyInstance) {
  app.realtime.authorizeRoom('livestream', async (user, id) => {
    const row = await findLivestream(app.db, id);
    return !!row && (row.is_chat_public || !!user);
  });
}
