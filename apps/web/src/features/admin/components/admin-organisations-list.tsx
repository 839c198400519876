// /admin/schulen and /admin/regionen: the schools or regions, searched and filtered by channel, page by page, with a
// CSV download; one opens in a panel where the admin changes it. Filter, page and the open one live in the URL
// (?suche=&kanal=&seite=&offen=), as on /admin/betriebe.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Table, UnstyledButton } from '@mantine/core';
import { isAdmin } from '@oabat/domain/rights';
import { ZAdminOrganisationQuery, type AdminOrganisationKind } from '@oabat/domain/admin-organisations';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useChannels } from '../api/admin-businesses.ts';
import { downloadOrganisationsCsv, useAdminOrganisation, useAdminOrganisations } from '../api/admin-organisations.ts';
import { type ListFilter } from './admin-list-filters.tsx';
import { AdminListFrame, listParams } from './admin-list-frame.tsx';
import { AdminOrganisationPanel } from './admin-organisation-panel.tsx';
import { AdminDrawer } from './admin-panel-parts.tsx';

const TEXT = {
  schools: {
    title: 'Schulen',
    count: (n: number) => (n === 1 ? '1 Schule' : `${n} Schulen`),
    none: 'Keine Schulen gefunden.',
    one: 'Schule',
    search: 'Name, Ort, PLZ oder E-Mail-Adresse',
  },
  regions: {
    title: 'Regionen',
    count: (n: number) => (n === 1 ? '1 Region' : `${n} Regionen`),
    none: 'Keine Regionen gefunden.',
    one: 'Region',
    search: 'Name oder E-Mail-Adresse',
  },
} as const;

export function AdminOrganisationsList({ kind }: { kind: AdminOrganisationKind }) {
  const text = TEXT[kind];
  usePageTitle(`Admin – ${text.title}`);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const parsed = ZAdminOrganisationQuery.safeParse({
    search: params.get('suche') ?? '',
    channel: params.get('kanal') ?? '',
    page: params.get('seite') || undefined,
  });
  const query = parsed.success ? parsed.data : ZAdminOrganisationQuery.parse({});
  const filter = { search: query.search, channel: query.channel };
  const openId = Number(params.get('offen')) || null;
  const list = useAdminOrganisations(kind, query);
  const opened = useAdminOrganisation(kind, openId);
  const channels = useChannels();
  const channelOptions = useMemo(() => (channels.data ?? []).map((c) => ({ value: c.slug, label: c.name })), [channels.data]);
  const navigate = (next: ListFilter & { page?: number; open?: number | null }) => setParams(listParams(next, 'offen'));
  const here = { ...filter, page: query.page };
  const openName = opened.data?.name ?? list.data?.data.find((o) => o.id === openId)?.name;

  return (
    <AdminListFrame
      title={text.title}
      exportCsv={() => downloadOrganisationsCsv(kind, filter)}
      filter={filter}
      onFilter={(f) => navigate({ ...f, page: 1 })}
      channels={channelOptions}
      searchLabel={text.search}
      list={list}
      count={text.count}
      none={text.none}
      loadError="Die Liste konnte nicht geladen werden."
      onPage={(page) => navigate({ ...filter, page })}
      panel={
        <AdminDrawer opened={openId !== null} title={openName ?? text.one} onClose={() => navigate(here)}>
          <AdminOrganisationPanel kind={kind} id={openId ?? 0} canEdit={isAdmin(user)} />
        </AdminDrawer>
      }
    >
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
              <Table.Th>Aktiv</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <UnstyledButton onClick={() => navigate({ ...here, open: o.id })} fw={600} td="underline" aria-label={`${o.name} öffnen`}>
                    {o.name}
                  </UnstyledButton>
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
                <Table.Td>{o.is_active ? 'Ja' : 'Nein'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminListFrame>
  );
}
