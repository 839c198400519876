// Live total of unread chat messages for the menu badge: loaded once, refreshed by chat events.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnreadCount } from '@oabat/domain/chat';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { realtime, useRealtimeConnected } from '../../../lib/socket.ts';

export const UNREAD_KEY = ['chat', 'unread'] as const;

export function useUnreadCount(): number {
  const { loggedIn, user } = useAuth();
  const client = useQueryClient();
  const connected = useRealtimeConnected();
  const query = useQuery({
    queryKey: [...UNREAD_KEY, user?.id],
    queryFn: () => api<TUnreadCount>('GET', '/api/chat/unread').then((r) => r.data.count),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: UNREAD_KEY });
    };
    const offs = [REALTIME_EVENTS.newMessage, REALTIME_EVENTS.chatMessageUpdated, REALTIME_EVENTS.messageDeleted].map((e) => realtime.on(e, refresh));
    return () => offs.forEach((off) => off());
  }, [client, loggedIn]);
  // Events missed while offline: count again after every (re)connect.
  useEffect(() => {
    if (connected) void client.invalidateQueries({ queryKey: UNREAD_KEY });
  }, [client, connected]);
  return loggedIn ? (query.data ?? 0) : 0;
}
