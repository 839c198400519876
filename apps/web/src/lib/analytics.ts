// Analytics (spec 01 §7 "Other"): page visits and events go to POST /api/oabalytics with the screen size
// and the UTM values. Only after performance consent; never while impersonating; errors are ignored.
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

export function track(item: TrackItem) {
  if (!consent.allows('performance') || isImpersonating()) return;
  const body = {
    oabalytics_user_id: sessionId(),
    screen_width: window.screen.width,
    screen_height: window.screen.height,
    // The A/B group travels with every record so experiments can be compared.
    data: [{ ...item, payload: { ...item.payload, ab_group: abGroup() }, ...utm }],
  };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  void fetch('/api/oabalytics', { method: 'POST', headers, body: JSON.stringify(body), keepalive: true }).catch(() => {});
}

export const trackPageVisit = (route: string) => track({ route, entity_type: 'page_visit', event: 'page_visit' });
