// Visits that count for a business's statistics (a job view, a profile visit). The page names them while it
// renders; the server renderer hands them over in the page's state, so a first visit counts even when the app
// waits for an interaction (the boot sends them), and the app does not send them a second time.
import type { BUSINESS_ACTIVITY_TYPES } from '@oabat/domain/businesses';
import { SSR_STATE_ID } from '@oabat/domain/constants';

export interface PageView {
  business_id: number;
  type: (typeof BUSINESS_ACTIVITY_TYPES)[number];
  payload?: Record<string, string | number>;
}

export const viewKey = (v: PageView) => `${v.business_id}:${v.type}:${JSON.stringify(v.payload ?? {})}`;

const sent = new Set<string>();
export const viewWasSent = (v: PageView) => sent.has(viewKey(v));

/** POST /api/business/{id}/activities as a guest, without the app (the server counts once per visitor and day). */
export function sendViews(views: readonly PageView[]) {
  for (const v of views) {
    if (sent.has(viewKey(v))) continue;
    sent.add(viewKey(v));
    void fetch(`/api/business/${v.business_id}/activities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(v.payload ? { type: v.type, payload: v.payload } : { type: v.type }),
      keepalive: true,
    }).catch(() => undefined);
  }
}

/** The visits the server noted in this page's state (none when the server did not render it). */
export function pageViewsOf(doc: Document = document): PageView[] {
  try {
    const state = JSON.parse(doc.getElementById(SSR_STATE_ID)?.textContent ?? 'null') as { views?: PageView[] } | null;
    return Array.isArray(state?.views) ? state.views : [];
  } catch {
    return [];
  }
}
