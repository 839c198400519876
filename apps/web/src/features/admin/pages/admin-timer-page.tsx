// /timer (superadmin): the platform's scheduled background jobs, when each ran last (and how) and runs next, with a
// "Jetzt ausführen" button that enqueues one at once. The list reloads after a run to show its outcome.
import { formatDateTime } from '@oabat/domain/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Code, Container, Stack, Table, Text, Title } from '@mantine/core';
import { SCHEDULE_STATE_LABELS } from '@oabat/domain/admin-timer';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { runSchedule, schedulesKey, useSchedules } from '../api/admin-timer.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

export default function AdminTimerPage() {
  usePageTitle('Admin – Zeitpläne');
  const schedules = useSchedules();
  const queryClient = useQueryClient();
  const { run, pending, error } = useFormSubmit();
  const [done, setDone] = useState<string | null>(null);

  async function runNow(name: string) {
    setDone(null);
    if (!(await run(() => runSchedule(name)))) return;
    setDone(`${name} wurde gestartet.`);
    // The job runs in the background; a second look a moment later shows its last state.
    await queryClient.invalidateQueries({ queryKey: schedulesKey });
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: schedulesKey }), 3000);
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>Zeitpläne</Title>
        <Text>Die regelmäßigen Hintergrundaufgaben der Plattform. Zeiten in deiner Ortszeit, die Zeitpläne selbst laufen in UTC.</Text>
        <ErrorNotice error={error} title="Fehler" />
        <div role="status" aria-live="polite">
          {done ? <Alert color="green">{done}</Alert> : null}
        </div>
        {schedules.error ? <ErrorNotice>Die Zeitpläne konnten nicht geladen werden.</ErrorNotice> : null}
        {schedules.data ? (
          schedules.data.length ? (
            <Table.ScrollContainer minWidth={700}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Aufgabe</Table.Th>
                    <Table.Th>Zeitplan (cron, UTC)</Table.Th>
                    <Table.Th>Zuletzt</Table.Th>
                    <Table.Th>Ergebnis</Table.Th>
                    <Table.Th>Nächster Lauf</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">Aktion</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedules.data.map((s) => (
                    <Table.Tr key={s.name}>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>
                        <Code>{s.cron}</Code>
                      </Table.Td>
                      <Table.Td>{when(s.last_run_at)}</Table.Td>
                      <Table.Td>{s.last_state ? (SCHEDULE_STATE_LABELS[s.last_state] ?? s.last_state) : 'noch nie gelaufen'}</Table.Td>
                      <Table.Td>{when(s.next_run_at)}</Table.Td>
                      <Table.Td>
                        <AppButton
                          size="small"
                          design="primary-flat"
                          disabled={pending}
                          onClick={() => runNow(s.name)}
                          aria-label={`${s.name} jetzt ausführen`}
                        >
                          Jetzt ausführen
                        </AppButton>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text>Es sind keine Zeitpläne eingerichtet.</Text>
          )
        ) : schedules.error ? null : (
          <Loading />
        )}
      </Stack>
    </Container>
  );
}
