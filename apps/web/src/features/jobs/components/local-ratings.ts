// Ratings kept in the browser (02 §4 Rating): a guest's ratings with the stored session id, and the likes
// to replay once the guest has logged in as a trainee (a failed replay is ignored).
import type { LocalRating } from '@oabat/domain/ratings';
import { storage } from '../../../lib/storage.ts';
import { rateJob } from '../api/ratings.ts';

const RATINGS_KEY = 'oabat.local_ratings';
const PENDING_KEY = 'oabat.pending_ratings';
const ANONYMOUS_KEY = 'oabat.anonymous_user_id';

export function anonymousUserId(): string {
  let id = storage.get<string>(ANONYMOUS_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.set(ANONYMOUS_KEY, id);
  }
  return id;
}

export const localRatings = (): LocalRating[] => storage.get<LocalRating[]>(RATINGS_KEY) ?? [];
export const localRating = (jobId: number) => localRatings().find((r) => r.id === jobId);

/** Stores a guest's rating locally and remembers it for the replay after login. */
export function rememberRating(r: LocalRating) {
  storage.set(RATINGS_KEY, [...localRatings().filter((x) => x.id !== r.id), r]);
  const pending = storage.get<LocalRating[]>(PENDING_KEY) ?? [];
  storage.set(PENDING_KEY, [...pending.filter((x) => x.id !== r.id), r]);
}
export function forgetRating(jobId: number) {
  storage.set(
    RATINGS_KEY,
    localRatings().filter((x) => x.id !== jobId),
  );
  storage.set(
    PENDING_KEY,
    (storage.get<LocalRating[]>(PENDING_KEY) ?? []).filter((x) => x.id !== jobId),
  );
}

/** Sends the remembered ratings for the trainee who just logged in; failures (already rated, job gone) are ignored. */
export async function replayRatings(userId: number): Promise<number> {
  const pending = storage.get<LocalRating[]>(PENDING_KEY) ?? [];
  if (!pending.length) return 0;
  storage.remove(PENDING_KEY);
  await Promise.all(pending.map((r) => rateJob(r.id, userId, r.value).catch(() => null)));
  storage.remove(RATINGS_KEY);
  return pending.length;
}
