// localStorage with an optional expiry per value (spec 01 §9 "stored values may carry an expiry").
interface Stored<T> {
  value: T;
  expires: number | null;
}

export const storage = {
  get<T>(key: string): T | null {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return null;
      const item = JSON.parse(raw) as Stored<T>;
      if (item.expires !== null && item.expires <= Date.now()) {
        localStorage.removeItem(key);
        return null;
      }
      return item.value;
    } catch {
      return null;
    }
  },
  set<T>(key: string, value: T, ttlMs?: number) {
    try {
      localStorage.setItem(key, JSON.stringify({ value, expires: ttlMs ? Date.now() + ttlMs : null } satisfies Stored<T>));
    } catch {
      /* private mode or quota: the value simply is not kept */
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};
