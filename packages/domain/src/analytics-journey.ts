// One person's journey from the analytics records (/admin/analytics/users/{id}, /admin/analytics/anonymous/{id}), and
// the rule when a session recording may run (spec 01 §6, 02 §6: session replay only in production, only for
// non-admin business users; we add: only after statistics consent and never while an admin impersonates).
import { z } from 'zod';
import { isBusiness, isSpecialAccount, isTrainee, type Viewer } from './rights.ts';

export const JOURNEY_LIMIT = 500;
/** An anonymous visitor's analytics id (the web app makes a UUID; older clients other short ids). */
export const ZAnonymousIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Diese Kennung gibt es nicht.') });

export const ZJourneyRecord = z.object({
  id: z.number().int(),
  session: z.string().nullable(),
  route: z.string().nullable(),
  event: z.string().nullable(),
  entity_type: z.string(),
  tracked_entity_type: z.string().nullable(),
  tracked_entity_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  source: z.string().nullable(),
  medium: z.string().nullable(),
  created_at: z.string(),
});
export type TJourneyRecord = z.infer<typeof ZJourneyRecord>;

export const ZJourney = z.object({
  subject: z.object({
    kind: z.enum(['user', 'anonymous']),
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    is_business: z.boolean(),
  }),
  sessions: z.array(
    z.object({ id: z.string(), first_seen: z.string(), campaign_id: z.string().nullable(), source: z.string().nullable(), medium: z.string().nullable() }),
  ),
  totals: z.object({ page_visits: z.number().int(), events: z.number().int(), impressions: z.number().int() }),
  /** Newest first, at most JOURNEY_LIMIT. */
  records: z.array(ZJourneyRecord),
});
export type TJourney = z.infer<typeof ZJourney>;

export interface RecordingContext {
  production: boolean;
  user: Viewer;
  /** The visitor allowed statistics cookies (performance). */
  consented: boolean;
  impersonating: boolean;
}
/**
 * Whether the session recording (rrweb) may run for this visit: production, statistics consent, a business account
 * that is not one of the team's and has no pupil profile (issue #35: pupils, many under 16, are never recorded, not
 * even through a second role), never while impersonating.
 */
export function shouldRecordSession(c: RecordingContext): boolean {
  return c.production && c.consented && !c.impersonating && isBusiness(c.user) && !isTrainee(c.user) && !isSpecialAccount(c.user);
}
