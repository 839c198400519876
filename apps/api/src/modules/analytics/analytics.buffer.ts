// The in-process write buffer of analytics ingestion: a request only appends to it and answers at once;
// the buffer is written as one statement every `flushMs` or as soon as `maxBatch` records wait, and once
// more when the app closes. When the database cannot keep up, records beyond `maxPending` are dropped
// (analytics are best effort; a page must never wait for them).
import type { Queryable } from '../../db.ts';
import { perDatabase } from '../../lib/per-database.ts';
import { insertRecords, upsertSessions, type AnalyticsRecord } from './analytics.repository.ts';

export interface BufferOptions {
  flushMs: number;
  maxBatch: number;
  maxPending?: number;
  onError?: (err: unknown, dropped: number) => void;
}

export class AnalyticsBuffer {
  private pending: AnalyticsRecord[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly db: Queryable;
  private readonly opts: Required<BufferOptions>;
  /** Records dropped because the buffer was full (for the logs and the bench). */
  dropped = 0;

  constructor(db: Queryable, opts: BufferOptions) {
    this.db = db;
    this.opts = { maxPending: 100_000, onError: () => {}, ...opts };
  }

  push(records: AnalyticsRecord[]) {
    if (!records.length) return;
    const room = this.opts.maxPending - this.pending.length;
    if (room < records.length) this.dropped += records.length - Math.max(room, 0);
    if (room > 0) this.pending.push(...records.slice(0, room));
    if (this.pending.length >= this.opts.maxBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
      this.timer.unref();
    }
  }

  /** Writes everything pending; resolves when it (and any write before it) is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    // Writes run one after another, so a burst never holds more than one pool connection.
    this.writing = this.writing.then(async () => {
      for (let i = 0; i < batch.length; i += this.opts.maxBatch) {
        const part = batch.slice(i, i + this.opts.maxBatch);
        try {
          await insertRecords(this.db, part);
          await upsertSessions(this.db, part);
        } catch (err) {
          this.opts.onError(err, part.length);
        }
      }
    });
    return this.writing;
  }

  get size() {
    return this.pending.length;
  }
}

const buffers = perDatabase<{ buffer?: AnalyticsBuffer }>(() => ({}));
export const registerBuffer = (db: Queryable, buffer: AnalyticsBuffer) => {
  buffers(db).buffer = buffer;
};
/** Writes the pending analytics of this database now (tests, shutdown, the rollup job before it reads). */
export const flushAnalytics = async (db: Queryable) => buffers(db).buffer?.flush();
