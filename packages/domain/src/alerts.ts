// Saved searches and job alerts (issue #19): a pupil, or a guest after a double opt-in, saves the search of the
// search page; new matching jobs arrive by e-mail daily or weekly and as a badge in the app.
import { z } from 'zod';
import { ZEmail } from './accounts.ts';
import { ZId } from './common.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, ZJobCard, ZSearchFilters } from './search.ts';

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: 'täglich', weekly: 'wöchentlich' };
/** Only job categories: a business or news tab has no jobs to alert about. */
export const ALERT_CATEGORIES = ['ausbildung', 'praktikum', 'alles'] as const;
/** Saved searches per account or guest address: enough for every place and occupation one looks at. */
export const MAX_SAVED_SEARCHES = 20;
/** Jobs in one alert mail; more are behind the link to the search. */
export const ALERT_MAIL_MAX_JOBS = 20;
export const ALERT_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number, what: string) =>
  z.string().trim().max(max, `${what} darf höchstens ${max} Zeichen lang sein.`).regex(NO_CONTROL, `${what} enthält unzulässige Zeichen.`);

/** What the search page sends to save its current search. */
export const ZSavedSearchInput = z
  .object({
    category: z.enum(ALERT_CATEGORIES, 'Bitte wähle Ausbildung, Praktikum oder Alles.').default('ausbildung'),
    term: text(200, 'Das Stichwort').optional(),
    place: text(120, 'Der Ort').optional(),
    location_slug: text(200, 'Der Ort').optional(),
    latitude: z.number().min(-90, 'Ungültiger Breitengrad.').max(90, 'Ungültiger Breitengrad.').optional(),
    longitude: z.number().min(-180, 'Ungültiger Längengrad.').max(180, 'Ungültiger Längengrad.').optional(),
    radius: z
      .number()
      .positive('Der Umkreis muss größer als 0 sein.')
      .max(MAX_RADIUS_KM, `Der Umkreis ist höchstens ${MAX_RADIUS_KM} km.`)
      .default(DEFAULT_RADIUS_KM),
    filters: ZSearchFilters.default({}),
    frequency: z.enum(ALERT_FREQUENCIES, 'Bitte wähle täglich oder wöchentlich.').default('daily'),
    /** Guests only: the address that confirms the alert (double opt-in). */
    email: ZEmail.optional(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), { message: 'Bitte gib einen Ort an.', path: ['place'] });
export type TSavedSearchInput = z.output<typeof ZSavedSearchInput>;

export const ZSavedSearchUpdate = z.object({ frequency: z.enum(ALERT_FREQUENCIES, 'Bitte wähle täglich oder wöchentlich.') });
export const ZAlertTokenParam = z.object({ token: z.string().regex(ALERT_TOKEN, 'Ungültiger Link.') });
export const ZSavedSearchIdParam = z.object({ id: ZId });

/** The stored search (what matching and the search page need again), as it is stored and sent. */
export const ZSavedQuery = z.object({
  category: z.enum(ALERT_CATEGORIES),
  term: z.string().optional(),
  place: z.string().optional(),
  location_slug: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  radius: z.number(),
  filters: ZSearchFilters,
});
export type TSavedQuery = z.infer<typeof ZSavedQuery>;
/** A pupil's saved search; new_count: matches found since the pupil last looked (the badge). */
export const ZSavedSearch = z.object({
  id: z.number().int(),
  label: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  query: ZSavedQuery,
  created_at: z.string(),
  new_count: z.number().int(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
/** GET /api/saved-searches/{id}/matches: the alert and its jobs, the new ones marked. */
export const ZAlertMatches = z.object({ saved_search: ZSavedSearch, jobs: z.array(ZJobCard.extend({ is_new: z.boolean() })) });
export type TAlertMatches = z.infer<typeof ZAlertMatches>;
/** POST /api/saved-searches (201): saved at once (a pupil, with its id) or waiting for the guest's confirmation. */
export const ZSavedSearchResult = z.object({ id: z.number().int().nullable(), confirmed: z.boolean(), message: z.string() });
export type TSavedSearchResult = z.infer<typeof ZSavedSearchResult>;
/** GET /api/saved-searches/badge: new matches over all of the pupil's alerts. */
export const ZAlertBadge = z.object({ new_count: z.number().int() });
export type TAlertBadge = z.infer<typeof ZAlertBadge>;
/** The answer of the links in the mails: what happened, in German (the unsubscribe names the alert too). */
export const ZAlertConfirmed = z.object({ message: z.string() });
export type TAlertConfirmed = z.infer<typeof ZAlertConfirmed>;
export const ZAlertUnsubscribed = z.object({ label: z.string(), message: z.string() });
export type TAlertUnsubscribed = z.infer<typeof ZAlertUnsubscribed>;

/** A short German name of a search: "Ausbildung · Koch · Passau (50 km)". */
export function savedSearchLabel(q: Pick<TSavedQuery, 'category' | 'term' | 'place' | 'radius'>): string {
  const kind = q.category === 'praktikum' ? 'Praktikum' : q.category === 'alles' ? 'Alles' : 'Ausbildung';
  return [kind, q.term ? `„${q.term}“` : null, q.place ? `${q.place} (${q.radius} km)` : null].filter(Boolean).join(' · ');
}

export const ALERT_MESSAGES = {
  saved: 'Suchauftrag gespeichert. Neue passende Angebote bekommst du per E-Mail.',
  confirmSent: 'Fast geschafft: Bitte bestätige den Suchauftrag über den Link in der E-Mail.',
  confirmed: 'Dein Suchauftrag ist bestätigt. Neue passende Angebote schicken wir dir per E-Mail.',
  unsubscribed: 'Der Suchauftrag ist abbestellt. Du bekommst dazu keine E-Mails mehr.',
  emailNeeded: 'Bitte gib deine E-Mail-Adresse an, damit wir dir neue Angebote schicken können.',
  tooMany: `Du hast schon ${MAX_SAVED_SEARCHES} Suchaufträge. Lösche einen, bevor du einen neuen speicherst.`,
  linkInvalid: 'Der Link ist ungültig oder der Suchauftrag wurde schon gelöscht.',
} as const;

/** The search page of a saved search (the same URL the search page had when it was saved). */
export function savedSearchPath(q: Pick<TSavedQuery, 'category' | 'location_slug' | 'radius' | 'term' | 'filters'>): string {
  const base = q.category === 'praktikum' ? '/praktikum' : q.category === 'alles' ? '/alles' : '/ausbildung';
  if (!q.location_slug) return base;
  const params = new URLSearchParams();
  params.set('umkreis', String(q.radius));
  if (q.term) params.set('q', q.term);
  if (q.filters.min_pay_year_1) params.set('verguetung_ab', String(q.filters.min_pay_year_1));
  if (q.filters.fair_pay) params.set('faire_verguetung', '1');
  return `${base}/${encodeURIComponent(q.location_slug)}?${params.toString()}`;
}
