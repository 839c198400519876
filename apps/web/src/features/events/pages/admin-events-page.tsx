// /admin/events and /events: every channel's events for the admin, upcoming and past, with the way to create one.
import { Link } from 'react-router';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useEvents } from '../api/events.ts';
import { EventList } from '../../../components/event-list.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function AdminEventsPage() {
  usePageTitle('Veranstaltungen');
  const events = useEvents({ when: 'all', limit: 200 });
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Veranstaltungen</Title>
        <Anchor component={Link} to="/admin/event/erstellen" fw={600}>
          Neue Veranstaltung anlegen
        </Anchor>
        {events.isPending ? <Loading what="Veranstaltungen" /> : <EventList events={events.data ?? []} empty="Keine kommenden Veranstaltungen." />}
      </Stack>
    </Container>
  );
}
