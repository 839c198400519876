// /admin/livestream/{id} (and /livestream/{id}/admin): edit the stream (admin), manage its polls (admin and
// businesses with admin_livestream_polls), and a link to watch and moderate it.
import { Link, useLocation, useParams } from 'react-router';
import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isAdmin } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { normaliseError } from '../../../lib/api.ts';
import { livestreamKey, useLivestream } from '../api/livestreams.ts';
import { LivestreamForm } from '../components/livestream-form.tsx';
import { PollAdmin } from '../components/poll-admin.tsx';
import { ScheduleUpload } from '../components/schedule-upload.tsx';
import { IngestPanel } from '../components/ingest-panel.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function AdminLivestreamPage() {
  const { livestream } = useParams();
  const id = /^\d{1,9}$/.test(livestream ?? '') ? Number(livestream) : 0;
  const stream = useLivestream(id);
  const { user } = useAuth();
  const client = useQueryClient();
  // Coming from "Neuer Livestream": say that it was created (the form here is a new one).
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  usePageTitle(stream.data ? `${stream.data.title} verwalten` : 'Livestream verwalten');
  if (!id)
    return (
      <Container py="md">
        <Title order={1}>Bitte wähle einen Livestream</Title>
        <Anchor component={Link} to="/admin/livestreams">
          Zu den Livestreams
        </Anchor>
      </Container>
    );
  if (!stream.data) return <Container py="md">{stream.error ? <Text>{normaliseError(stream.error).message}</Text> : <Loading what="Livestream" />}</Container>;
  const s = stream.data;
  const refresh = () => void client.invalidateQueries({ queryKey: livestreamKey(id) });
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{s.title} verwalten</Title>
        {created ? (
          <Alert color="green" role="status">
            Der Livestream ist angelegt.
          </Alert>
        ) : null}
        <Anchor component={Link} to={`/livestream/${s.id}`}>
          Zum Livestream (Chat moderieren)
        </Anchor>
        {!s.can_admin_polls && !isAdmin(user) && !s.ingest ? <Alert color="yellow">Diesen Livestream verwaltet die Redaktion.</Alert> : null}
        {s.ingest ? (
          <IngestPanel key={s.id} stream={s} canEditReplay={isAdmin(user)} onSaved={(saved) => client.setQueryData(livestreamKey(id), saved)} />
        ) : null}
        <Grid>
          {isAdmin(user) ? (
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack>
                <ScheduleUpload streamId={s.id} onSaved={(saved) => client.setQueryData(livestreamKey(id), saved)} />
                <LivestreamForm key={s.slots.map((x) => x.id).join()} stream={s} onSaved={(saved) => client.setQueryData(livestreamKey(id), saved)} />
              </Stack>
            </Grid.Col>
          ) : null}
          {s.can_admin_polls ? (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PollAdmin streamId={s.id} polls={s.polls} onChanged={refresh} />
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
    </Container>
  );
}
