// Cookie consent (spec 01 §2/§3): marketing, performance and functional. Stored for a year; nothing of
// marketing or performance runs before the choice allows it.
import { useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

export interface Consent {
  marketing: boolean;
  performance: boolean;
  functional: boolean;
}
export const CONSENT_KEY = 'cookie_consent';
const YEAR_MS = 365 * 86_400_000;

let current: Consent | null = storage.get<Consent>(CONSENT_KEY);
let settingsOpen = false;
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((s) => s());
let snapshot = { consent: current, settingsOpen };
const refresh = () => {
  snapshot = { consent: current, settingsOpen };
  notify();
};

export const consent = {
  get: () => snapshot,
  subscribe(fn: () => void) {
    subscribers.add(fn);
    return () => {
      subscribers.delete(fn);
    };
  },
  allows: (kind: keyof Consent) => !!current?.[kind],
  set(next: Consent) {
    current = next;
    settingsOpen = false;
    storage.set(CONSENT_KEY, next, YEAR_MS);
    refresh();
  },
  /** Opened from the footer to change an earlier choice. */
  openSettings() {
    settingsOpen = true;
    refresh();
  },
  closeSettings() {
    settingsOpen = false;
    refresh();
  },
};

// Server-rendered pages know no stored choice; hydration starts from that, then reads the browser's.
const serverSnapshot = { consent: null, settingsOpen: false };
export const useConsent = () => useSyncExternalStore(consent.subscribe, consent.get, () => serverSnapshot);
