// /admin/analytics/users/{id}/detailed: the session recordings of one business user (issue #17, spec 01 §6/§7) and the
// chosen one played back with rrweb (the player is loaded only here). Admin and dashboard user.
import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { dateTimeLabel as when, fileSizeLabel } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJourney } from '../api/journey.ts';
import { useRecording, useRecordings } from '../api/recordings.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const ReplayPlayer = lazy(() => import('../components/replay-player.tsx').then((m) => ({ default: m.ReplayPlayer })));

const duration = (ms: number) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

export default function RecordingsPage() {
  const { id = '' } = useParams();
  const person = useJourney('users', id);
  const list = useRecordings(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const recording = useRecording(id, chosen);
  const who = person.data ? (person.data.subject.name ?? person.data.subject.email ?? `Konto ${id}`) : '';
  usePageTitle(who ? `Sitzungsaufzeichnungen: ${who}` : 'Sitzungsaufzeichnungen');
  const error = list.error ?? recording.error;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{who ? `Sitzungsaufzeichnungen: ${who}` : 'Sitzungsaufzeichnungen'}</Title>
        <Anchor component={Link} to={`/admin/analytics/users/${encodeURIComponent(id)}`}>
          Zum Nutzerweg
        </Anchor>
        {list.isPending ? <Loading what="Aufzeichnungen" /> : null}
        {error ? <ErrorNotice error={error} /> : null}
        {list.data && !list.data.length ? (
          <Text>Keine Aufzeichnungen – aufgezeichnet werden nur Betriebskonten mit Zustimmung zu Statistik-Cookies.</Text>
        ) : null}
        {list.data?.length ? (
          <Paper withBorder p="md" component="section" aria-labelledby="recordings-list">
            <Title order={2} size="h3" id="recordings-list" mb="sm">
              Aufzeichnungen
            </Title>
            <Table.ScrollContainer minWidth={560}>
              <Table aria-labelledby="recordings-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Beginn</Table.Th>
                    <Table.Th>Dauer</Table.Th>
                    <Table.Th>Größe</Table.Th>
                    <Table.Th>Wiedergabe</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{when(r.started_at)}</Table.Td>
                      <Table.Td>{duration(r.duration_ms)}</Table.Td>
                      <Table.Td>{fileSizeLabel(r.bytes)}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant={chosen === r.id ? 'filled' : 'default'} onClick={() => setChosen(r.id)} aria-pressed={chosen === r.id}>
                          {`Ansehen: ${when(r.started_at)}`}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ) : null}
        {chosen ? (
          <Paper withBorder p="md" component="section" aria-labelledby="recording-player">
            <Title order={2} size="h3" id="recording-player" mb="sm">
              Wiedergabe
            </Title>
            {recording.isPending ? <Loading what="Aufzeichnung" /> : null}
            {recording.data ? (
              <Suspense fallback={<Loading what="Abspieler" />}>
                <ReplayPlayer key={recording.data.id} recording={recording.data} />
              </Suspense>
            ) : null}
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
