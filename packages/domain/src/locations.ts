// Location slugs (spec 02 §2) and the wire shape of a location. Pure functions, shared by server and client.
import { z } from 'zod';

export const NEARBY_SLUG = 'nearby';
export const NEARBY_LABEL = 'Umgebung';

const TRANSLIT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe' };

/** Lower case ASCII with German umlauts written out (München -> muenchen); other accents dropped. */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæœ]/g, (c) => TRANSLIT[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Lower case ASCII with every accent dropped (München -> munchen), the way people type without umlauts. */
export function stripAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** URL part of a name: `Mühldorf am Inn` -> `muehldorf-am-inn`. */
export function slugify(text: string): string {
  return (
    transliterate(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'ort'
  );
}

/** Search key of a name or a query: transliterated, punctuation folded to single spaces. */
export function searchKey(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
/** Second search key: accents dropped instead of written out, so `munchen` finds München too. */
export function plainSearchKey(text: string): string {
  return stripAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Slug of a place or city: `{name}-{id}`, e.g. `passau-42`. */
export const locationSlug = (name: string, id: number) => `${slugify(name)}-${id}`;
/** Slug of a postal code: `zip-{name}-{number}`, e.g. `zip-passau-94032`. */
export const zipSlug = (name: string, postalCode: string) => `zip-${slugify(name)}-${postalCode}`;

export const POSTAL_CODE = /^\d{5}$/;
/** A location text of digits only is a postal code (spec 02 §4 Search). */
export const isPostalCodeQuery = (text: string) => /^\d+$/.test(text.trim());

export type ParsedLocationSlug =
  | { kind: 'nearby' }
  | { kind: 'zip'; postalCode: string; nameSlug: string }
  | { kind: 'id'; id: number; nameSlug: string }
  | { kind: 'unknown'; slug: string };

/**
 * Reads a location slug: `nearby`, `zip-{name}-{number}` or anything ending in `-{id}` (or a bare id).
 * Everything else is unknown: it is not searched, only reported to the log.
 */
export function parseLocationSlug(slug: string): ParsedLocationSlug {
  const s = slug.trim().toLowerCase();
  if (s === NEARBY_SLUG) return { kind: 'nearby' };
  const zip = /^zip-(?:(.*)-)?(\d{5})$/.exec(s);
  if (zip) return { kind: 'zip', postalCode: zip[2], nameSlug: zip[1] ?? '' };
  const withId = /^(?:(.*)-)?(\d{1,9})$/.exec(s);
  if (withId && !s.startsWith('zip-')) {
    const id = Number(withId[2]);
    if (id > 0) return { kind: 'id', id, nameSlug: withId[1] ?? '' };
  }
  return { kind: 'unknown', slug };
}

export const ZLatitude = z.coerce.number().min(-90).max(90);
export const ZLongitude = z.coerce.number().min(-180).max(180);

export const ZLocation = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  postal_code: z.string().nullable(),
  postal_codes: z.array(z.string()).optional(),
  latitude: z.number(),
  longitude: z.number(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  distance_km: z.number().optional(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZLocationSlugParam = z.object({ slug: z.string().min(1).max(200) });
export const ZZipParam = z.object({ zip: z.string().regex(POSTAL_CODE, 'Bitte gib eine fünfstellige Postleitzahl an.') });
/** `nearby` needs the coordinates; other slugs ignore them. */
export const ZLocationQuery = z.object({ latitude: ZLatitude.optional(), longitude: ZLongitude.optional() });
