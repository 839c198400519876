// /betriebe/{slug}/profilbesucher: how often the profile was visited and clicked (for the business's own users).
import { useState } from 'react';
import { useParams } from 'react-router';
import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title, Paper } from '@mantine/core';
import { useActivityCounts } from '../../../lib/record-activity.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const LABELS: Record<string, string> = {
  profile_visit: 'Profilaufrufe',
  contact_click: 'Klicks auf Kontakt',
  website_click: 'Klicks auf die Webseite',
  video_play: 'Videostarts',
  phone_click: 'Klicks auf die Telefonnummer',
};

export default function ProfileVisitorsPage() {
  const { slug = '' } = useParams();
  const [days, setDays] = useState('30');
  const { data, error } = useActivityCounts(slug, days);
  usePageTitle('Profilbesucher');
  // No figure until the server answered: a 0 while loading would be a wrong figure.
  const shown = (type: string) => (data ? (data.get(type) ?? 0).toLocaleString('de-DE') : '…');
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Profilbesucher</Title>
        <SegmentedControl
          value={days}
          onChange={setDays}
          aria-label="Zeitraum"
          data={[
            { value: '7', label: '7 Tage' },
            { value: '30', label: '30 Tage' },
            { value: '365', label: '1 Jahr' },
          ]}
        />
        <ErrorNotice error={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.entries(LABELS).map(([type, label]) => (
            <Paper key={type} withBorder radius="md" p="md">
              <Text size="sm">{label}</Text>
              <Text fz={32} fw={700}>
                {shown(type)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Gezählt werden Besuche anderer Personen; deine eigenen Aufrufe zählen nicht.
        </Text>
      </Stack>
    </Container>
  );
}
