// SQL of job ad themes: one theme per business and type.
import type { Queryable } from '../../db.ts';

const COLUMNS = 'id, business_id, type, theme, created_at, updated_at';

export const listThemes = (q: Queryable, businessId: number | null, type: string | null) =>
  q.query(
    `SELECT ${COLUMNS} FROM job_themes WHERE ($1::int IS NULL OR business_id = $1) AND ($2::text IS NULL OR type = $2) ORDER BY business_id, type LIMIT 200`,
    [businessId, type],
  );

export const upsertTheme = async (q: Queryable, businessId: number, type: string, theme: unknown) =>
  (await q.one(
    `INSERT INTO job_themes (business_id, type, theme) VALUES ($1, $2, $3::jsonb)
   ON CONFLICT (business_id, type) DO UPDATE SET theme = EXCLUDED.theme, updated_at = now()
   RETURNING ${COLUMNS}`,
    [businessId, type, JSON.stringify(theme)],
  ))!;

export const themeOwner = (q: Queryable, id: number) => q.one<{ business_id: number }>(`SELECT business_id FROM job_themes WHERE id = $1`, [id]);

export const updateTheme = async (q: Queryable, id: number, theme: unknown) =>
  (await q.one(`UPDATE job_themes SET theme = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, JSON.stringify(theme)]))!;
