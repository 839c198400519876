// GET /api/chat/conversations/{id}/messages: older messages before the oldest one shown.
import type { TChatMessage } from '@oabat/domain/chat';
import type { Page } from '@oabat/domain/common';
import { api } from '../../../lib/api.ts';

export const fetchOlderMessages = (conversationId: number, beforeId: number) =>
  api<Page<TChatMessage>>('GET', `/api/chat/conversations/${conversationId}/messages`, { query: { before_id: beforeId } });
