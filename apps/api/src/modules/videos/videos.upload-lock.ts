// tus's lock across hosts (issue #39): one request at a time per upload, whichever host it lands on. A row in the
// database (no Redis needed), renewed while held so a killed host's lock runs out after LOCK_TTL_MS. A waiting
// request marks the row `wanted`; the holder sees it at its next renewal and lets go (tus then ends its request,
// as the in-memory locker does when a client resumes while its old request still hangs).
import crypto from 'node:crypto';
import os from 'node:os';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Db } from '../../db.ts';
import * as state from './videos.upload-state.repository.ts';

const LOCK_TTL_MS = 10_000;
const RENEW_MS = 1_000;
const POLL_MS = 200;

export class DbLocker implements Locker {
  private db: Db;
  constructor(db: Db) {
    this.db = db;
  }
  newLock(id: string): Lock {
    return new DbLock(this.db, id);
  }
}

class DbLock implements Lock {
  private holder = `${os.hostname()}:${process.pid}:${crypto.randomUUID()}`;
  private renew: NodeJS.Timeout | null = null;
  private db: Db;
  private id: string;
  constructor(db: Db, id: string) {
    this.db = db;
    this.id = id;
  }

  async lock(signal: AbortSignal, cancelReq: RequestRelease) {
    while (!(await state.tryLock(this.db, this.id, this.holder, LOCK_TTL_MS))) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      await state.wantLock(this.db, this.id);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    let asked = false;
    this.renew = setInterval(() => {
      state
        .renewLock(this.db, this.id, this.holder, LOCK_TTL_MS)
        .then((wanted) => {
          if (wanted && !asked) {
            asked = true;
            void cancelReq();
          }
        })
        .catch(() => {}); // the database is away: the lock runs out, the next request takes it over
    }, RENEW_MS);
    this.renew.unref();
  }

  async unlock() {
    if (this.renew) clearInterval(this.renew);
    this.renew = null;
    await state.releaseLock(this.db, this.id, this.holder);
  }
}
