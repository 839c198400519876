// The cache-clear bus: without Redis it clears this process only; with Redis a clear on one process
// reaches every other (two buses stand for two processes). Skipped with a message without a Redis server.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startCacheBus } from './search.cache-bus.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
  s.setTimeout(1000);
  s.once('connect', () => (s.end(), resolve(true)));
  s.once('error', () => resolve(false));
  s.once('timeout', () => (s.destroy(), resolve(false)));
});
if (!redisAnswers) console.warn(`search.cache-bus.test: kein Redis unter ${REDIS_URL} – der Test über zwei Prozesse wird übersprungen.`);

describe('cache clear bus', () => {
  it('clears this process at once without Redis', async () => {
    const seen: string[][] = [];
    const bus = await startCacheBus(undefined, (tags) => seen.push(tags));
    await bus.clear(['search']);
    expect(seen).toEqual([['search']]);
    await bus.close();
  });

  it.skipIf(!redisAnswers)('carries a clear from one process to the others through Redis', async () => {
    const onA: string[][] = [];
    let arrived!: (tags: string[]) => void;
    const onB = new Promise<string[]>((resolve) => (arrived = resolve));
    const a = await startCacheBus(REDIS_URL, (tags) => onA.push(tags));
    const b = await startCacheBus(REDIS_URL, (tags) => arrived(tags));
    try {
      await a.clear(['search']);
      expect(await onB).toEqual(['search']);
      expect(onA[0]).toEqual(['search']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
