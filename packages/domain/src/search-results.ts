// The answers of the search routes (GET /api/search, /api/v2/search/{type} with /meta and /suggest). Apart from
// search.ts because a result of the news tab is a post, and posts.ts imports search.ts.
import { z } from 'zod';
import { zPage } from './common.ts';
import { ZPost } from './posts.ts';
import { ZBusinessCard, ZJobCard, ZSearchFilters } from './search.ts';
import { SEARCH_CATEGORIES, SEARCH_SORTS, type SearchCategory } from './search-rules.ts';

const categoryKeys = SEARCH_CATEGORIES.map((c) => c.key) as [SearchCategory, ...SearchCategory[]];

/** GET /api/search: the page (jobs, businesses or news by category) and the search as the server read it (TSearchResponse). */
export const ZSearchResponse = z.object({
  result: zPage(z.union([ZJobCard, ZBusinessCard, ZPost])),
  filters: z.object({
    category: z.enum(categoryKeys),
    channel: z.string(),
    radius: z.number(),
    sort: z.enum(SEARCH_SORTS).nullable(),
    term: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** The `filters` parameter as it was read. */
    applied: ZSearchFilters,
    total_cap: z.number().int(),
    counts_at_least: z.boolean(),
    categories: z.array(z.object({ key: z.enum(categoryKeys), label: z.string(), count: z.number().int().nullable() })),
    understood: z
      .object({
        corrections: z.array(z.object({ from: z.string(), to: z.string() })),
        interests: z.array(z.object({ word: z.string(), label: z.string(), occupations: z.array(z.string()) })),
        synonyms: z.array(z.object({ word: z.string(), occupations: z.array(z.string()) })),
        related: z.array(z.object({ name: z.string(), count: z.number().int() })),
      })
      .nullable(),
  }),
});

export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** GET /api/v2/search/{type}: a page of job or business cards. */
export const ZSearchV2Page = zPage(z.union([ZJobCard, ZBusinessCard]));
export type TSearchV2Page = z.infer<typeof ZSearchV2Page>;

/** GET /api/v2/search/{type}/meta: the total (businesses), with the facet counts for jobs. */
export const ZSearchMeta = z.object({
  total: z.number().int(),
  total_cap: z.number().int().optional(),
  types: z.array(z.object({ id: z.number().int(), count: z.number().int() })).optional(),
  job_categories: z.array(z.object({ id: z.number().int(), count: z.number().int() })).optional(),
});

/** GET /api/v2/search/{type}/suggest: as-you-type occupations, job titles and businesses. */
export const ZSearchSuggestion = z.object({ type: z.string(), label: z.string(), slug: z.string() });

/** POST /api/admin/cache/clear: the tags of the caches that were emptied. */
export const ZCacheClearResult = z.object({ cleared: z.array(z.string()) });
