// /admin/betriebe: every business, searched and filtered by channel and subscription type, page by page; a business
// opens in a panel where the admin changes it. The filter, page and open business live in the URL (?suche=&kanal=
// &abo=&seite=&betrieb=), so a reload or a shared link shows the same view.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Table, UnstyledButton } from '@mantine/core';
import { isAdmin } from '@oabat/domain/rights';
import { ZAdminBusinessQuery } from '@oabat/domain/admin-businesses';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { downloadBusinessesCsv, useAdminBusiness, useAdminBusinesses, useChannels, useSubscriptionTypes } from '../api/admin-businesses.ts';
import { type ListFilter } from '../components/admin-list-filters.tsx';
import { AdminListFrame, listParams } from '../components/admin-list-frame.tsx';
import { AdminDrawer } from '../components/admin-panel-parts.tsx';
import { AdminBusinessPanel } from '../components/admin-business-panel.tsx';

export default function AdminBusinessesPage() {
  usePageTitle('Admin – Betriebe');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();

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

  const navigate = (next: ListFilter & { page?: number; open?: number | null }) => setParams(listParams(next, 'betrieb'));
  const here = { ...filter, page: query.page };
  const opened = useAdminBusiness(openId);
  const openName = opened.data?.name ?? list.data?.data.find((b) => b.id === openId)?.name;

  return (
    <AdminListFrame
      title="Betriebe"
      exportCsv={() => downloadBusinessesCsv(filter)}
      filter={filter}
      onFilter={(f) => navigate({ ...f, page: 1 })}
      channels={channelOptions}
      subscriptionTypes={typeOptions}
      searchLabel="Name, Ort, PLZ oder E-Mail-Adresse"
      list={list}
      count={(n) => (n === 1 ? '1 Betrieb' : `${n} Betriebe`)}
      none="Keine Betriebe gefunden."
      loadError="Die Betriebe konnten nicht geladen werden."
      onPage={(page) => navigate({ ...filter, page })}
      panel={
        <AdminDrawer opened={openId !== null} title={openName ?? 'Betrieb'} onClose={() => navigate(here)}>
          <AdminBusinessPanel id={openId ?? 0} canEdit={isAdmin(user)} />
        </AdminDrawer>
      }
    >
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
            {(list.data?.data ?? []).map((b) => (
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
    </AdminListFrame>
  );
}
