// Like a job (02 §4 Rating): a trainee's like is saved (the first one ever shows the first-like dialog, not
// during onboarding); a guest's like is sent with the session id, kept locally and a login prompt appears.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { canLike, isOnboardingUser, isTrainee } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { auth, useAuth } from '../../../lib/auth.ts';
import { deleteRating, getLikedJobs, likedJobsKey, rateJob, rateJobAsGuest } from '../api/ratings.ts';
import type { JobView } from '../api/jobs.ts';
import { jobKey } from '../api/jobs.ts';
import { anonymousUserId, forgetRating, localRating, rememberRating } from './local-ratings.ts';

const LIKE = 100;

// The dialogs (Mantine's modal) load when a like may open one, not with the job page.
const loadDialogs = () => import('./rating-dialogs.tsx');
const LoginPrompt = lazy(() => loadDialogs().then((m) => ({ default: m.LoginPrompt })));
const FirstLikeDialog = lazy(() => loadDialogs().then((m) => ({ default: m.FirstLikeDialog })));

export function LikeButton({ job }: { job: JobView }) {
  const { user } = useAuth();
  const location = useLocation();
  const client = useQueryClient();
  // Read after the first render: the server-rendered HTML knows nothing of this browser's ratings.
  const [guestLiked, setGuestLiked] = useState(false);
  useEffect(() => {
    setGuestLiked((localRating(job.id)?.value ?? 0) > 50);
  }, [job.id]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [firstLike, setFirstLike] = useState(false);
  // Mounted from the first dialog on, so a closing dialog keeps its transition.
  const [dialogs, setDialogs] = useState(false);
  if ((loginPrompt || firstLike) && !dialogs) setDialogs(true);
  if (!canLike(user)) return null;
  const liked = user ? job.is_liked : guestLiked;

  async function toggle() {
    void loadDialogs().catch(() => undefined);
    setBusy(true);
    setError(null);
    try {
      // A tap right after the page appeared can come before the session is known (the app shows the guest's view
      // until then): a logged-in trainee's like must not go out as a guest's, nor open the login prompt.
      await auth.whenReady();
      const me = auth.get().user;
      if (me && isTrainee(me)) {
        // Known at render: the job as the trainee sees it. Learned only now: the page still shows the guest's
        // view, so her likes say whether this tap likes or unlikes.
        const entry = user && !liked ? undefined : (await getLikedJobs()).find((j) => j.id === job.id);
        if (entry) await deleteRating(entry.rating_id);
        else {
          const rating = await rateJob(job.id, me.id, LIKE);
          const onboarding = isOnboardingUser(me) && !me.trainee?.onboarding_completed;
          if (rating.first_like && !onboarding) setFirstLike(true);
          if (rating.first_like) void auth.fetchUser();
        }
        await Promise.all([client.invalidateQueries({ queryKey: jobKey(job.slug) }), client.invalidateQueries({ queryKey: likedJobsKey })]);
      } else if (me) {
        // Logged in, but not as a trainee (the button shows only to whom canLike allows): nothing to send.
      } else if (liked) {
        forgetRating(job.id);
        setGuestLiked(false);
      } else {
        // The server keeps the guest's rating by session id; it may already know this one (409). Any other
        // refusal (429, 404, no connection) is shown and the like stays off.
        await rateJobAsGuest(job.id, anonymousUserId(), LIKE);
        rememberRating({ id: job.id, slug: job.slug, value: LIKE });
        setGuestLiked(true);
        setLoginPrompt(true);
      }
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AppButton design={liked ? 'secondary' : 'primary-flat'} onClick={() => void toggle()} loading={busy} aria-pressed={liked}>
        {liked ? 'Gefällt mir ✓' : 'Gefällt mir'}
      </AppButton>
      {error ? (
        <Text c="red.7" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {dialogs ? (
        <Suspense fallback={null}>
          <LoginPrompt opened={loginPrompt} onClose={() => setLoginPrompt(false)} redirect={location.pathname} />
          <FirstLikeDialog opened={firstLike} onClose={() => setFirstLike(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
