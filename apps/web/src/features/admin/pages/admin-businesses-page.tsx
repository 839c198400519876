// /admin/betriebe: every business, searched and filtered by channel and subscription type, page by page; a business
// opens in a panel where the admin changes it. The filter, page and open business live in the URL (?suche=&kanal=
// &abo=&seite=&betrieb=), so a reload or a shared link shows the same view.
import { Badge, Table, UnstyledButton } from '@mantine/core';
import { isAdmin } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { downloadBusinessesCsv, useAdminBusiness } from '../api/admin-businesses.ts';
import { AdminListFrame } from '../components/admin-list-frame.tsx';
import { useAdminBusinessList } from '../components/use-admin-business-list.ts';
import { AdminDrawer } from '../components/admin-panel-parts.tsx';
import { AdminBusinessPanel } from '../components/admin-business-panel.tsx';

export default function AdminBusinessesPage() {
  usePageTitle('Admin – Betriebe');
  const { user } = useAuth();
  const { filter, openId, list, channelOptions, typeOptions, navigate, here } = useAdminBusinessList();
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
