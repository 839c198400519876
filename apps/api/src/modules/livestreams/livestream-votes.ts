// Votes of a storm go to the database together: the votes that arrive within VOTE_BATCH_MS on this process are
// written with one statement (the unique key keeps one vote per person and poll), and the polls' counts are read
// once for all of them. Why: an insert and a count read per vote made a storm of 500 votes a second cost a whole
// core with the embedded database (bench/livestream.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db.ts';
import * as repo from './livestream-polls.repository.ts';

export const VOTE_BATCH_MS = 10;

export interface VoteInput {
  poll_id: number;
  option_id: number;
  voter: string;
  user_id: number | null;
}
/** Whether the vote was taken (false: the person had voted on the poll already), and the poll's options after it. */
export interface VoteOutcome {
  taken: boolean;
  options: repo.OptionRow[];
}
export interface VoteWriter {
  add(vote: VoteInput): Promise<VoteOutcome>;
  /** Writes what is waiting (on shutdown, before the database closes). */
  close(): Promise<void>;
}

type Waiting = VoteInput & { done: (o: VoteOutcome) => void; fail: (err: unknown) => void };
const keyOf = (v: VoteInput) => `${v.poll_id}:${v.voter}`;

export function createVoteWriter(db: Db, log: FastifyBaseLogger): VoteWriter {
  let due: Waiting[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  // One vote at a time, as before the batches: the fallback when a batch's statement fails as a whole.
  const oneByOne = async (votes: Waiting[]) => {
    for (const v of votes) {
      try {
        const taken = await repo.insertVote(db, v.poll_id, v.option_id, v.voter, v.user_id);
        v.done({ taken, options: await repo.optionsOf(db, [v.poll_id]) });
      } catch (err) {
        v.fail(err);
      }
    }
  };
  const write = async (batch: Waiting[]) => {
    // The same person twice in one batch: the first one counts, as it would one after the other.
    const seen = new Set<string>();
    const first = new Set(batch.filter((v) => !seen.has(keyOf(v)) && !!seen.add(keyOf(v))));
    let taken: Set<string>;
    try {
      taken = await repo.insertVotes(db, [...first]);
    } catch (err) {
      log.warn({ err, votes: batch.length }, 'vote batch failed; writing the votes one by one');
      return oneByOne(batch);
    }
    try {
      const options = await repo.optionsOf(db, [...new Set(batch.map((v) => v.poll_id))]);
      for (const v of batch) v.done({ taken: first.has(v) && taken.has(keyOf(v)), options: options.filter((o) => o.poll_id === v.poll_id) });
    } catch (err) {
      for (const v of batch) v.fail(err);
    }
  };
  const flush = () => {
    timer = null;
    const batch = due;
    due = [];
    // Batches one after the other: a vote's answer never shows counts older than an earlier answer's.
    running = running.then(() => write(batch));
    return running;
  };
  return {
    add(vote) {
      return new Promise<VoteOutcome>((done, fail) => {
        due.push({ ...vote, done, fail });
        timer ??= setTimeout(() => void flush(), VOTE_BATCH_MS);
      });
    },
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
