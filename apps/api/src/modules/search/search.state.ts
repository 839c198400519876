// What search remembers between requests, held per database handle (not in module variables), so two
// apps in one process (the tests build many) never share a count, a cache or a pending vacuum.
import { perDatabase } from '../../lib/per-database.ts';

export interface SearchState {
  /** The planner's job count and when it was read (search.repository.ts jobsInTable). */
  jobsEstimate: { n: number; at: number };
  /** Job rows changed since the last vacuum (search.maintenance.ts, PGlite only). */
  jobsChanged: boolean;
  /** The result caches of this database's search routes (search.cache.ts). */
  caches: Set<{ clear(): void }>;
}

/** This database's search state. */
export const searchState = perDatabase<SearchState>(() => ({ jobsEstimate: { n: 0, at: 0 }, jobsChanged: true, caches: new Set() }));
