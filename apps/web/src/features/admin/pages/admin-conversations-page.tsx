// /admin/konversationen (spec 01 §2, query): the admin finds conversations by a person, e-mail, business, school,
// region or message text, and reads one in a side panel. Query, page and the open one live in the URL.
import { formatDateTime } from '@oabat/domain/dates';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { ZAdminConversationQuery } from '@oabat/domain/admin-conversations';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAdminConversations } from '../api/admin-conversations.ts';
import { AdminConversationView } from '../components/admin-conversation-view.tsx';
import { AdminPager } from '../components/admin-list-filters.tsx';
import { AdminDrawer } from '../components/admin-panel-parts.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

export default function AdminConversationsPage() {
  usePageTitle('Admin – Konversationen');
  const [params, setParams] = useSearchParams();
  const parsed = ZAdminConversationQuery.safeParse({ query: params.get('query') ?? '', page: params.get('seite') || undefined });
  const q = parsed.success ? parsed.data : ZAdminConversationQuery.parse({});
  const openId = Number(params.get('offen')) || null;
  const list = useAdminConversations(q);
  const [text, setText] = useState(q.query);
  useEffect(() => setText(q.query), [q.query]);

  function go(next: { query: string; page?: number; open?: number | null }) {
    const p = new URLSearchParams();
    if (next.query) p.set('query', next.query);
    if (next.page && next.page > 1) p.set('seite', String(next.page));
    if (next.open) p.set('offen', String(next.open));
    setParams(p);
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    go({ query: text.trim() });
  }
  const opened = list.data?.data.find((c) => c.id === openId);

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>Konversationen</Title>
        <form onSubmit={submit} role="search" aria-label="Konversationen suchen">
          <Group align="flex-end">
            <TextInput
              label="Person, E-Mail-Adresse, Betrieb, Schule, Region oder Text einer Nachricht"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <AppButton type="submit">Suchen</AppButton>
          </Group>
        </form>
        {list.error ? <ErrorNotice>Die Konversationen konnten nicht geladen werden.</ErrorNotice> : null}
        {list.data ? (
          <>
            <Text aria-live="polite">{list.data.total === 1 ? '1 Konversation' : `${list.data.total} Konversationen`}</Text>
            {list.data.data.length ? (
              <Table.ScrollContainer minWidth={700}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Beteiligte</Table.Th>
                      <Table.Th>Letzte Nachricht</Table.Th>
                      <Table.Th>Am</Table.Th>
                      <Table.Th>Nachrichten</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((c) => {
                      const between = c.participants.map((p) => p.name).join(' ↔ ');
                      return (
                        <Table.Tr key={c.id}>
                          <Table.Td>
                            <UnstyledButton onClick={() => go({ ...q, open: c.id })} fw={600} td="underline" aria-label={`Konversation ${between} lesen`}>
                              {between}
                            </UnstyledButton>
                          </Table.Td>
                          <Table.Td>{c.last_message ?? '–'}</Table.Td>
                          <Table.Td>{when(c.last_message_at)}</Table.Td>
                          <Table.Td>{c.messages}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text>Keine Konversationen gefunden.</Text>
            )}
            <AdminPager page={list.data.current_page} lastPage={list.data.last_page} onPage={(page) => go({ ...q, page })} />
          </>
        ) : list.error ? null : (
          <Loading />
        )}
      </Stack>
      <AdminDrawer opened={openId !== null} title={opened ? opened.participants.map((p) => p.name).join(' ↔ ') : 'Konversation'} onClose={() => go(q)}>
        {opened ? <AdminConversationView key={opened.id} conversation={opened} /> : <Text>Diese Konversation ist nicht auf der aktuellen Seite.</Text>}
      </AdminDrawer>
    </Container>
  );
}
