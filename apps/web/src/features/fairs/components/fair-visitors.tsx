// On /betriebe/{slug}/profilbesucher: how the profile was visited during each fair the business takes part in.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatEventTime } from '@oabat/domain/event-time';
import { useFairVisitors } from '../api/fairs.ts';

export function FairVisitors({ business, labels }: { business: string; labels: Record<string, string> }) {
  const visitors = useFairVisitors(business);
  if (!visitors.data?.length) return null;
  return (
    <section aria-labelledby="fair-visitors">
      <Stack gap="sm">
        <Title order={2} size="h3" id="fair-visitors">
          Während deiner Messen
        </Title>
        {visitors.data.map((v) => (
          <Paper key={v.fair.id} withBorder radius="md" p="md">
            <Text fw={700}>
              {v.fair.name}
              {v.running ? ' (läuft gerade)' : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {formatEventTime(v.fair.start_at, v.fair.end_at)}
            </Text>
            {new Date(v.fair.start_at) > new Date() ? (
              <Text size="sm">Die Messe hat noch nicht begonnen: Hier siehst du ab dem Start, wer dein Profil besucht.</Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                <div>
                  <Text size="sm">Besucherinnen und Besucher</Text>
                  <Text fz={28} fw={700}>
                    {v.visitors.toLocaleString('de-DE')}
                  </Text>
                </div>
                {v.counts.map((c) => (
                  <div key={c.type}>
                    <Text size="sm">{labels[c.type] ?? c.type}</Text>
                    <Text fz={28} fw={700}>
                      {c.count.toLocaleString('de-DE')}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
