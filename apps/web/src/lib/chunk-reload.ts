// A page chunk that fails to load (usually a new deployment) reloads the page once, but not again
// within 60 seconds, so a broken chunk cannot cause a reload loop (spec 01 §4).
import { CHUNK_RELOAD_GUARD_MS } from '@oabat/domain/constants';

const KEY = 'chunk_reload_at';

export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last > CHUNK_RELOAD_GUARD_MS) {
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
      // Keep the router waiting while the page reloads.
      return new Promise<T>(() => {});
    }
    throw err;
  }
}
