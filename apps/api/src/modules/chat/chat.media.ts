// Documents and pictures sent in a chat are private to their sender; the conversation's participants may
// download the documents (the media feature's GET /api/file/{id}) and see the pictures (GET /api/images/{id}
// gives them signed URLs). A deleted message takes that right away again.
import type { Db } from '../../db.ts';
import * as notify from './chat.notify.repository.ts';
import { fileAccessRules, imageAccessRules, type FileAccessRule, type ImageAccessRule } from '../media/media.usecases.ts';

/** Whether the medium was sent, in a message not deleted, to a conversation the viewer takes part in. */
const sentToViewer = (db: Db, column: 'file_id' | 'image_id', mediaId: number, viewerId: number) => notify.mediaSentTo(db, column, mediaId, viewerId);

const chatFileRule: FileAccessRule = (db, viewer, file) => sentToViewer(db, 'file_id', file.id, viewer.id);
const chatImageRule: ImageAccessRule = (db, viewer, image) => sentToViewer(db, 'image_id', image.id, viewer.id);

export function registerChatFileAccess() {
  if (!fileAccessRules.includes(chatFileRule)) fileAccessRules.push(chatFileRule);
  if (!imageAccessRules.includes(chatImageRule)) imageAccessRules.push(chatImageRule);
}
