// Events as cards, split into upcoming (soonest first) and past (latest first) by their start.
import { Link } from 'react-router';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { eventAddress, formatEventTime, splitEvents, type TEvent } from '@oabat/domain/events';

export function EventCard({ event, headingOrder = 3 }: { event: TEvent; headingOrder?: 2 | 3 | 4 }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Title order={headingOrder} size="h4">
        <Anchor component={Link} to={`/event/${event.slug}`}>
          {event.title}
        </Anchor>
      </Title>
      <Text size="sm">{formatEventTime(event.start_at, event.end_at)}</Text>
      <Text size="sm" c="dimmed">
        {eventAddress(event) ?? 'Online'} · {event.channel.name}
      </Text>
    </Card>
  );
}

export function EventList({ events, empty, showPast = true, level = 2 }: { events: TEvent[]; empty: string; showPast?: boolean; level?: 2 | 3 }) {
  const { upcoming, past } = splitEvents(events);
  const card = (level + 1) as 3 | 4;
  return (
    <Stack gap="lg">
      <section aria-labelledby="events-upcoming">
        <Title order={level} size="h3" id="events-upcoming" mb="xs">
          Kommende Veranstaltungen
        </Title>
        {upcoming.length ? (
          <Stack gap="sm">
            {upcoming.map((e) => (
              <EventCard key={e.id} event={e} headingOrder={card} />
            ))}
          </Stack>
        ) : (
          <Text>{empty}</Text>
        )}
      </section>
      {showPast && past.length ? (
        <section aria-labelledby="events-past">
          <Title order={level} size="h3" id="events-past" mb="xs">
            Vergangene Veranstaltungen
          </Title>
          <Stack gap="sm">
            {past.map((e) => (
              <EventCard key={e.id} event={e} headingOrder={card} />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
