// Cookie consent (spec 01 §2/§3): marketing, performance and functional. Stored for a year; nothing of
// marketing or performance runs before the choice allows it. Every choice is also recorded on the server with the
// banner text's version (§25 TDDDG, Art. 7 DSGVO), under a random id this browser keeps.
import { useSyncExternalStore } from 'react';
import { CONSENT_TEXT_VERSION, type TCookieConsentRecord } from '@oabat/domain/consent';
import { api } from './api.ts';
import { storage } from './storage.ts';
import { CONSENT_ID_KEY, CONSENT_KEY, CONSENT_PENDING_KEY } from './consent-keys.ts';

export interface Consent {
  marketing: boolean;
  performance: boolean;
  functional: boolean;
}
export { CONSENT_KEY, CONSENT_ID_KEY };
const PENDING_KEY = CONSENT_PENDING_KEY;
const YEAR_MS = 365 * 86_400_000;

function consentId(): string {
  const known = storage.get<string>(CONSENT_ID_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  storage.set(CONSENT_ID_KEY, id, YEAR_MS);
  return id;
}

function record({ functional, performance, marketing }: Consent) {
  const body: TCookieConsentRecord = { consent_id: consentId(), text_version: CONSENT_TEXT_VERSION, functional, performance, marketing };
  storage.set(PENDING_KEY, body, YEAR_MS);
  api('POST', '/api/cookie-consent', { body }).then(
    () => storage.remove(PENDING_KEY),
    () => undefined,
  );
}

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
    record(next);
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

if (typeof window !== 'undefined') {
  const pending = storage.get<TCookieConsentRecord>(PENDING_KEY);
  // Only a choice for the current text counts; an older one is asked again by the banner's next version.
  if (pending?.text_version === CONSENT_TEXT_VERSION) record(pending);
  else if (pending) storage.remove(PENDING_KEY);
}

// Server-rendered pages know no stored choice; hydration starts from that, then reads the browser's.
const serverSnapshot = { consent: null, settingsOpen: false };
export const useConsent = () => useSyncExternalStore(consent.subscribe, consent.get, () => serverSnapshot);
