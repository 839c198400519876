// Vacuum of the jobs table on PGlite. PostgreSQL's autovacuum keeps the visibility map of a changed table
// current; PGlite runs no background workers, so without this its index-only scans (the radius counts on the
// covering point index, migration 0036) fetch every row from the table again: a count over 3,000 jobs took
// 15 ms instead of 3 ms at 100k jobs. Job writes mark the table (search.cache.ts); a timer vacuums it when marked,
// and once after start. On PostgreSQL the server's autovacuum does this, so nothing runs here.
import type { FastifyInstance } from 'fastify';
import { searchState } from './search.state.ts';
import { jobsHaveStatistics } from './search.repository.ts';

/**
 * A round analyzes (planner statistics) at most this often. PGlite has one connection: ANALYZE of 100k jobs held every
 * request for 1.5 s (VACUUM alone 75-170 ms), after every start and every minute of job edits. Statistics are kept
 * on disk, and the searches fix their way of reading by settings (search.sql.ts), so minutes-old ones do.
 */
export const ANALYZE_EVERY_MS = 10 * 60_000;

/** PostgreSQL's SQLSTATE for a missing relation. */
const UNDEFINED_TABLE = '42P01';

export function startSearchMaintenance(app: FastifyInstance, everySeconds: number) {
  if (app.db.kind !== 'pglite' || everySeconds <= 0) return;
  let running = false;
  // When the statistics were taken: at the first round, now if the table has any (the previous process's, kept on
  // disk), else never (the round analyzes at once).
  let analyzedAt: number | null = null;
  const state = searchState(app.db);
  const round = async () => {
    if (!state.jobsChanged || running) return;
    state.jobsChanged = false;
    running = true;
    try {
      // Plain VACUUM skips pages already all-visible, so a round after a few job writes takes milliseconds.
      analyzedAt ??= (await jobsHaveStatistics(app.db)) ? Date.now() : 0;
      const analyze = Date.now() - analyzedAt >= ANALYZE_EVERY_MS;
      await app.db.exec(analyze ? 'VACUUM (ANALYZE) jobs' : 'VACUUM jobs');
      if (analyze) analyzedAt = Date.now();
    } catch (err) {
      state.jobsChanged = true;
      // At a fresh start the first round can come before the migrations made the table (server.ts migrates after
      // building the app): not a fault, the next round vacuums it.
      if ((err as { code?: string }).code !== UNDEFINED_TABLE) app.log.warn({ err }, 'Wartung der Jobtabelle fehlgeschlagen');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(round, 1000);
  const timer = setInterval(round, everySeconds * 1000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
