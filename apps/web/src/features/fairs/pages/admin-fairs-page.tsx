// /admin/messen: every fair (the ones over too), create one, edit one and its participants, delete one.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Container, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatEventTime } from '@oabat/domain/event-time';
import type { TJobFair } from '@oabat/domain/fairs';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { deleteFair, fairPath, fairsKey, useFairs } from '../api/fairs.ts';
import { FairForm } from '../components/fair-form.tsx';
import { FairRequestsAdmin } from '../components/fair-requests-admin.tsx';
import { FairParticipants } from '../components/fair-participants.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function AdminFairsPage() {
  usePageTitle('Messen');
  const qc = useQueryClient();
  const fairs = useFairs({ past: '1' });
  const [editing, setEditing] = useState<TJobFair | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: fairsKey });
  // The admin sees that the save worked (the form stays open for the participants).
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (f: TJobFair) => {
    setEditing(f);
    void refresh();
  };
  const formSaved = (f: TJobFair) => {
    setNotice(editing === 'new' ? `Die Messe „${f.name}“ ist angelegt.` : `Die Messe „${f.name}“ ist gespeichert.`);
    saved(f);
  };
  const edit = (next: TJobFair | 'new' | null) => {
    setNotice(null);
    setEditing(next);
  };
  const over = (f: TJobFair) => new Date(f.end_at) < new Date();

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Messen</Title>
        {editing === null ? (
          <>
            <Group>
              <AppButton onClick={() => edit('new')}>Neue Messe anlegen</AppButton>
            </Group>
            {fairs.isPending ? <Loading what="Messen" /> : null}
            {fairs.data?.length === 0 ? <Text>Noch keine Messen.</Text> : null}
            {fairs.data?.length ? (
              <Table.ScrollContainer minWidth={520}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Messe</Table.Th>
                      <Table.Th>Wann</Table.Th>
                      <Table.Th>Aussteller</Table.Th>
                      <Table.Th>Aktion</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {fairs.data.map((f) => (
                      <Table.Tr key={f.id}>
                        <Table.Td>
                          {over(f) ? (
                            f.name
                          ) : (
                            <Anchor component={Link} to={fairPath(f)}>
                              {f.name}
                            </Anchor>
                          )}{' '}
                          {over(f) ? <Badge color="gray">vorbei</Badge> : null}
                        </Table.Td>
                        <Table.Td>{formatEventTime(f.start_at, f.end_at)}</Table.Td>
                        <Table.Td>{f.businesses.length + f.businesses_unpublished.length}</Table.Td>
                        <Table.Td>
                          <AppButton design="primary-flat" size="small" onClick={() => edit(f)} aria-label={`${f.name} bearbeiten`}>
                            Bearbeiten
                          </AppButton>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
            <FairRequestsAdmin />
          </>
        ) : (
          <>
            <Group>
              <AppButton design="primary-flat" onClick={() => edit(null)}>
                Zurück zur Liste
              </AppButton>
            </Group>
            <Title order={2} size="h3">
              {editing === 'new' ? 'Neue Messe' : editing.name}
            </Title>
            {notice ? (
              <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Hinweis schließen">
                {notice}
              </Alert>
            ) : null}
            <FairForm key={editing === 'new' ? 'new' : editing.id} fair={editing === 'new' ? null : editing} onSaved={formSaved} />
            {editing !== 'new' ? (
              <>
                <Divider />
                <FairParticipants fair={editing} onChanged={saved} />
                <Divider />
                <Group>
                  <AppButton
                    design="secondary-flat"
                    onClick={async () => {
                      if (!window.confirm(`Messe „${editing.name}“ löschen?`)) return;
                      await deleteFair(editing.id);
                      setEditing(null);
                      void refresh();
                    }}
                  >
                    Messe löschen
                  </AppButton>
                </Group>
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
