// Documents sent in a chat may be downloaded by the conversation's participants (through the media
// feature's GET /api/file/{id}); a deleted message takes that right away again.
import { fileAccessRules, type FileAccessRule } from '../media/media.usecases.ts';

const chatFileRule: FileAccessRule = async (db, viewer, file) =>
  !!(await db.one(
    `SELECT 1 FROM messages m JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = $2
      WHERE m.file_id = $1 AND m.deleted_at IS NULL LIMIT 1`, [file.id, viewer.id]));

export function registerChatFileAccess() {
  if (!fileAccessRules.includes(chatFileRule)) fileAccessRules.push(chatFileRule);
}
