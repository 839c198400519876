// GET /api/chat/conversations and GET /api/chat/search/conversations?query=
import { useQuery } from '@tanstack/react-query';
import type { TConversation } from '@oabat/domain/chat';
import type { Page } from '@oabat/domain/common';
import { api } from '../../../lib/api.ts';

export const CONVERSATIONS_KEY = ['chat', 'conversations'] as const;

export function useConversations(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, q],
    queryFn: () =>
      q
        ? api<Page<TConversation>>('GET', '/api/chat/search/conversations', { query: { query: q, per_page: 50 } })
        : api<Page<TConversation>>('GET', '/api/chat/conversations', { query: { per_page: 50 } }),
    staleTime: 10_000,
  });
}
