// The messages of the open conversation: at most 50 kept (spec §9). New messages drop the oldest;
// loading older pages on scroll drops the newest and "detaches" the view until the reader jumps back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MAX_KEPT_MESSAGES } from '@oabat/domain/constants';
import type { TChatMessage, TConversation } from '@oabat/domain/chat';
import { fetchOlderMessages } from '../api/get-messages.ts';

export function useChatThread(conversation: TConversation | null | undefined) {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [detached, setDetached] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loading = useRef(false);

  useEffect(() => {
    setMessages((conversation?.messages ?? []).slice(-CHAT_MAX_KEPT_MESSAGES));
    setHasOlder((conversation?.max_page ?? 1) > 1);
    setDetached(false);
  }, [conversation]);

  const loadOlder = useCallback(async () => {
    if (!conversation?.id || !hasOlder || loading.current || !messages.length) return false;
    loading.current = true;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderMessages(conversation.id, messages[0].id);
      setHasOlder(page.last_page > 1);
      const merged = [...page.data, ...messages.filter((m) => !page.data.some((p) => p.id === m.id))];
      if (merged.length > CHAT_MAX_KEPT_MESSAGES) setDetached(true);
      setMessages(merged.slice(0, CHAT_MAX_KEPT_MESSAGES));
      return page.data.length > 0;
    } catch {
      return false;
    } finally {
      loading.current = false;
      setLoadingOlder(false);
    }
  }, [conversation, hasOlder, messages]);

  /** A new message: appended (oldest dropped), unless the reader is looking at older pages. */
  const append = useCallback(
    (m: TChatMessage) => {
      if (detached) return;
      setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m].slice(-CHAT_MAX_KEPT_MESSAGES)));
    },
    [detached],
  );
  const replace = useCallback((m: TChatMessage) => setMessages((list) => list.map((x) => (x.id === m.id ? m : x))), []);
  const markReadUpTo = useCallback(
    (lastId: number, readAt: string) =>
      setMessages((list) => list.map((x) => (x.meta.is_sender && !x.meta.read_at && x.id <= lastId ? { ...x, meta: { ...x.meta, read_at: readAt } } : x))),
    [],
  );

  return { messages, hasOlder, detached, loadingOlder, loadOlder, append, replace, markReadUpTo };
}
