// The hourly mark of jobs that expired since they were written (migration 0713): the search's indexes leave them out.
import type { Queryable } from '../../db.ts';
import { jobOpenSql } from './job-expiry.ts';

/** Marks `past_start` on every job whose start date has passed (the trigger marks writes); returns how many. */
export async function markPastStart(q: Queryable): Promise<number> {
  // NOT past_start AND type_id <> 3: the sweep's partial index (jobs_start_open_idx) finds the candidates by date.
  const rows = await q.query<{ id: number }>(
    `UPDATE jobs j SET past_start = true WHERE NOT j.past_start AND j.type_id <> 3 AND NOT ${jobOpenSql('j')} RETURNING j.id`,
  );
  return rows.length;
}
