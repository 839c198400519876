// One event as readers see it: title, time (Berlin), place or online link, the "In den Kalender" download, the
// cover picture and the description (HTML from the server's allow-list sanitiser).
import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { eventAddress, formatEventTime, type TEvent } from '@oabat/domain/events';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { eventIcsUrl } from '../api/events.ts';

const organiserHref = (o: NonNullable<TEvent['organiser']>) => (o.type === 'region' ? `/region/${o.slug}` : `/schule/${o.slug}`);

export function EventView({ event }: { event: TEvent }) {
  const address = eventAddress(event);
  return (
    <Stack gap="md" component="article">
      <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {event.title}
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{formatEventTime(event.start_at, event.end_at)}</Text>
        {address ? <Text>{address}</Text> : null}
        {event.online_url ? (
          <Text>
            Online:{' '}
            <Anchor href={event.online_url} target="_blank" rel="noopener nofollow" underline="always">
              {event.online_url}
            </Anchor>
          </Text>
        ) : null}
        <Text c="dimmed">
          {event.organiser ? (
            <Anchor component={Link} to={organiserHref(event.organiser)} underline="always">
              {event.organiser.name}
            </Anchor>
          ) : (
            event.channel.name
          )}
        </Text>
      </Stack>
      <Group>
        <Anchor href={eventIcsUrl(event.slug)} download={`${event.slug}.ics`} underline="always" fw={600}>
          In den Kalender
        </Anchor>
      </Group>
      {event.cover_image ? (
        <ResponsiveImage
          image={event.cover_image}
          alt={`Titelbild: ${event.title}`}
          style={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 12 }}
        />
      ) : null}
      <Typography>
        {/* Sanitised on the server (sanitize-html allow-list): no script a user wrote reaches this. */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: event.description }} />
      </Typography>
    </Stack>
  );
}
