// Auth store (spec 01 §4): loggedIn flag and user; login stores the token then fetches the user;
// logout lets registered work finish under the session (onBeforeLogout), calls the server (failure ignored), then
// clears user and token.
import { useSyncExternalStore } from 'react';
import type { TUser } from '@oabat/domain/accounts';
import { api, ApiError, getToken, setToken } from './api.ts';

interface AuthState {
  user: TUser | null;
  loggedIn: boolean;
  ready: boolean;
}
/** Waits before asking again when the start's session check fails for another reason than a bad token. */
const INIT_RETRIES_MS = [500, 1500, 3000];
let state: AuthState = { user: null, loggedIn: false, ready: false };
let resolveReady: () => void = () => {};
const readyPromise = new Promise<void>((resolve) => {
  resolveReady = resolve;
});
const subscribers = new Set<() => void>();
/** Work that must still go out under the session being ended (the session recording's last events). */
const beforeLogout = new Set<() => Promise<void>>();
/** How long a logout waits for that work at most: the person asked to leave. */
const BEFORE_LOGOUT_MAX_MS = 2000;
function set(next: Partial<AuthState>) {
  state = { ...state, ...next };
  if (state.ready) resolveReady();
  subscribers.forEach((s) => s());
}

export const auth = {
  get: () => state,
  /** Resolves once the stored token has been checked (route guards wait for it). */
  whenReady: () => readyPromise,
  subscribe(fn: () => void) {
    subscribers.add(fn);
    return () => {
      subscribers.delete(fn);
    };
  },
  /** Loads the user of the stored token once at start; a bad token is dropped. */
  async init() {
    if (!getToken()) {
      set({ ready: true });
      return;
    }
    // Only the server's 401 means the token is bad. A busy server (503), a rate limit or a lost connection
    // is asked again a few times; if it still fails the page shows the guest view but keeps the token, so
    // the next visit is logged in again instead of the person having to log in anew.
    for (let attempt = 0; ; attempt++) {
      try {
        await auth.fetchUser();
        break;
      } catch (err) {
        const bad = err instanceof ApiError && err.status === 401;
        if (bad) setToken(null);
        if (bad || attempt >= INIT_RETRIES_MS.length) {
          set({ user: null, loggedIn: false });
          break;
        }
        await new Promise((r) => setTimeout(r, INIT_RETRIES_MS[attempt]));
      }
    }
    set({ ready: true });
  },
  async fetchUser() {
    const res = await api<{ data: TUser }>('GET', '/api/auth/user');
    set({ user: res.data, loggedIn: true });
    return res.data;
  },
  async loginWithToken(token: string) {
    setToken(token);
    return auth.fetchUser();
  },
  /** Registers work to finish before a logout ends the session; returns the unregistering function. */
  onBeforeLogout(fn: () => Promise<void>) {
    beforeLogout.add(fn);
    return () => {
      beforeLogout.delete(fn);
    };
  },
  async logout() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled([...beforeLogout].map((fn) => fn())),
      new Promise((resolve) => {
        timer = setTimeout(resolve, BEFORE_LOGOUT_MAX_MS);
      }),
    ]);
    clearTimeout(timer);
    await api('POST', '/api/auth/logout').catch(() => {});
    setToken(null);
    set({ user: null, loggedIn: false });
  },
};

// The server renders every public page as a guest whose session is not checked yet; hydration starts from
// the same state, then React re-renders with the browser's real one (no mismatch).
const SERVER_STATE: AuthState = { user: null, loggedIn: false, ready: false };
const serverSnapshot = () => SERVER_STATE;

export function useAuth() {
  return useSyncExternalStore(auth.subscribe, auth.get, serverSnapshot);
}
