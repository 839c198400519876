// /suchauftraege: the pupil's saved searches with the new matches since the last look (the menu badge), how often
// each one mails, and delete. Opening a search's matches marks them seen.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ALERT_FREQUENCY_LABELS, savedSearchPath, type AlertFrequency, type TSavedSearch } from '@oabat/domain/alerts';
import { AppButton } from '../../../components/app-button.tsx';
import { JobCard } from '../../../components/job-card.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { normaliseError } from '../../../lib/api.ts';
import { ALERT_BADGE_KEY, deleteAlert, markAlertSeen, setAlertFrequency, useAlertMatches, useRefreshAlerts, useSavedSearches } from '../api/alerts.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function SavedSearchesPage() {
  usePageTitle('Meine Suchaufträge');
  const list = useSavedSearches();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Meine Suchaufträge</Title>
        <Text>Neue Angebote zu deinen gespeicherten Suchen bekommst du per E-Mail und siehst sie hier.</Text>
        {list.isError ? <ErrorNotice error={list.error} title="Fehler" /> : null}
        {list.data?.length === 0 ? (
          <Text>
            Du hast noch keinen Suchauftrag. Suche nach{' '}
            <Anchor component={Link} to="/ausbildung">
              Ausbildungsplätzen
            </Anchor>{' '}
            und klicke auf „Suche speichern“.
          </Text>
        ) : null}
        {list.data?.map((s) => (
          <SavedSearchItem key={s.id} search={s} open={openId === s.id} onToggle={() => setOpenId(openId === s.id ? null : s.id)} />
        ))}
      </Stack>
    </Container>
  );
}

function SavedSearchItem({ search, open, onToggle }: { search: TSavedSearch; open: boolean; onToggle: () => void }) {
  const refresh = useRefreshAlerts();
  const [error, setError] = useState<string | null>(null);
  const act = (fn: () => Promise<unknown>) => fn().then(refresh, (err: unknown) => setError(normaliseError(err).message));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={search.label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            <Anchor component={Link} to={savedSearchPath(search.query)}>
              {search.label}
            </Anchor>
          </Title>
          {search.new_count > 0 ? (
            <Badge color="red" size="lg">
              {search.new_count === 1 ? '1 neues Angebot' : `${search.new_count} neue Angebote`}
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm" align="end">
          <NativeSelect
            label="E-Mail"
            value={search.frequency}
            data={(['daily', 'weekly'] as AlertFrequency[]).map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))}
            onChange={(e) => void act(() => setAlertFrequency(search.id, e.currentTarget.value as AlertFrequency))}
          />
          <AppButton design="primary-flat" size="small" onClick={onToggle} aria-expanded={open}>
            {open ? 'Treffer ausblenden' : 'Treffer ansehen'}
          </AppButton>
          <AppButton design="flat" size="small" onClick={() => void act(() => deleteAlert(search.id))}>
            Löschen
          </AppButton>
        </Group>
        <ErrorNotice error={error} />
        {open ? <Matches id={search.id} /> : null}
      </Stack>
    </Paper>
  );
}

function Matches({ id }: { id: number }) {
  const matches = useAlertMatches(id);
  const qc = useQueryClient();
  const refresh = useRefreshAlerts();
  const hasNew = !!matches.data?.jobs.some((j) => j.is_new);
  // Seen once shown: the badge counts only what the pupil has not looked at.
  useEffect(() => {
    if (!hasNew) return;
    void markAlertSeen(id).then(() => {
      void refresh();
      void qc.invalidateQueries({ queryKey: ALERT_BADGE_KEY });
    });
  }, [hasNew, id, qc, refresh]);
  if (matches.isPending) return <Text>Lädt …</Text>;
  if (!matches.data?.jobs.length) return <Text>Noch keine neuen Angebote. Wir melden uns, sobald etwas Passendes dazukommt.</Text>;
  return (
    <Stack gap="sm">
      {matches.data.jobs.map((j) => (
        <JobCard key={j.id} job={j} />
      ))}
    </Stack>
  );
}
