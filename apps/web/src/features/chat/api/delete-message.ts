// DELETE /api/chat/messages/{id}; a failure returns false silently (spec §8).
import { api } from '../../../lib/api.ts';

export const deleteMessage = (id: number) =>
  api('DELETE', `/api/chat/messages/${id}`).then(
    () => true,
    () => false,
  );
