// The home page's section of upcoming job fairs (02 §2: the index loads job fairs); nothing when there is none.
import { Link } from 'react-router';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatEventTime } from '@oabat/domain/event-time';
import { fairPath, useFairs } from '../api/fairs.ts';

export function UpcomingFairs() {
  const fairs = useFairs();
  if (!fairs.data?.length) return null;
  return (
    <section aria-labelledby="upcoming-fairs">
      <Stack gap="sm">
        <Title order={2} id="upcoming-fairs">
          Kommende Ausbildungsmessen
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fairs.data.slice(0, 6).map((f) => (
            <Card key={f.id} withBorder radius="md" padding="md" component="article">
              <Title order={3} size="h4">
                <Anchor component={Link} to={fairPath(f)}>
                  {f.name}
                </Anchor>
              </Title>
              <Text size="sm">{formatEventTime(f.start_at, f.end_at)}</Text>
              <Text size="sm" c="dimmed">
                {f.place.name} · {f.businesses.length === 1 ? '1 Aussteller' : `${f.businesses.length} Aussteller`}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
