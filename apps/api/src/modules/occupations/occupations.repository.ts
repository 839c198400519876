// SQL of the occupation lists: job categories with counts, occupations filtered by text, category and kind.
import type { Queryable } from '../../db.ts';

export const listCategories = (q: Queryable) =>
  q.query<{ id: number; slug: string; name: string; craft: string | null; occupations_count: number }>(
    `SELECT c.id, c.slug, c.name, c.craft, (SELECT count(*)::int FROM occupations o WHERE o.category_id = c.id) AS occupations_count
       FROM job_categories c ORDER BY c.sort, c.id`,
  );

/** Category ids matching an id, slug or craft value. */
export const findCategoryIds = async (q: Queryable, value: string) =>
  (await q.query<{ id: number }>(`SELECT id FROM job_categories WHERE id::text = $1 OR slug = $1 OR craft = $1`, [value])).map((r) => r.id);

export interface OccupationRow {
  id: number;
  name: string;
  short_name: string;
  base_name: string;
  slug: string;
  kldb_code: string;
  training_group: string;
  training_kind: 'dual' | 'school' | 'fachpraktiker';
  is_dual: boolean;
  category: { id: number; slug: string; name: string };
}

/** Text filter: every word must occur (prefix of a word or inside), ordered by name. */
export const listOccupations = (q: Queryable, f: { key: string | null; categoryIds: number[] | null; kind: string | null }) =>
  q.query<OccupationRow>(
    `SELECT o.id, o.name, o.short_name, o.base_name, o.slug, o.kldb_code, o.training_group, o.training_kind, o.is_dual,
            json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) AS category
       FROM occupations o JOIN job_categories c ON c.id = o.category_id
      WHERE ($1::text IS NULL OR NOT EXISTS (
               SELECT 1 FROM unnest(string_to_array($1, ' ')) w WHERE strpos(o.search_name, w) = 0))
        AND ($2::int[] IS NULL OR o.category_id = ANY($2::int[]))
        AND ($3::text IS NULL OR o.training_kind = $3)
      ORDER BY CASE WHEN $1::text IS NOT NULL AND o.search_name LIKE $1 || '%' THEN 0 ELSE 1 END, o.short_name, o.id`,
    [f.key, f.categoryIds, f.kind],
  );
