// A channel's coming events on its owner's profile (issue #36: a school's upcoming event was not on its profile);
// nothing when there is none.
import { Stack, Title } from '@mantine/core';
import { useEvents } from '../api/events.ts';
import { EventCard } from '../../../components/event-list.tsx';

export function ChannelUpcomingEvents({ channel }: { channel: string }) {
  const events = useEvents({ channel, when: 'upcoming', limit: 5 });
  if (!events.data?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="channel-upcoming-events">
      <Title order={2} size="h3" id="channel-upcoming-events">
        Kommende Veranstaltungen
      </Title>
      {events.data.map((e) => (
        <EventCard key={e.id} event={e} />
      ))}
    </Stack>
  );
}
