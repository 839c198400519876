// Events of a channel (spec 02 §3 Event, §6 editEvents, §7 Events): title, description (sanitised HTML on the
// server), start and end, a place with address or an online link, a cover image. Times are instants (ISO with
// offset); pages show and forms take them in Europe/Berlin, where the platform's events happen.
import { z } from 'zod';
import { ZId } from './common.ts';
import { ZImage } from './media.ts';
import { stripHtml } from './validation.ts';

// The Berlin wall-time helpers live in a module without zod: pages that only show a date need no schemas.
export { EVENT_TIME_ZONE, berlinWallTimeToIso, formatEventTime, isoToBerlinWallTime } from './event-time.ts';
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 150;
export const EVENT_DESCRIPTION_MAX = 50_000;
export const EVENT_TEXT_MAX = 200;
export const EVENT_URL_MAX = 500;
/** An event lasts at most this many days (a fair week, a holiday programme). */
export const EVENT_MAX_DAYS = 31;

const ZTitle = z
  .string({ error: 'Bitte gib einen Titel ein.' })
  .trim()
  .min(EVENT_TITLE_MIN, `Der Titel muss mindestens ${EVENT_TITLE_MIN} Zeichen lang sein.`)
  .max(EVENT_TITLE_MAX, `Der Titel darf höchstens ${EVENT_TITLE_MAX} Zeichen lang sein.`);
const ZDescription = z
  .string({ error: 'Bitte beschreib die Veranstaltung.' })
  .max(EVENT_DESCRIPTION_MAX, `Die Beschreibung darf höchstens ${EVENT_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`)
  .refine((v) => stripHtml(v).length > 0, 'Bitte beschreib die Veranstaltung.');
