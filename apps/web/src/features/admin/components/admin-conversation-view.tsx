// One conversation read by the admin on /admin/konversationen: its messages (oldest first on a page, page 1 is the
// newest), who sent each and when. Read only: the admin neither writes here nor marks anything read.
import { formatDateTime } from '@oabat/domain/dates';
import { useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { TAdminConversation } from '@oabat/domain/admin-conversations';
import { useConversationMessages } from '../api/admin-conversations.ts';
import { AdminPager } from './admin-list-filters.tsx';
import { plural } from '@oabat/domain/plural';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function AdminConversationView({ conversation }: { conversation: TAdminConversation }) {
  const [page, setPage] = useState(1);
  const messages = useConversationMessages(conversation.id, page);
  const names = new Map(conversation.participants.map((p) => [p.id, p.name]));
  if (messages.error) return <ErrorNotice>Die Nachrichten konnten nicht geladen werden.</ErrorNotice>;
  if (!messages.data) return <Loading />;
  const sorted = [...messages.data.data].sort((a, b) => a.id - b.id);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {conversation.participants.map((p) => `${p.name} (${p.email ?? 'ohne E-Mail'})`).join(' ↔ ')} ·{' '}
        {plural(conversation.messages, 'Nachricht', 'Nachrichten')}
      </Text>
      {/* Page 1 holds the newest messages: "Weiter" goes back in time. */}
      <AdminPager page={page} lastPage={messages.data.last_page} onPage={setPage} />
      {sorted.length === 0 ? <Text>Noch keine Nachrichten.</Text> : null}
      <Stack gap="xs" component="ol" aria-label="Nachrichten" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sorted.map((m) => (
          <Paper key={m.id} component="li" withBorder p="xs">
            <Text size="xs" c="dimmed">
              {(m.sender_id !== null ? names.get(m.sender_id) : null) ?? m.sender_name} · {formatDateTime(m.created_at)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{m.is_deleted || m.type !== 'regular' ? m.preview : m.body}</Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
