// /admin/schulen and /admin/regionen: the schools or regions, searched and filtered by channel, page by page, with a
// CSV download. Filter and page live in the URL (?suche=&kanal=&seite=), as on /admin/betriebe.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ZAdminOrganisationQuery, type AdminOrganisationKind } from '@oabat/domain/admin-organisations';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useChannels } from '../api/admin-businesses.ts';
import { downloadOrganisationsCsv, useAdminOrganisations } from '../api/admin-organisations.ts';
import { AdminListFilters, AdminPager, type ListFilter } from './admin-list-filters.tsx';

const TEXT = {
  schools: {
    title: 'Schulen',
    one: '1 Schule',
    many: 'Schulen',
    none: 'Keine Schulen gefunden.',
    search: 'Name, Ort, PLZ oder E-Mail-Adresse',
    profile: (slug: string) => `/schule/${slug}`,
  },
  regions: {
    title: 'Regionen',
    one: '1 Region',
    many: 'Regionen',
    none: 'Keine Regionen gefunden.',
    search: 'Name oder E-Mail-Adresse',
    profile: (slug: string) => `/region/${slug}`,
  },
} as const;

export function AdminOrganisationsList({ kind }: { kind: AdminOrganisationKind }) {
  const text = TEXT[kind];
  usePageTitle(`Admin – ${text.title}`);
  const [params, setParams] = useSearchParams();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const parsed = ZAdminOrganisationQuery.safeParse({
    search: params.get('suche') ?? '',
    channel: params.get('kanal') ?? '',
    page: params.get('seite') || undefined,
  });
  const query = parsed.success ? parsed.data : ZAdminOrganisationQuery.parse({});
  const filter = { search: query.search, channel: query.channel };
  const list = useAdminOrganisations(kind, query);
  const channels = useChannels();
  const channelOptions = useMemo(() => (channels.data ?? []).map((c) => ({ value: c.slug, label: c.name })), [channels.data]);

  function navigate(next: ListFilter & { page?: number }) {
    const p = new URLSearchParams();
    if (next.search) p.set('suche', next.search);
    if (next.channel) p.set('kanal', next.channel);
    if (next.page && next.page > 1) p.set('seite', String(next.page));
    setParams(p);
  }
  async function exportCsv() {
    setExportError(null);
    setExporting(true);
    try {
      await downloadOrganisationsCsv(kind, filter);
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
          <Title order={1}>{text.title}</Title>
          <AppButton design="primary-flat" loading={exporting} onClick={exportCsv}>
            Als CSV herunterladen
          </AppButton>
        </Group>
        {exportError ? (
          <Alert color="red" title="Fehler" role="alert">
            {exportError}
          </Alert>
        ) : null}
        <AdminListFilters value={filter} onChange={(f) => navigate({ ...f, page: 1 })} channels={channelOptions} searchLabel={text.search} />
        {list.error ? (
          <Alert color="red" role="alert">
            Die Liste konnte nicht geladen werden.
          </Alert>
        ) : null}
        {list.data ? (
          <>
            <Text aria-live="polite">{list.data.total === 1 ? text.one : `${list.data.total} ${text.many}`}</Text>
            {list.data.data.length ? (
              <Table.ScrollContainer minWidth={700}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      {kind === 'schools' ? <Table.Th>Ort</Table.Th> : null}
                      <Table.Th>E-Mail</Table.Th>
                      <Table.Th>Nutzer</Table.Th>
                      <Table.Th>Kanal</Table.Th>
                      {kind === 'schools' ? (
                        <Table.Th>Regionen</Table.Th>
                      ) : (
                        <>
                          <Table.Th>Schulen</Table.Th>
                          <Table.Th>Betriebe</Table.Th>
                        </>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>
                          <Anchor component={Link} to={text.profile(o.slug)} fw={600}>
                            {o.name}
                          </Anchor>
                        </Table.Td>
                        {kind === 'schools' ? <Table.Td>{[o.postal_code, o.city].filter(Boolean).join(' ') || '–'}</Table.Td> : null}
                        <Table.Td>{o.email ?? '–'}</Table.Td>
                        <Table.Td>{o.users}</Table.Td>
                        <Table.Td>{o.channel?.name ?? '–'}</Table.Td>
                        {kind === 'schools' ? (
                          <Table.Td>{o.regions.map((r) => r.name).join(', ') || '–'}</Table.Td>
                        ) : (
                          <>
                            <Table.Td>{o.schools}</Table.Td>
                            <Table.Td>{o.businesses}</Table.Td>
                          </>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text>{text.none}</Text>
            )}
            <AdminPager page={list.data.current_page} lastPage={list.data.last_page} onPage={(page) => navigate({ ...filter, page })} />
          </>
        ) : list.error ? null : (
          <Text>Lade …</Text>
        )}
      </Stack>
    </Container>
  );
}
