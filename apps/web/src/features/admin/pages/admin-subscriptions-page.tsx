// /admin/abonnements: the businesses in the shared admin list frame (search, channel and subscription type filters,
// pages), each opening a panel with its subscriptions (create with the confirmation e-mail, change, delete, the
// dummy preview) and its invoices with PDF and XML downloads. Filter, page and open business live in the URL.
import { Badge, Table, UnstyledButton } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { downloadBusinessesCsv } from '../api/admin-businesses.ts';
import { AdminListFrame } from '../components/admin-list-frame.tsx';
import { useAdminBusinessList } from '../components/use-admin-business-list.ts';
import { AdminDrawer } from '../components/admin-panel-parts.tsx';
import { AdminSubscriptionPanel } from '../components/admin-subscription-panel.tsx';

export default function AdminSubscriptionsPage() {
  usePageTitle('Admin – Abonnements');
  const { filter, openId, list, channelOptions, typeOptions, navigate, here } = useAdminBusinessList();
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
