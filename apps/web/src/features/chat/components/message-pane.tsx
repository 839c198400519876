// The open conversation: header, messages (older pages load when scrolled to the top), typing
// indicator and composer. A dummy conversation (not yet contacted) becomes real with the first message.
import { useLayoutEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TChatMessage, TConversation } from '@oabat/domain/chat';
import { MessageItem } from './message-item.tsx';
import { MessageComposer } from './message-composer.tsx';
import type { useChatThread } from './use-chat-thread.ts';
import classes from './chat.module.css';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Props {
  conversation: TConversation;
  thread: ReturnType<typeof useChatThread>;
  typingName: string | null;
  readOnly: boolean;
  sendError: string | null;
  onBack?: () => void;
  onSend: (input: { body: string; image_id?: number; file_id?: number }) => Promise<boolean>;
  onDelete: (m: TChatMessage) => void;
  onToggleBlock: () => void;
  onJumpToLatest: () => void;
}

export function MessagePane({ conversation, thread, typingName, readOnly, sendError, onBack, onSend, onDelete, onToggleBlock, onJumpToLatest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const lastId = thread.messages.at(-1)?.id;

  // Older page prepended: keep the reader's place. New message at the end: follow it.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [thread.messages.length, lastId, conversation.id]);

  async function onScroll() {
    const el = box.current;
    if (!el || el.scrollTop > 40 || !thread.hasOlder || thread.loadingOlder) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    if (!(await thread.loadOlder())) anchor.current = null;
  }

  const name = conversation.user?.name ?? 'Unterhaltung';
  const title = (
    <Title order={2} size="h4" lineClamp={2} title={name} style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
      {name}
    </Title>
  );
  return (
    <section className={classes.pane} aria-label={`Unterhaltung mit ${name}`}>
      {/*
        The name is read whole (issue #36: on a 390 px phone "Bäckerei…" was all that was left beside the buttons): on a
        phone (with "Zurück") it has its own line under the buttons, and it wraps to two lines before it is cut.
      */}
      <Stack gap={4} pb="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {onBack ? (
            <Button variant="subtle" size="compact-sm" style={{ flexShrink: 0 }} onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
              Zurück
            </Button>
          ) : (
            title
          )}
          {!conversation.dummy && !readOnly && (!conversation.is_blocked || conversation.blocked_by_me) ? (
            <Button variant="subtle" color="red.8" size="compact-sm" style={{ flexShrink: 0 }} onClick={onToggleBlock}>
              {conversation.blocked_by_me ? 'Blockierung aufheben' : 'Blockieren'}
            </Button>
          ) : null}
        </Group>
        {onBack ? title : null}
      </Stack>
      <div ref={box} className={classes.messages} onScroll={() => void onScroll()} tabIndex={0} aria-label="Nachrichten">
        {thread.loadingOlder ? <Loader size="xs" mx="auto" aria-label="Ältere Nachrichten werden geladen" /> : null}
        {conversation.dummy && !thread.messages.length ? (
          <Text c="gray.7" ta="center" mt="lg">
            Schreib die erste Nachricht an {name}.
          </Text>
        ) : null}
        <ol className={classes.plain} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {thread.messages.map((m) => (
            <MessageItem key={m.id} message={m} onDelete={onDelete} />
          ))}
        </ol>
      </div>
      {thread.detached ? (
        <Button variant="light" size="xs" my={4} onClick={onJumpToLatest}>
          Zu den neuesten Nachrichten
        </Button>
      ) : null}
      <Text size="sm" c="gray.8" h={22} aria-live="polite">
        {typingName ? `${typingName} schreibt …` : ''}
      </Text>
      <ErrorNotice error={sendError} mb="xs" />
      {conversation.is_blocked ? (
        <Alert color="gray" mb="xs">
          Diese Unterhaltung ist blockiert.
        </Alert>
      ) : null}
      {readOnly ? (
        <Text size="sm" c="gray.8">
          Du liest diese Unterhaltung als Administrator.
        </Text>
      ) : (
        <MessageComposer conversationId={conversation.id} disabled={conversation.is_blocked} onSend={onSend} />
      )}
    </section>
  );
}
