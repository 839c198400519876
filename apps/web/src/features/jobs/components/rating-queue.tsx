// "Berufe entdecken" (02 §4 Rating): the queue of jobs to swipe through, one card at a time. Like (rating 100)
// or skip (rating 0, so the job leaves the queue) by button, arrow keys (→ like, ← skip) or a swipe on touch.
// Trainees' ratings are saved; a guest's go through the anonymous call, are kept locally for the replay after
// login, and the first like of a guest opens the login prompt.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isOnboardingUser, isTrainee } from '@oabat/domain/rights';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { auth, useAuth } from '../../../lib/auth.ts';
import { getRatingQueue, likedJobsKey, rateJob, rateJobAsGuest, ratingQueueKey } from '../api/ratings.ts';
import type { JobView } from '../api/jobs.ts';
import { anonymousUserId, rememberRating } from './local-ratings.ts';
import { FirstLikeDialog, LoginPrompt } from './rating-dialogs.tsx';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

const LIKE = 100;
const SKIP = 0;
/** Horizontal distance in px a finger must travel for a swipe to count. */
const SWIPE_PX = 80;

/** `onRated` lets the page refresh what it shows of the ratings kept locally. */
export function RatingQueue({ onRated }: { onRated?: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const client = useQueryClient();
  const trainee = !!user && isTrainee(user);
  const who = trainee ? `user-${user.id}` : 'guest';
  // Jobs rated in this view, hidden at once while the next batch loads.
  const [done, setDone] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [prompted, setPrompted] = useState(false);
  const [firstLike, setFirstLike] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  const queue = useQuery({
    queryKey: ratingQueueKey(who),
    queryFn: () => (trainee ? getRatingQueue({ user_id: user.id, append_jobs: '1' }) : getRatingQueue({ anonymous_user_id: anonymousUserId() })),
    enabled: !user || trainee,
  });
  if (user && !trainee) return null;
  const jobs = (queue.data ?? []).filter((j) => !done.includes(j.id));
  const job: JobView | undefined = jobs[0];

  async function rate(value: number) {
    if (!job || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (trainee) {
        const r = await rateJob(job.id, user.id, value);
        const onboarding = isOnboardingUser(user) && !user.trainee?.onboarding_completed;
        if (r.first_like && !onboarding) setFirstLike(true);
        if (r.first_like) void auth.fetchUser();
        if (r.is_like) void client.invalidateQueries({ queryKey: likedJobsKey });
      } else {
        // The server may already know this guest's rating (another tab): it is kept locally all the same. A refusal
        // (429) throws: the message shows and the card stays.
        await rateJobAsGuest(job.id, anonymousUserId(), value);
        rememberRating({ id: job.id, slug: job.slug, value });
        if (value > 50 && !prompted) {
          setLoginPrompt(true);
          setPrompted(true);
        }
      }
      setDone((d) => [...d, job.id]);
      onRated?.();
      if (jobs.length <= 1) {
        setDone([]);
        await client.invalidateQueries({ queryKey: ratingQueueKey(who) });
      }
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(false);
      setDx(0);
    }
  }

  function onKey(e: KeyboardEvent) {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      void rate(LIKE);
    }
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      void rate(SKIP);
    }
  }
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  function onPointerUp(e: PointerEvent) {
    if (start.current === null) return;
    const moved = e.clientX - start.current;
    start.current = null;
    if (moved > SWIPE_PX) void rate(LIKE);
    else if (moved < -SWIPE_PX) void rate(SKIP);
    else setDx(0);
  }

  return (
    <section aria-labelledby="rating-queue-title">
      <Stack gap="sm">
        <Title order={2} id="rating-queue-title">
          Berufe entdecken
        </Title>
        <Text size="sm">Gefällt dir der Job? Tippe auf „Gefällt mir“ oder „Überspringen“, wische nach rechts oder links oder nutze die Pfeiltasten.</Text>
        {queue.isPending ? <Loading what="Jobs" /> : null}
        {queue.isError ? (
          <Text c="red.7" role="alert">
            {normaliseError(queue.error).message}
          </Text>
        ) : null}
        {queue.isSuccess && !job ? <Text>Du hast alle Jobs in deiner Nähe bewertet. Schau später wieder vorbei!</Text> : null}
        {job ? (
          <Card
            withBorder
            padding="lg"
            component="article"
            tabIndex={0}
            aria-labelledby={`queue-${job.id}`}
            aria-keyshortcuts="ArrowRight ArrowLeft"
            onKeyDown={onKey}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
              setDx(0);
            }}
            style={{ touchAction: 'pan-y', transform: dx ? `translateX(${dx}px) rotate(${dx / 40}deg)` : undefined }}
          >
            <Text size="sm" c="gray.7">
              {JOB_TYPE_LABELS[job.type_id]}
            </Text>
            <Title order={3} id={`queue-${job.id}`}>
              <Anchor component={Link} to={jobPath(job.business.slug, job.slug)}>
                {job.name}
              </Anchor>
            </Title>
            <Text>
              {job.business.name}
              {job.place ? ` · ${job.place.postal_code} ${job.place.name}` : ''}
            </Text>
            {job.occupation ? (
              <Text size="sm" c="gray.7">
                Beruf: {job.occupation.name}
              </Text>
            ) : null}
            <Group mt="md" grow>
              <AppButton design="flat" onClick={() => void rate(SKIP)} disabled={busy}>
                Überspringen
              </AppButton>
              <AppButton design="secondary" onClick={() => void rate(LIKE)} disabled={busy}>
                Gefällt mir
              </AppButton>
            </Group>
          </Card>
        ) : null}
        {error ? (
          <Text c="red.7" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <LoginPrompt opened={loginPrompt} onClose={() => setLoginPrompt(false)} redirect={location.pathname} />
      <FirstLikeDialog opened={firstLike} onClose={() => setFirstLike(false)} />
    </section>
  );
}
