// Admin overview: find any account and act as that person (impersonation, spec 01 §4), the support queue of
// reported problems, and moderate reviews.
import { useState, type FormEvent } from 'react';
import { Anchor, Container, Stack, Table, Text, TextInput, Title, Group } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { startImpersonation } from '../../lib/impersonation.ts';
import { snackbar } from '../../lib/snackbar.ts';
import { api, normaliseError } from '../../lib/api.ts';
import { AppButton } from '../../components/app-button.tsx';
import { PendingReviews } from '../../features/reviews/components/pending-reviews.tsx';
import { AdminProblemReports } from '../../features/admin/components/admin-problem-reports.tsx';
import { AdminMoreLinks } from '../../features/admin/components/admin-more-links.tsx';
import { SUPERADMIN_FLAG_KEY } from '../guards.ts';

interface FoundUser {
  id: number;
  email: string | null;
  firstname: string;
  lastname: string;
  type: string;
}
const TYPE_LABEL: Record<string, string> = { trainee: 'Azubi', business: 'Betrieb', school: 'Schule', region: 'Region', '': 'Sonstiges' };

export default function AdminOverviewPage() {
  usePageTitle('Admin – Übersicht');
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<FoundUser[] | null>(null);
  async function find(e: FormEvent) {
    e.preventDefault();
    try {
      setUsers((await api<{ data: FoundUser[] }>('GET', '/api/admin/users', { query: { search } })).data);
    } catch (err) {
      snackbar.showError(normaliseError(err).message);
    }
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>Admin – Übersicht</Title>
        <Anchor component={Link} to="/admin/meldungen" w="fit-content">
          Meldungen: gemeldete Stellen, Profile und Nachrichten prüfen
        </Anchor>
        <Anchor component={Link} to="/admin/suchen-ohne-treffer" w="fit-content">
          Suchen ohne Treffer: Wörter ohne Ergebnis, Synonyme anlegen
        </Anchor>
        <Anchor component={Link} to="/admin/betriebe" w="fit-content">
          Betriebe: suchen, Rechte, Abo-Arten und Kanäle, CSV-Export
        </Anchor>
        <Anchor component={Link} to="/admin/abonnements" w="fit-content">
          Abonnements und Rechnungen der Betriebe
        </Anchor>
        <Anchor component={Link} to="/admin/schulen" w="fit-content">
          Schulen: suchen, bearbeiten, aktivieren, CSV-Export
        </Anchor>
        <Anchor component={Link} to="/admin/regionen" w="fit-content">
          Regionen: suchen, bearbeiten, aktivieren, CSV-Export
        </Anchor>
        <Anchor component={Link} to="/admin/domains" w="fit-content">
          Eigene Domains von Regionen und Betrieben
        </Anchor>
        <Anchor component={Link} to="/admin/artikel" w="fit-content">
          Artikel, die auf eine Freigabe warten
        </Anchor>
        <Anchor component={Link} to="/admin/events" w="fit-content">
          Veranstaltungen
        </Anchor>
        <Anchor component={Link} to="/admin/messen" w="fit-content">
          Messen und ihre Aussteller
        </Anchor>
        <AdminMoreLinks superadminKey={SUPERADMIN_FLAG_KEY} />
        <form onSubmit={find} role="search" aria-label="Konten suchen">
          <Group align="flex-end">
            <TextInput label="Name oder E-Mail-Adresse" value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: 1 }} />
            <AppButton type="submit">Suchen</AppButton>
          </Group>
        </form>
        {users && users.length === 0 ? <Text>Keine Konten gefunden.</Text> : null}
        {users && users.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-Mail</Table.Th>
                  <Table.Th>Art</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Aktion</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      {u.firstname} {u.lastname}
                    </Table.Td>
                    <Table.Td>{u.email ?? '–'}</Table.Td>
                    <Table.Td>{TYPE_LABEL[u.type] ?? u.type}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/analytics/users/${u.id}`} size="sm" mr="sm">
                        Nutzerweg von {u.firstname} {u.lastname}
                      </Anchor>
                      <AppButton
                        size="small"
                        design="primary-flat"
                        onClick={() => startImpersonation(u.id).catch((err) => snackbar.showError(normaliseError(err).message))}
                      >
                        Als {u.firstname} {u.lastname} anmelden
                      </AppButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <AdminProblemReports />
        <PendingReviews />
      </Stack>
    </Container>
  );
}
