// autocannon (the HTTP load generator of the benches), typed by hand: it ships no types. One run as a promise;
// `onResponse` sees every answer (status, latency in ms), for percentiles autocannon does not report (p95).
import { createRequire } from 'node:module';

export interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Paths asked in turn (each `{ method: 'GET', path }`). */
  requests?: { method: string; path: string }[];
}

export interface CannonResult {
  latency: Record<'p50' | 'p90' | 'p97_5' | 'p99', number>;
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

type Autocannon = (
  opts: CannonOptions,
  done: (err: Error | null, result: CannonResult) => void,
) => { on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export function cannon(opts: CannonOptions, onResponse?: (status: number, ms: number) => void): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const tracker = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (onResponse) tracker.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}
