// /chat (query conversation_id or user_id): conversation list and the open conversation, updated
// live over the socket. Phones show one of the two at a time.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Box, Grid, Loader, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BREAKPOINTS, TYPING_INDICATOR_MS } from '@oabat/domain/constants';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import { isAdmin } from '@oabat/domain/rights';
import type { TChatMessage, TConversation } from '@oabat/domain/chat';
import { api, ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { isImpersonating } from '../../../lib/impersonation.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRealtimeConnected, useRealtimeEvent } from '../../../lib/socket.ts';
import { CONVERSATIONS_KEY, useConversations } from '../api/get-conversations.ts';
import { fetchConversation, fetchPartnerConversation } from '../api/get-conversation.ts';
import { sendMessage } from '../api/send-message.ts';
import { deleteMessage } from '../api/delete-message.ts';
import { setRead } from '../api/set-read.ts';
import { UNREAD_KEY } from '../api/use-unread-count.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { MessagePane } from '../components/message-pane.tsx';
import { useChatThread } from '../components/use-chat-thread.ts';
import classes from '../components/chat.module.css';
import { RECORDING_BLOCK_CLASS } from '@oabat/domain/session-replay';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function ChatPage() {
  usePageTitle('Nachrichten');
  const { user, ready } = useAuth();
  const location = useLocation();
  // The route has no guard: guests (who have the chat right, spec §6) log in first, then come back.
  if (ready && !user) return <Navigate to={`/anmelden?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Chat />;
}

function Chat() {
  const { user } = useAuth();
  const client = useQueryClient();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 1}px)`);
  const connected = useRealtimeConnected();
  const [params, setParams] = useSearchParams();
  const conversationId = Number(params.get('conversation_id')) || null;
  const partnerId = Number(params.get('user_id')) || null;
  const [search, setSearch] = useState('');
  const [typing, setTyping] = useState<{ conversation: number; name: string } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const list = useConversations(search);
  const active = useQuery({
    queryKey: ['chat', 'conversation', conversationId ?? `user-${partnerId}`],
    queryFn: () => (conversationId ? fetchConversation(conversationId) : fetchPartnerConversation(partnerId!)),
    enabled: !!(conversationId || partnerId),
    staleTime: 0,
  });
  const conversation = active.data ?? null;
  const thread = useChatThread(conversation);
  // Admins and impersonating admins read without marking read (spec §4, §6).
  const readOnly = !!conversation && !conversation.participants.some((p) => p.id === user?.id);
  const marksRead = !isAdmin(user) && !isImpersonating() && !readOnly;

  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    void client.invalidateQueries({ queryKey: UNREAD_KEY });
  };
  useEffect(() => {
    if (conversation && !conversation.dummy && conversation.number_of_unread_messages > 0 && marksRead) void setRead(conversation.id).then(refreshLists);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation?.id, conversation?.number_of_unread_messages]);
  // After a reconnect, fetch what may have been missed.
  useEffect(() => {
    if (connected) {
      void client.invalidateQueries({ queryKey: ['chat'] });
    }
  }, [client, connected]);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  const onIncoming = ({ message }: { message: TChatMessage }) => {
    if (conversation && message.conversation_id === conversation.id) {
      thread.append(message);
      if (!message.meta.is_sender) {
        setTyping(null);
        if (marksRead) void setRead(conversation.id).then(refreshLists);
      }
    }
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  };
  useRealtimeEvent(REALTIME_EVENTS.newMessage, onIncoming);
  useRealtimeEvent(REALTIME_EVENTS.chatMessageSent, onIncoming);
  useRealtimeEvent(REALTIME_EVENTS.messageDeleted, (p) => {
    if ('conversation_id' in p && p.conversation_id === conversation?.id) thread.replace(p.message);
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  });
  useRealtimeEvent(REALTIME_EVENTS.chatMessageUpdated, (p) => {
    if (p.conversation_id === conversation?.id && p.read_by !== user?.id) thread.markReadUpTo(p.last_read_message_id, p.read_at);
  });
  useRealtimeEvent(REALTIME_EVENTS.userTyping, (p) => {
    if (p.conversation_id === conversation?.id) setTyping({ conversation: p.conversation_id, name: p.name });
  });

  const select = (c: TConversation) => {
    setSendError(null);
    setParams({ conversation_id: String(c.id) });
  };
  async function send(input: { body: string; image_id?: number; file_id?: number }) {
    if (!conversation) return false;
    setSendError(null);
    try {
      const target = conversation.dummy ? { receiver_id: conversation.user!.id } : { conversation_id: conversation.id };
      const message = await sendMessage({ ...input, ...target });
      if (conversation.dummy) setParams({ conversation_id: String(message.conversation_id) }, { replace: true });
      else thread.append(message);
      void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      return true;
    } catch (err) {
      setSendError(err instanceof ApiError ? (Object.values(err.errors)[0]?.[0] ?? err.message) : 'Die Nachricht konnte nicht gesendet werden.');
      return false;
    }
  }
  async function remove(m: TChatMessage) {
    if (await deleteMessage(m.id))
      thread.replace({
        ...m,
        is_deleted: true,
        body: '',
        preview: m.type === 'image' ? 'Foto gelöscht' : m.type === 'file' ? 'Dokument gelöscht' : 'Nachricht gelöscht',
      });
  }
  async function toggleBlock() {
    if (!conversation) return;
    await api('POST', `/api/chat/conversations/${conversation.id}/${conversation.blocked_by_me ? 'unblock' : 'block'}`).catch(() => undefined);
    void active.refetch();
    refreshLists();
  }

  const showList = !phone || !conversation;
  const showPane = !phone || !!conversation;
  return (
    <Box px="md" py="sm" className={`${classes.layout} ${RECORDING_BLOCK_CLASS}`}>
      <Title order={1} size="h3" mb="sm">
        Nachrichten
      </Title>
      <Grid h="calc(100% - 48px)" styles={{ inner: { height: '100%' } }}>
        {showList ? (
          <Grid.Col span={{ base: 12, md: 4 }} h="100%">
            <ConversationList
              conversations={list.data?.data}
              loading={list.isLoading}
              activeId={conversation?.id ?? null}
              search={search}
              onSearch={setSearch}
              onSelect={select}
            />
          </Grid.Col>
        ) : null}
        {showPane ? (
          <Grid.Col span={{ base: 12, md: 8 }} h="100%">
            {active.isLoading ? <Loader role="status" aria-label="Unterhaltung wird geladen" /> : null}
            {active.isError ? (
              <ErrorNotice error={active.error instanceof ApiError ? active.error.message : 'Die Unterhaltung konnte nicht geladen werden.'} />
            ) : null}
            {conversation ? (
              <MessagePane
                conversation={conversation}
                thread={thread}
                typingName={typing?.conversation === conversation.id ? typing.name : null}
                readOnly={readOnly}
                sendError={sendError}
                onBack={phone ? () => setParams({}) : undefined}
                onSend={send}
                onDelete={(m) => void remove(m)}
                onToggleBlock={() => void toggleBlock()}
                onJumpToLatest={() => void active.refetch()}
              />
            ) : !active.isLoading && !active.isError ? (
              <Text c="gray.7" mt="xl" ta="center">
                Wähle eine Unterhaltung aus.
              </Text>
            ) : null}
          </Grid.Col>
        ) : null}
      </Grid>
    </Box>
  );
}
