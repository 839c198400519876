// /admin/abonnements: the businesses in the shared admin list frame (search, channel and subscription type filters,
// pages), each opening a panel with its subscriptions (create with the confirmation e-mail, change, delete, the
// dummy preview) and its invoices with PDF and XML downloads. Filter, page and open business live in the URL.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Table, UnstyledButton } from '@mantine/core';
import { ZAdminBusinessQuery } from '@oabat/domain/admin-businesses';
import { usePageTitle } from '../../../lib/page-title.ts';
import { downloadBusinessesCsv, useAdminBusinesses, useChannels, useSubscriptionTypes } from '../api/admin-businesses.ts';
import { type ListFilter } from '../components/admin-list-filters.tsx';
import { AdminListFrame, listParams } from '../components/admin-list-frame.tsx';
import { AdminDrawer } from '../components/admin-panel-parts.tsx';
import { AdminSubscriptionPanel } from '../components/admin-subscription-panel.tsx';

export default function AdminSubscriptionsPage() {
  usePageTitle('Admin – Abonnements');
  const [params, setParams] = useSearchParams();
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
  const openName = list.data?.data.find((b) => b.id === openId)?.name;

  return (
    <AdminListFrame
      title="Abonnements und Rechnungen"
      exportCsv={() => downloadBusinessesCsv(filter)}
      filter={filter}
      onFilter={(f) => navigate({ ...f, page: 1 })}
      channels={channelOptions}
      subscriptionTypes={typeOptions}
      searchLabel="Betrieb: Name, Ort, PLZ oder E-Mail-Adresse"
      list={list}
      count={(n) => (n === 1 ? '1 Betrieb' : `${n} Betriebe`)}
      none="Keine Betriebe gefunden."
      loadError="Die Betriebe konnten nicht geladen werden."
      onPage={(page) => navigate({ ...filter, page })}
      panel={
        <AdminDrawer opened={openId !== null} title={`Abonnements: ${openName ?? 'Betrieb'}`} onClose={() => navigate(here)}>
          <AdminSubscriptionPanel businessId={openId ?? 0} />
        </AdminDrawer>
      }
    >
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Betrieb</Table.Th>
              <Table.Th>Ort</Table.Th>
              <Table.Th>Abo-Arten</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <UnstyledButton onClick={() => navigate({ ...here, open: b.id })} fw={600} td="underline" aria-label={`Abonnements von ${b.name} öffnen`}>
                    {b.name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{[b.postal_code, b.city].filter(Boolean).join(' ') || '–'}</Table.Td>
                <Table.Td>
                  {b.subscription_types.map((t) => (
                    <Badge key={t.id} variant="light" mr={4}>
                      {t.name}
                    </Badge>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminListFrame>
  );
}
