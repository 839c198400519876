// A short-lived result cache for guests' searches, per process: the same place-and-radius searches repeat
// (a city's landing pages), and a guest's result carries nothing personal (is_liked is false for everyone).
// Job writes and POST /api/admin/cache/clear (tags [search]) empty it; otherwise entries live SEARCH_CACHE_SECONDS
// (default 30, 0 turns it off), so another process shows a change at most that much later.
import type { Queryable } from '../../db.ts';
import { searchState } from './search.state.ts';

export class SearchCache {
  private readonly entries = new Map<string, { expires: number; value: unknown }>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly db: Queryable;
  constructor(db: Queryable, ttlSeconds: number, max = 1000) {
    this.db = db;
    this.ttlMs = ttlSeconds * 1000;
    this.max = max;
    searchState(db).caches.add(this);
  }
  get enabled() {
    return this.ttlMs > 0;
  }

  async through<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const value = await load();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!); // oldest first
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
    return value;
  }

  clear() {
    this.entries.clear();
  }
  dispose() {
    this.clear();
    searchState(this.db).caches.delete(this);
  }
}

/** Empties every search cache of this database (after a job was created, changed, published or removed). */
export function clearSearchCaches(db: Queryable) {
  const state = searchState(db);
  state.jobsChanged = true;
  for (const c of state.caches) c.clear();
}
