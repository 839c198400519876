// /event/{slug}: an event for everybody, with "In den Kalender"; its channel's region or school (and the admin)
// edit it here. /event without a slug: a region or school creates an event on its channel and sees its events.
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { canCreateEvents, isAdmin, ownEventChannel } from '@oabat/domain/rights';
import type { TEvent } from '@oabat/domain/events';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { eventKey, useEvent, useEvents } from '../api/events.ts';
import { EventForm } from '../components/event-form.tsx';
import { EventList } from '../../../components/event-list.tsx';
import { EventView } from '../components/event-view.tsx';
import { Loading } from '../../../components/loading.tsx';

const Frame = ({ children }: { children: ReactNode }) => (
  <Container size="md" py="md">
    <Stack gap="md">{children}</Stack>
  </Container>
);

export default function EventPage() {
  const { eventSlug } = useParams();
  const event = useEvent(eventSlug);
  usePageTitle(event.data ? event.data.title : eventSlug ? 'Veranstaltung' : 'Veranstaltung anlegen');
  if (!eventSlug) return <NewEvent />;
  if (event.isPending)
    return (
      <Frame>
        <Loading what="Veranstaltung" />
      </Frame>
    );
  if (!event.data)
    return (
      <Frame>
        <Title order={1}>Diese Veranstaltung gibt es nicht</Title>
        <Text>{normaliseError(event.error).message}</Text>
      </Frame>
    );
  return (
    <Frame>
      <ShowEvent key={event.data.id} event={event.data} />
    </Frame>
  );
}

function ShowEvent({ event }: { event: TEvent }) {
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  const { state } = useLocation();
  const [notice, setNotice] = useState<string | null>((state as { notice?: string } | null)?.notice ?? null);
  if (editing) {
    return (
      <>
        <Title order={1}>Veranstaltung bearbeiten</Title>
        <EventForm
          event={event}
          channel={event.channel.slug}
          onSaved={(saved) => {
            client.setQueryData(eventKey(saved.slug), saved);
            void client.invalidateQueries({ queryKey: ['events'] });
            setNotice('Die Änderungen sind gespeichert.');
            setEditing(false);
          }}
        />
        <AppButton design="transparent" onClick={() => setEditing(false)}>
          Abbrechen
        </AppButton>
      </>
    );
  }
  return (
    <>
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}
      <EventView event={event} />
      {event.can_edit ? (
        <AppButton
          design="secondary"
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
        >
          Bearbeiten
        </AppButton>
      ) : null}
    </>
  );
}

function NewEvent() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const channel = ownEventChannel(user);
  const own = useEvents(channel ? { channel } : null);
  if (!canCreateEvents(user)) {
    return (
      <Frame>
        <Title order={1}>Veranstaltung anlegen</Title>
        <Text>Veranstaltungen legen Regionen und Schulen für ihren Channel an.</Text>
        {!user ? (
          <Anchor component={Link} to="/anmelden?redirect=%2Fevent">
            Anmelden
          </Anchor>
        ) : null}
      </Frame>
    );
  }
  if (isAdmin(user) && !channel) {
    return (
      <Frame>
        <Title order={1}>Veranstaltung anlegen</Title>
        <Anchor component={Link} to="/admin/event/erstellen">
          Zum Formular der Redaktion
        </Anchor>
      </Frame>
    );
  }
  return (
    <Frame>
      <Title order={1}>Veranstaltung anlegen</Title>
      <EventForm
        event={null}
        channel={channel}
        onSaved={(saved) => {
          client.setQueryData(eventKey(saved.slug), saved);
          void client.invalidateQueries({ queryKey: ['events'] });
          void navigate(`/event/${saved.slug}`, {
            state: { notice: 'Die Veranstaltung ist angelegt. Die Betriebe deines Channels wurden im Chat benachrichtigt.' },
          });
        }}
      />
      <section aria-labelledby="own-events-title">
        <Title order={2} id="own-events-title" mt="lg">
          Deine Veranstaltungen
        </Title>
        <EventList events={own.data ?? []} empty="Noch keine kommenden Veranstaltungen." level={3} />
      </section>
    </Frame>
  );
}
