// /livestream/{id}: the stream for everybody (a phone first): video, lower bound, viewers, likes and emojis,
// programme, polls and chat. A secure stream asks for its password first. Opening it puts the stream into the
// floating window that follows the viewer around the platform.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Badge, Button, Container, Grid, Group, PasswordInput, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TLivestream } from '@oabat/domain/livestreams';
import { isReplay, REPLAY_CHAT_CLOSED, REPLAY_LABEL } from '@oabat/domain/livestream-replay';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { livestreamKey, reportLatency, sendStreamEvent, useEmojis, useLivestream, verifyLivestream } from '../api/livestreams.ts';
import { floatingAllowed, setFloatingStream } from '../floating-store.ts';
import { useLivestreamState } from '../components/use-livestream-state.ts';
import { VideoPlayer } from '../components/video-player.tsx';
import { LivestreamChat } from '../components/livestream-chat.tsx';
import { LivestreamPolls } from '../components/livestream-polls.tsx';
import { LivestreamAgenda } from '../components/livestream-agenda.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function LivestreamPage() {
  const { livestream } = useParams();
  const id = /^\d{1,9}$/.test(livestream ?? '') ? Number(livestream) : 0;
  const stream = useLivestream(id);
  usePageTitle(stream.data?.title ?? 'Livestream');
  if (stream.isPending && id)
    return (
      <Container py="md">
        <Loading what="Livestream" />
      </Container>
    );
  if (!stream.data)
    return (
      <Container py="md">
        <Title order={1}>Diesen Livestream gibt es nicht</Title>
        <Text>{stream.error ? normaliseError(stream.error).message : 'Bitte prüfe den Link.'}</Text>
      </Container>
    );
  if (!stream.data.verified) return <Unlock stream={stream.data} />;
  return <Watch key={stream.data.id} initial={stream.data} fetchedAt={stream.dataUpdatedAt} />;
}

function Unlock({ stream }: { stream: TLivestream }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      client.setQueryData(livestreamKey(stream.id), await verifyLivestream(stream.id, password));
    } catch (err) {
      setError(normaliseError(err).message);
    }
  };
  return (
    <Container size="xs" py="md">
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={1}>{stream.title}</Title>
          <Text>Dieser Livestream ist geschützt. Bitte gib das Passwort ein, das du erhalten hast.</Text>
          <PasswordInput label="Passwort" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={error} />
          <Button type="submit">Livestream öffnen</Button>
        </Stack>
      </form>
    </Container>
  );
}

function Watch({ initial, fetchedAt }: { initial: TLivestream; fetchedAt: number }) {
  const s = useLivestreamState(initial, fetchedAt);
  const { stream } = s;
  const emojis = useEmojis();
  const [reaction, setReaction] = useState<string | null>(null);
  useEffect(() => {
    if (floatingAllowed()) setFloatingStream({ id: initial.id, title: initial.title });
  }, [initial.id, initial.title]);
  const react = (body: { type: 'like' } | { type: 'emoji'; emoji: string }) =>
    sendStreamEvent(stream.id, body)
      .then((r) => {
        if (r.like_count !== undefined) s.setStream((x) => ({ ...x, like_count: Math.max(x.like_count, r.like_count!) }));
      })
      .catch((err: unknown) => setReaction(normaliseError(err).message));
  const replay = isReplay(stream);
  // The platform's own ingest (issue #38): its HLS exists only while a publisher sends, so the player shows only then
  // and the page switches with the realtime update, without a reload.
  const ingested = /^\/hls\/\d+\//.test(stream.video_url ?? '');
  const [wasLive, setWasLive] = useState(stream.is_live);
  useEffect(() => {
    if (stream.is_live) setWasLive(true);
  }, [stream.is_live]);
  const video = replay ? stream.replay_url : ingested && !stream.is_live ? null : stream.video_url;
  const waiting = !ingested
    ? 'Das Video startet, sobald der Livestream beginnt.'
    : wasLive || Date.now() > Date.parse(stream.planned_end)
      ? 'Der Stream ist beendet.'
      : 'Gleich geht’s los.';
  // The replay shows the chat in time: the recording is taken to start at the planned start.
  const [played, setPlayed] = useState(0);
  const shown = replay ? stream.messages.filter((m) => Date.parse(m.created_at) <= Date.parse(stream.planned_start) + played * 1000) : stream.messages;
  return (
    <Container size="lg" py="md">
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Title order={1}>{stream.title}</Title>
            {video ? (
              <div style={{ position: 'relative' }}>
                <VideoPlayer
                  src={video}
                  title={stream.title}
                  lowerBound={stream.lower_bound}
                  onTime={replay ? setPlayed : undefined}
                  onLatency={ingested && stream.is_live ? (seconds) => void reportLatency(stream.id, seconds).catch(() => {}) : undefined}
                />
                <div aria-hidden style={{ position: 'absolute', right: 12, bottom: 60, display: 'flex', flexDirection: 'column', fontSize: 28 }}>
                  {s.bursts.map((b) => (
                    <span key={b.key}>{b.emoji}</span>
                  ))}
                </div>
              </div>
            ) : (
              <Alert color="gray">{waiting}</Alert>
            )}
            <Group justify="space-between">
              <Group gap="xs">
                {stream.is_live ? (
                  <Text c="red" fw={700}>
                    ● Live
                  </Text>
                ) : replay ? (
                  <Badge color="gray" variant="light">
                    {REPLAY_LABEL}
                  </Badge>
                ) : null}
                {stream.viewers > 0 ? <Text size="sm">{stream.viewers === 1 ? '1 Zuschauer' : `${stream.viewers} Zuschauer`}</Text> : null}
              </Group>
              <Group gap={4} aria-label="Reaktionen">
                <Button variant="light" size="compact-sm" onClick={() => void react({ type: 'like' })}>
                  <span aria-hidden>👍</span>&nbsp;{stream.like_count}
                  <VisuallyHidden>&nbsp;Gefällt mir</VisuallyHidden>
                </Button>
                {(emojis.data ?? []).map((e) => (
                  <Button key={e} variant="subtle" size="compact-sm" onClick={() => void react({ type: 'emoji', emoji: e })} aria-label={`Emoji ${e} senden`}>
                    {e}
                  </Button>
                ))}
              </Group>
            </Group>
            {reaction ? (
              <Alert color="yellow" role="status" withCloseButton onClose={() => setReaction(null)} closeButtonLabel="Hinweis schließen">
                {reaction}
              </Alert>
            ) : null}
            {stream.description ? <Text style={{ whiteSpace: 'pre-line' }}>{stream.description}</Text> : null}
            {stream.slots.length ? (
              <Anchor component={Link} to={`/livestream/${stream.id}/suche`}>
                Jobs der Betriebe dieses Livestreams
              </Anchor>
            ) : null}
            {stream.is_admin ? (
              <Anchor component={Link} to={`/admin/livestream/${stream.id}`}>
                Livestream verwalten
              </Anchor>
            ) : null}
            <LivestreamAgenda slots={stream.slots} live={stream.is_live} current={s.current} next={s.next} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <LivestreamPolls polls={stream.polls} accountOnly={stream.account_only_vote} onPoll={s.replacePoll} />
            <LivestreamChat
              streamId={stream.id}
              messages={shown.slice(-200)}
              pinned={stream.pinned}
              closed={replay ? REPLAY_CHAT_CLOSED : null}
              isAdmin={stream.is_admin}
              mentionable={s.mentionable}
              onSent={s.addOwn}
              onDeleted={s.removeMessage}
              onUpdated={s.replaceMessage}
              onPinned={s.setPinned}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
