// Carries "clear these caches" to every API process: with REDIS_URL through a Redis pub/sub channel (each
// process, the sender too, clears on the message), without it to this process only (a single process).
import { createClient } from 'redis';
import { closeRedis } from '../../lib/redis-close.ts';

export const CACHE_CLEAR_CHANNEL = 'oabat:cache-clear';

export interface CacheBus {
  /** Clears here at once and tells every other process. */
  clear(tags: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startCacheBus(
  redisUrl: string | undefined,
  onClear: (tags: string[]) => void,
  onError: (err: unknown) => void = () => {},
): Promise<CacheBus> {
  if (!redisUrl) return { clear: async (tags) => onClear(tags), close: async () => {} };
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  for (const c of [pub, sub]) c.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CACHE_CLEAR_CHANNEL, (message) => {
    try {
      const tags = (JSON.parse(message) as { tags?: unknown }).tags;
      if (Array.isArray(tags)) onClear(tags.filter((t): t is string => typeof t === 'string'));
    } catch (err) {
      onError(err);
    }
  });
  return {
    async clear(tags) {
      onClear(tags);
      await pub.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ tags }));
    },
    async close() {
      await closeRedis([sub, pub]);
    },
  };
}
