// Who may join `livestream:{id}`: everybody for an existing stream whose chat is public; a non-public chat
// only for logged-in people. A password-protected stream (is_secure) also needs the same proof as its page:
// the key that POST /api/livestreams/{id}/verify answers, or being one of the stream's admins; otherwise its
// messages, polls and viewer counts would reach people who never gave the password.
import type { FastifyInstance } from 'fastify';
import { findLivestream } from './livestreams.repository.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import { isStreamAdmin, keyMatches } from './livestream-access.ts';

export function authorizeLivestreamRooms(app: FastifyInstance, d: LivestreamDeps) {
  app.realtime.authorizeRoom('livestream', async (user, id, key) => {
    const row = await findLivestream(app.db, id);
    if (!row || !(row.is_chat_public || user)) return false;
    if (!row.is_secure || keyMatches(row, key)) return true;
    return isStreamAdmin(d, user, id);
  });
}
