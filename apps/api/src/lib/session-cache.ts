// Sessions by token hash, kept for a few seconds (issue #23: every authenticated request looked its user up in
// the database). Bounded: the least recently used entry goes first. Every invalidation raises a generation;
// a lookup that started before it does not store what it read, so a revocation is never undone by a reader
// that was already on its way.

export interface CachedSession<T> {
  value: T;
  until: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  private generationNo = 0;

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get enabled() {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get size() {
    return this.entries.size;
  }

  /** Taken before the database is asked; `set` stores only if nothing was invalidated meanwhile. */
  get generation() {
    return this.generationNo;
  }

  /** The cached session (also a cached "no session": null), or undefined when it must be looked up. */
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: T, generation: number) {
    if (!this.enabled || generation !== this.generationNo) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  /** Forgets every session: after a logout, a revocation, a password change or any other write. */
  clear() {
    this.generationNo++;
    this.entries.clear();
  }
}
