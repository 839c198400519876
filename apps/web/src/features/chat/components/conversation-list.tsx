// The conversation list with search: name, latest message preview and the unread count.
import { Badge, Group, Loader, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TConversation } from '@oabat/domain/chat';
import classes from './chat.module.css';

interface Props {
  conversations: TConversation[] | undefined;
  loading: boolean;
  activeId: number | null;
  search: string;
  onSearch: (value: string) => void;
  onSelect: (c: TConversation) => void;
}

export function ConversationList({ conversations, loading, activeId, search, onSearch, onSelect }: Props) {
  return (
    <Stack gap="xs" h="100%" className={classes.list}>
      <TextInput
        label="Unterhaltungen durchsuchen"
        placeholder="Name oder Text"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        type="search"
      />
      {loading ? <Loader size="sm" aria-label="Unterhaltungen werden geladen" /> : null}
      {!loading && !conversations?.length ? (
        <Text c="gray.7" size="sm">
          {search ? 'Keine Unterhaltung gefunden.' : 'Noch keine Unterhaltungen.'}
        </Text>
      ) : null}
      <nav aria-label="Unterhaltungen" className={classes.scroll}>
        <ul className={classes.plain}>
          {conversations?.map((c) => (
            <li key={c.id}>
              <UnstyledButton
                className={classes.item}
                data-active={c.id === activeId || undefined}
                onClick={() => onSelect(c)}
                aria-current={c.id === activeId ? 'true' : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={c.number_of_unread_messages ? 700 : 500} truncate>
                    {c.user?.name ?? 'Unbekannt'}
                  </Text>
                  {c.number_of_unread_messages ? (
                    <Badge color="red.8" size="sm">
                      {c.number_of_unread_messages}
                      <VisuallyHidden> ungelesen</VisuallyHidden>
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="gray.7" truncate fs={c.latest_message?.is_deleted ? 'italic' : undefined}>
                  {c.is_blocked ? 'Blockiert' : (c.latest_message?.preview ?? 'Noch keine Nachrichten')}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
