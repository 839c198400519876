// /admin/event/erstellen: the admin creates an event on any channel; its members are told in the chat.
import { useNavigate } from 'react-router';
import { Container, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../../lib/page-title.ts';
import { eventKey } from '../api/events.ts';
import { EventForm } from '../components/event-form.tsx';

export default function AdminEventCreatePage() {
  usePageTitle('Veranstaltung anlegen');
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Veranstaltung anlegen</Title>
        <EventForm
          event={null}
          channel={null}
          onSaved={(saved) => {
            client.setQueryData(eventKey(saved.slug), saved);
            void client.invalidateQueries({ queryKey: ['events'] });
            void navigate(`/event/${saved.slug}`, { state: { notice: 'Die Veranstaltung ist angelegt.' } });
          }}
        />
      </Stack>
    </Container>
  );
}
