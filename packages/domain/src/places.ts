// Wire shapes of the place search calls (spec 02 §7 Search and locations) and the curated city list.
import { z } from 'zod';
import { ZLatitude, ZLongitude } from './locations.ts';

export const AUTOCOMPLETE_LIMIT = 10;
export const NEARBY_DEFAULT_RADIUS_KM = 15;

/** The popular cities: the largest cities of Bavaria and the platform's home region, in this order. */
export const POPULAR_CITIES = [
  'München',
  'Nürnberg',
  'Augsburg',
  'Regensburg',
  'Ingolstadt',
  'Würzburg',
  'Fürth',
  'Erlangen',
  'Bamberg',
  'Bayreuth',
  'Landshut',
  'Aschaffenburg',
  'Kempten',
  'Rosenheim',
  'Passau',
  'Deggendorf',
] as const;

export const ZCoordinatesQuery = z.object({ latitude: ZLatitude, longitude: ZLongitude });

export const ZNearbyQuery = ZCoordinatesQuery.extend({
  radius: z.coerce.number().positive().max(200).default(NEARBY_DEFAULT_RADIUS_KM),
  limit: z.coerce.number().int().min(1).max(50).default(AUTOCOMPLETE_LIMIT),
});

/** `search` or `name` (both accepted, the client sends either). */
export const ZCitiesQuery = z.object({
  search: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(AUTOCOMPLETE_LIMIT),
});

export const ZAutocompleteBody = z.object({
  search: z.string().trim().min(1, 'Bitte gib einen Ort oder eine Postleitzahl ein.').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(AUTOCOMPLETE_LIMIT),
});

export const ZPopularQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
