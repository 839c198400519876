// Job categories (by KldB 2010 Berufshauptgruppe) and apprenticeship kinds; wire shapes of the occupation calls.
import { z } from 'zod';
import type { Craft } from './constants.ts';

export interface JobCategoryDef {
  id: number;
  slug: string;
  name: string;
  /** The spec's craft value this category answers to (onboarding interests), if any. */
  craft: Craft | null;
  /** Two-digit KldB Berufshauptgruppen, inclusive ranges. */
  kldb: [number, number][];
}

// Order matters: the first matching category wins (23 is art, not craft).
export const JOB_CATEGORIES: readonly JobCategoryDef[] = [
  { id: 1, slug: 'it', name: 'IT', craft: 'it', kldb: [[43, 43]] },
  { id: 2, slug: 'buero-verwaltung', name: 'Büro & Verwaltung', craft: 'office', kldb: [[71, 73]] },
  { id: 3, slug: 'verkauf-handel', name: 'Verkauf & Handel', craft: 'sales', kldb: [[61, 62]] },
  { id: 4, slug: 'soziales-paedagogik', name: 'Soziales & Pädagogik', craft: 'social', kldb: [[83, 84]] },
  { id: 5, slug: 'gesundheit', name: 'Gesundheit', craft: 'social', kldb: [[81, 82]] },
  {
    id: 6,
    slug: 'kunst-gestaltung',
    name: 'Kunst & Gestaltung',
    craft: 'art',
    kldb: [
      [23, 23],
      [92, 94],
    ],
  },
  {
    id: 7,
    slug: 'handwerk-technik',
    name: 'Handwerk & Technik',
    craft: 'craft',
    kldb: [
      [21, 29],
      [32, 34],
    ],
  },
  { id: 8, slug: 'hotel-gastronomie', name: 'Hotel & Gastronomie', craft: null, kldb: [[63, 63]] },
  { id: 9, slug: 'logistik-verkehr', name: 'Logistik & Verkehr', craft: null, kldb: [[51, 52]] },
  { id: 10, slug: 'natur-umwelt', name: 'Natur & Umwelt', craft: null, kldb: [[11, 12]] },
  { id: 11, slug: 'labor-naturwissenschaft', name: 'Labor & Naturwissenschaft', craft: null, kldb: [[41, 42]] },
  { id: 12, slug: 'sonstige', name: 'Sonstige', craft: null, kldb: [] },
];
export const OTHER_CATEGORY_ID = 12;

/** Category of a KldB code (any level of at least two digits). */
export function categoryForKldb(code: string): JobCategoryDef {
  const main = Number(code.slice(0, 2));
  return JOB_CATEGORIES.find((c) => c.kldb.some(([a, b]) => main >= a && main <= b)) ?? JOB_CATEGORIES[JOB_CATEGORIES.length - 1];
}

/** BA groups kept as apprenticeships and the kind of training each stands for. */
export const TRAINING_GROUPS = {
  '1110': 'dual',
  '1120': 'dual',
  '1130': 'dual',
  '1210': 'school',
  '1220': 'school',
  '1310': 'fachpraktiker',
} as const;
export type TrainingKind = (typeof TRAINING_GROUPS)[keyof typeof TRAINING_GROUPS];

/** The kept group of a BA `lbkgruppe` value (it may list several, e.g. `2480,1220`), or null. */
export function trainingGroup(lbkgruppe: string): keyof typeof TRAINING_GROUPS | null {
  for (const g of lbkgruppe.split(',').map((s) => s.trim())) if (g in TRAINING_GROUPS) return g as keyof typeof TRAINING_GROUPS;
  return null;
}

/** The occupation without its specialisation: `Tierwirt/Tierwirtin Fachrichtung Imkerei` -> `Tierwirt/Tierwirtin`. */
export const baseOccupationName = (name: string) => name.replace(/\s+(Fachrichtung|Schwerpunkt)\b.*$/, '').trim();

/** KldB codes lost their leading zeros in the export: pad to the level's length. */
export const padKldb = (code: string, level: number) => code.trim().padStart(level, '0');

export const ZJobCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  craft: z.string().nullable(),
  occupations_count: z.number().int(),
});
export const ZOccupation = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  base_name: z.string(),
  slug: z.string(),
  kldb_code: z.string(),
  training_group: z.string(),
  training_kind: z.enum(['dual', 'school', 'fachpraktiker']),
  is_dual: z.boolean(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type TOccupation = z.infer<typeof ZOccupation>;

export const ZSystemJobsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** Category id, slug or craft (it, craft, office, social, sales, art). */
  category: z.string().trim().max(60).optional(),
  kind: z.enum(['dual', 'school', 'fachpraktiker']).optional(),
});