const ZInstant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Bitte gib ${what} an.` }).refine((v) => {
    const y = new Date(v).getUTCFullYear();
    return Number.isNaN(y) || (y >= 2000 && y <= 2100);
  }, `Bitte gib ${what} zwischen 2000 und 2100 an.`);
const text = (label: string) => z.string().trim().max(EVENT_TEXT_MAX, `${label} darf höchstens ${EVENT_TEXT_MAX} Zeichen lang sein.`);
// Empty means none (null); left out stays undefined, so a PUT keeps what is stored.
const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
const ZOptText = (label: string) =>
  z
    .union([text(label), z.null()])
    .optional()
    .transform(orNull);
const ZOnlineUrl = z
  .union([
    z
      .string()
      .trim()
      .max(EVENT_URL_MAX, `Der Link darf höchstens ${EVENT_URL_MAX} Zeichen lang sein.`)
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'Bitte gib einen Link ein, der mit https:// beginnt.'),
    z.null(),
  ])
  .optional()
  .transform(orNull);
export const ZChannelSlug = z
  .string({ error: 'Bitte wähle einen Channel.' })
  .min(1, 'Bitte wähle einen Channel.')
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'Diesen Channel gibt es nicht.');

const fields = {
  title: ZTitle,
  description: ZDescription,
  start_at: ZInstant('den Beginn'),
  end_at: ZInstant('das Ende'),
  location_name: ZOptText('Der Ort'),
  street: ZOptText('Die Straße'),
  postal_code: z
    .union([
      z
        .string()
        .trim()
        .regex(/^(\d{5})?$/, 'Bitte gib eine fünfstellige Postleitzahl ein.'),
      z.null(),
    ])
    .optional()
    .transform(orNull),
  city: ZOptText('Der Ort'),
  online_url: ZOnlineUrl,
  cover_image_id: z.union([ZId, z.null()]).optional(),
};

type Times = { start_at?: string; end_at?: string };
const endAfterStart = (v: Times) => !v.start_at || !v.end_at || new Date(v.end_at) >= new Date(v.start_at);
const notTooLong = (v: Times) => !v.start_at || !v.end_at || new Date(v.end_at).getTime() - new Date(v.start_at).getTime() <= EVENT_MAX_DAYS * 86_400_000;
type Place = { city?: string | null; online_url?: string | null };
const hasPlace = (v: Place) => !!v.city || !!v.online_url;

/** What a region, school or the admin sends (`{ event: {...} }`); the channel is the one the event belongs to. */
export const ZEventFields = z
  .object({ ...fields, channel: ZChannelSlug })
  .refine(endAfterStart, { path: ['end_at'], message: 'Das Ende darf nicht vor dem Beginn liegen.' })
  .refine(notTooLong, { path: ['end_at'], message: `Eine Veranstaltung dauert höchstens ${EVENT_MAX_DAYS} Tage.` })
  .refine(hasPlace, { path: ['city'], message: 'Bitte gib einen Ort oder einen Online-Link an.' });
export type TEventFields = z.output<typeof ZEventFields>;
export const ZEventInput = z.object({ event: ZEventFields });

/** PUT: every field optional; the channel stays (an event does not move to another channel). */
export const ZEventUpdate = z.object({
  event: z
    .object({
      title: ZTitle.optional(),
      description: ZDescription.optional(),
      start_at: fields.start_at.optional(),
      end_at: fields.end_at.optional(),
      location_name: fields.location_name,
      street: fields.street,
      postal_code: fields.postal_code,
      city: fields.city,
      online_url: fields.online_url,
      cover_image_id: fields.cover_image_id,
    })
    .refine(endAfterStart, { path: ['end_at'], message: 'Das Ende darf nicht vor dem Beginn liegen.' }),
});
export type TEventUpdate = z.output<typeof ZEventUpdate>['event'];

/** GET /api/events/{id}: the number or the slug (`{title}-{id}`, used by /event/{slug}). */
export const ZEventRefParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diese Veranstaltung gibt es nicht.'),
});

/** GET /api/events: a channel's events (all channels without one), upcoming or past by start. */
export const ZEventQuery = z.object({
  channel: ZChannelSlug.optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type TEventQuery = z.output<typeof ZEventQuery>;

export const ZEvent = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  location_name: z.string().nullable(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  online_url: z.string().nullable(),
  cover_image: ZImage.nullable(),
  channel: z.object({ slug: z.string(), name: z.string() }),
  /** Who runs the channel (a region or school), for the page's link; null for the platform's own channel. */
  organiser: z.object({ type: z.enum(['region', 'school']), slug: z.string(), name: z.string() }).nullable(),
  can_edit: z.boolean(),
});
export type TEvent = z.infer<typeof ZEvent>;
export const ZEventList = z.object({ data: z.array(ZEvent) });

/** Upcoming (start today or later, Berlin time not needed: an event that started is past) and past, by start. */
export function splitEvents<T extends { start_at: string }>(events: T[], now = new Date()): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => new Date(e.start_at) >= now).sort((a, b) => a.start_at.localeCompare(b.start_at));
  const past = events.filter((e) => new Date(e.start_at) < now).sort((a, b) => b.start_at.localeCompare(a.start_at));
  return { upcoming, past };
}

/** The address in one line, or null for an online event. */
export function eventAddress(e: Pick<TEvent, 'location_name' | 'street' | 'postal_code' | 'city'>): string | null {
  const place = [e.postal_code, e.city].filter(Boolean).join(' ');
  const parts = [e.location_name, e.street, place].filter((x) => !!x);
  return parts.length ? parts.join(', ') : null;
}

/** schema.org Event for the page's head (search engines show dates and place). */
export function eventJsonLd(e: TEvent, o: { url: string; image?: string | null; description: string }): Record<string, unknown> {
  const address = e.city
    ? {
        '@type': 'Place',
        name: e.location_name ?? e.city,
        address: {
          '@type': 'PostalAddress',
          streetAddress: e.street ?? undefined,
          postalCode: e.postal_code ?? undefined,
          addressLocality: e.city,
          addressCountry: 'DE',
        },
      }
    : null;
  const online = e.online_url ? { '@type': 'VirtualLocation', url: e.online_url } : null;
  const location = address && online ? [address, online] : (address ?? online);
  return JSON.parse(
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: e.title,
      startDate: e.start_at,
      endDate: e.end_at,
      eventAttendanceMode: `https://schema.org/${address && online ? 'Mixed' : online ? 'Online' : 'Offline'}EventAttendanceMode`,
      eventStatus: 'https://schema.org/EventScheduled',
      location,
      url: o.url,
      image: o.image ?? undefined,
      description: o.description || undefined,
      organizer: { '@type': 'Organization', name: e.organiser?.name ?? e.channel.name },
    }),
  ) as Record<string, unknown>;
}
