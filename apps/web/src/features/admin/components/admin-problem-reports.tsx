// The support queue: problems businesses reported on /betrieb/problem, newest first; the support answers in the chat
// (the support account's conversation with the reporter) and marks a report as done here.
import { formatDateTime } from '@oabat/domain/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROBLEM_CATEGORY_LABELS, type ProblemStatus } from '@oabat/domain/problem-reports';
import { normaliseError } from '../../../lib/api.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { AppButton } from '../../../components/app-button.tsx';
import { problemReportsKey, setProblemStatus, useProblemReports } from '../api/admin-problem-reports.ts';

export function AdminProblemReports() {
  const [status, setStatus] = useState<ProblemStatus | 'all'>('open');
  const { data, error } = useProblemReports(status);
  const queryClient = useQueryClient();
  async function change(id: number, next: ProblemStatus) {
    try {
      await setProblemStatus(id, next);
      await queryClient.invalidateQueries({ queryKey: problemReportsKey });
    } catch (err) {
      snackbar.showError(normaliseError(err).message);
    }
  }
  return (
    <Stack component="section" gap="sm" aria-labelledby="problem-reports-title" id="probleme">
      <Group justify="space-between">
        <Title order={2} size="h3" id="problem-reports-title">
          Gemeldete Probleme{data ? ` (${data.length})` : ''}
        </Title>
        <SegmentedControl
          aria-label="Meldungen filtern"
          value={status}
          onChange={(v) => setStatus(v as ProblemStatus | 'all')}
          data={[
            { value: 'open', label: 'Offen' },
            { value: 'done', label: 'Erledigt' },
            { value: 'all', label: 'Alle' },
          ]}
        />
      </Group>
      {error ? <Text c="red.8">{normaliseError(error).message}</Text> : null}
      {data && !data.length ? <Text>Keine Meldungen.</Text> : null}
      {data?.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Gemeldete Probleme" style={{ listStyle: 'none' }}>
          {data.map((r) => (
            <Card component="li" key={r.id} withBorder padding="sm">
              <Stack gap={4}>
                <Group gap="xs">
                  <Badge variant="light" color={r.status === 'open' ? 'red' : 'gray'}>
                    {r.status === 'open' ? 'Offen' : 'Erledigt'}
                  </Badge>
                  <Text fw={600}>{PROBLEM_CATEGORY_LABELS[r.category]}</Text>
                  <Text size="sm">
                    {r.business.name} · {r.reporter.name} · {formatDateTime(r.created_at)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{r.text}</Text>
                {r.has_screenshot ? <Text size="sm">Mit Screenshot (im Chat des Support-Kontos)</Text> : null}
                <Group gap="xs">
                  <Anchor component={Link} to={`/admin/konversationen?query=${encodeURIComponent(r.business.name)}`} size="sm">
                    Unterhaltungen von {r.business.name}
                  </Anchor>
                  {r.status === 'open' ? (
                    <AppButton size="small" onClick={() => change(r.id, 'done')} aria-label={`Meldung von ${r.business.name} als erledigt markieren`}>
                      Erledigt
                    </AppButton>
                  ) : (
                    <AppButton
                      size="small"
                      design="primary-flat"
                      onClick={() => change(r.id, 'open')}
                      aria-label={`Meldung von ${r.business.name} wieder öffnen`}
                    >
                      Wieder öffnen
                    </AppButton>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
