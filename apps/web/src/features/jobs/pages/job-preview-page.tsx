// /betrieb/job/vorschau: the editor's unsaved job shown as the public job page would show it; like and apply
// are left out (nothing is saved yet), a banner leads back to the editor with the form as it was.
import { Link } from 'react-router';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { JobDetails } from '../components/job-details.tsx';
import { loadPreviewDraft } from '../components/job-preview-draft.ts';

export default function JobPreviewPage() {
  const draft = loadPreviewDraft();
  usePageTitle(draft ? `Vorschau: ${draft.job.name || 'Neue Stelle'}` : 'Vorschau');
  if (!draft) {
    return (
      <Container size="md" py="md">
        <Title order={1}>Keine Vorschau vorhanden</Title>
        <Text mt="sm">Öffne die Vorschau aus dem Stellen-Editor, dann siehst du hier deine Stelle, wie Besucher sie sehen.</Text>
        <AppButton mt="md" component={Link} to="/betrieb/job/erstellen">
          Stelle erstellen
        </AppButton>
      </Container>
    );
  }
  const job = { ...draft.job, name: draft.job.name || 'Neue Stelle ohne Titel' };
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Alert color="oabat" title="Vorschau – noch nicht gespeichert" role="status">
          <Text size="sm" mb="xs">
            So sehen Besucher deine Stelle. Liken und Bewerben gehen erst, wenn sie veröffentlicht ist.
          </Text>
          <AppButton size="small" component={Link} to={draft.editor}>
            Zurück zum Editor
          </AppButton>
        </Alert>
        <JobDetails job={job} actions={null} apply={null} />
      </Stack>
    </Container>
  );
}
