// /admin/betriebe: every business, searched and filtered by channel and subscription type, page by page; a business
// opens in a panel where the admin changes it. The filter, page and open business live in the URL (?suche=&kanal=
// &abo=&seite=&betrieb=), so a reload or a shared link shows the same view.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Container, Drawer, Group, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { isAdmin } from '@oabat/domain/rights';
import { ZAdminBusinessQuery } from '@oabat/domain/admin-businesses';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { downloadBusinessesCsv, useAdminBusiness, useAdminBusinesses, useChannels, useSubscriptionTypes } from '../api/admin-businesses.ts';
import { AdminListFilters, AdminPager, type ListFilter } from '../components/admin-list-filters.tsx';
import { AdminBusinessPanel } from '../components/admin-business-panel.tsx';

export default function AdminBusinessesPage() {
  usePageTitle('Admin – Betriebe');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // The same schema the API checks the query with: a hand-edited URL that fails it shows the unfiltered first page.
  const raw = {
    search: params.get('suche') ?? '',
    channel: params.get('kanal') ?? '',
    subscription_type: params.get('abo') || undefined,
    page: params.get('seite') || undefined,
  };
  const parsed = ZAdminBusinessQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : ZAdminBusinessQuery.parse({});
  const filter: ListFilter = { search: query.search, channel: query.channel, subscription_type: query.subscription_type };
  const openId = Number(params.get('betrieb')) || null;

  const list = useAdminBusinesses(query);
  const channels = useChannels();
  const types = useSubscriptionTypes();
  const channelOptions = useMemo(() => (channels.data ?? []).map((c) => ({ value: c.slug, label: c.name })), [channels.data]);
  const typeOptions = useMemo(() => (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name })), [types.data]);

  function navigate(next: ListFilter & { page?: number; open?: number | null }) {
    const p = new URLSearchParams();
    if (next.search) p.set('suche', next.search);
    if (next.channel) p.set('kanal', next.channel);
    if (next.subscription_type) p.set('abo', String(next.subscription_type));
    if (next.page && next.page > 1) p.set('seite', String(next.page));
    if (next.open) p.set('betrieb', String(next.open));
    setParams(p);
  }
  const here = { ...filter, page: query.page };
  const opened = useAdminBusiness(openId);
  const openName = opened.data?.name ?? list.data?.data.find((b) => b.id === openId)?.name;

  async function exportCsv() {
    setExportError(null);
    setExporting(true);
    try {
      await downloadBusinessesCsv(filter);
    } catch (err) {
      setExportError(normaliseError(err).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Betriebe</Title>
          <AppButton design="primary-flat" loading={exporting} onClick={exportCsv}>
            Als CSV herunterladen
          </AppButton>
        </Group>
        {exportError ? (
          <Alert color="red" title="Fehler" role="alert">
            {exportError}
          </Alert>
        ) : null}
        <AdminListFilters
          value={filter}
          onChange={(f) => navigate({ ...f, page: 1 })}
          channels={channelOptions}
          subscriptionTypes={typeOptions}
          searchLabel="Name, Ort, PLZ oder E-Mail-Adresse"
        />
        {list.error ? (
          <Alert color="red" role="alert">
            Die Betriebe konnten nicht geladen werden.
          </Alert>
        ) : null}
        {list.data ? (
          <>
            <Text aria-live="polite">{list.data.total === 1 ? '1 Betrieb' : `${list.data.total} Betriebe`}</Text>
            {list.data.data.length ? (
              <Table.ScrollContainer minWidth={760}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Ort</Table.Th>
                      <Table.Th>E-Mail</Table.Th>
                      <Table.Th>Sichtbar</Table.Th>
                      <Table.Th>Abo-Arten</Table.Th>
                      <Table.Th>Kanäle</Table.Th>
                      <Table.Th>Stellen</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((b) => (
                      <Table.Tr key={b.id}>
                        <Table.Td>
                          <UnstyledButton onClick={() => navigate({ ...here, open: b.id })} fw={600} td="underline" aria-label={`${b.name} öffnen`}>
                            {b.name}
                          </UnstyledButton>
                        </Table.Td>
                        <Table.Td>{[b.postal_code, b.city].filter(Boolean).join(' ') || '–'}</Table.Td>
                        <Table.Td>{b.email ?? '–'}</Table.Td>
                        <Table.Td>{b.is_visible ? 'Ja' : 'Nein'}</Table.Td>
                        <Table.Td>
                          {b.subscription_types.map((t) => (
                            <Badge key={t.id} variant="light" mr={4}>
                              {t.name}
                            </Badge>
                          ))}
                        </Table.Td>
                        <Table.Td>{b.channels.map((c) => c.name).join(', ') || '–'}</Table.Td>
                        <Table.Td>{b.jobs_published}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text>Keine Betriebe gefunden.</Text>
            )}
            <AdminPager page={list.data.current_page} lastPage={list.data.last_page} onPage={(page) => navigate({ ...filter, page })} />
          </>
        ) : list.error ? null : (
          <Text>Lade Betriebe …</Text>
        )}
      </Stack>
      {/* Composed by hand: the stock header is a <header>, which outside <main> would be a second banner landmark. */}
      <Drawer.Root opened={openId !== null} onClose={() => navigate(here)} position="right" size="lg">
        <Drawer.Overlay />
        <Drawer.Content>
          <Group justify="space-between" wrap="nowrap" p="md" style={{ position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}>
            <Drawer.Title fw={700}>{openName ?? 'Betrieb'}</Drawer.Title>
            <Drawer.CloseButton aria-label="Schließen" />
          </Group>
          <Drawer.Body>{openId !== null ? <AdminBusinessPanel id={openId} canEdit={isAdmin(user)} /> : null}</Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Container>
  );
}
