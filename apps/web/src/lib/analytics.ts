// Analytics (spec 01 §7 "Other"): page visits and events go to POST /api/oabalytics with the screen size
// and the UTM values, queued and sent in batches (every FLUSH_MS, and on page hide). Only after performance
// consent; never while impersonating; errors are ignored.
import { consent } from './consent.ts';
import { isImpersonating } from './impersonation.ts';
import { getToken } from './api.ts';
import { storage } from './storage.ts';
import { abGroup } from './ab.ts';

const SESSION_KEY = 'oabalytics_user_id';
export type EntityType = 'page_visit' | 'event' | 'impression';
export interface TrackItem {
  route: string;
  event?: string;
  entity_type: EntityType;
  tracked_entity_type?: string;
  tracked_entity_id?: number;
  payload?: Record<string, unknown>;
}

function sessionId(): string {
  let id = storage.get<string>(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.set(SESSION_KEY, id);
  }
  return id;
}

/** UTM values of the landing page, kept for the visit. */
const utm = (() => {
  // The server renderer loads this module too; it has no landing page of its own.
  const q = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  return { campaign_id: q.get('utm_id'), source: q.get('utm_source'), medium: q.get('utm_medium') };
})();

/** Records wait this long (or until BATCH_MAX are queued) and go in one request; the server takes 200 at most. */
export const FLUSH_MS = 2000;
export const BATCH_MAX = 50;
let queue: Record<string, unknown>[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Sends the queued records in one request. On page hide (`beacon`) a guest's batch goes by navigator.sendBeacon,
 * which outlives the page; a logged-in batch goes by fetch with keepalive, which also outlives it and, unlike a
 * beacon, carries the bearer token (so the records keep their account).
 */
export function flush(beacon = false) {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!queue.length) return;
  const body = JSON.stringify({ oabalytics_user_id: sessionId(), screen_width: window.screen.width, screen_height: window.screen.height, data: queue });
  queue = [];
  const token = getToken();
  if (beacon && !token && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/oabalytics', body)) return;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  void fetch('/api/oabalytics', { method: 'POST', headers, body, keepalive: true }).catch(() => {});
}

if (typeof window !== 'undefined') {
  const onHide = () => flush(true);
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHide();
  });
}

export function track(item: TrackItem) {
  if (!consent.allows('performance') || isImpersonating()) return;
  // The A/B group travels with every record so experiments can be compared.
  queue.push({ ...item, payload: { ...item.payload, ab_group: abGroup() }, ...utm });
  if (queue.length >= BATCH_MAX) flush();
  else timer ??= setTimeout(() => flush(), FLUSH_MS);
}

export const trackPageVisit = (route: string) => track({ route, entity_type: 'page_visit', event: 'page_visit' });
