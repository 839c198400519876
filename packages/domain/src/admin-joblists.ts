// The admin's /admin/joblists page: finding published jobs to put into a list, and the job ad themes of all
// businesses with their business names. Lists themselves use the jobs module's calls (/api/job_lists).
import { z } from 'zod';
import { INT32_MAX } from './common.ts';

export const ZAdminJobSearch = z.object({
  search: z.string().trim().max(100, 'Höchstens 100 Zeichen.').default(''),
  /** A business's id: only its jobs (for a business's own list). */
  business_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
});

export const ZAdminJobHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  business: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string().nullable(),
});
export type TAdminJobHit = z.infer<typeof ZAdminJobHit>;

export const ZAdminTheme = z.object({
  id: z.number().int(),
  type: z.string(),
  /** As stored (written through ZJobTheme). */
  theme: z.record(z.string(), z.unknown()),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  updated_at: z.string(),
});
export type TAdminTheme = z.infer<typeof ZAdminTheme>;

export const ZAdminThemeQuery = z.object({ search: z.string().trim().max(100, 'Höchstens 100 Zeichen.').default('') });

export const JOB_THEME_FONT_LABELS: Record<string, string> = { system: 'Standardschrift', serif: 'Serifenschrift', rounded: 'Abgerundet' };
export const JOB_LIST_MAX_JOBS = 200;
