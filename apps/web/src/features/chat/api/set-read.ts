// POST /api/chat/conversations/{id}/setread; failures are swallowed (spec §8).
import { api } from '../../../lib/api.ts';

export const setRead = (id: number) => api('POST', `/api/chat/conversations/${id}/setread`).catch(() => undefined);
