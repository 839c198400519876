// State a module keeps between requests, held per database handle instead of in module variables: two apps in one
// process (the API tests run many files in one worker) then never share a cache, a count or a pending check.
import type { Queryable } from '../db.ts';

/** `stateOf(db)` gives this database's state, made by `make` on first use. */
export function perDatabase<T extends object>(make: () => T): (db: Queryable) => T {
  const states = new WeakMap<Queryable, T>();
  return (db) => {
    let state = states.get(db);
    if (!state) {
      state = make();
      states.set(db, state);
    }
    return state;
  };
}
