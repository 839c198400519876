// Themes of a business's job ads (GET/POST /api/v2/themes, PUT /api/v2/themes/{id}): public to read,
// written only by users of that business.
import { z } from 'zod';
import type { ZJobTheme } from '@oabat/domain/jobs';
import type { SessionUser } from '../accounts/session.repository.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { JobDeps } from './jobs.deps.ts';

type Theme = z.infer<typeof ZJobTheme>;
const SELECT = `SELECT id, business_id, type, theme, created_at, updated_at FROM job_themes`;

export const listThemes = (d: JobDeps, f: { business_id?: number; type?: string }) =>
  d.db.query(`${SELECT} WHERE ($1::int IS NULL OR business_id = $1) AND ($2::text IS NULL OR type = $2) ORDER BY business_id, type LIMIT 200`,
    [f.business_id ?? null, f.type ?? null]);

function requireBusinessUser(viewer: SessionUser | null, businessId: number) {
  if (!viewer) throw unauthorized();
  if (viewer.business?.id !== businessId) throw forbidden('Nur Nutzer dieses Betriebs können das Design ändern.');
}

/** One theme per business and type: saving again replaces it. */
export async function saveTheme(d: JobDeps, viewer: SessionUser | null, input: { business_id: number; type: string; theme: Theme }) {
  requireBusinessUser(viewer, input.business_id);
  return (await d.db.one(
    `INSERT INTO job_themes (business_id, type, theme) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (business_id, type) DO UPDATE SET theme = EXCLUDED.theme, updated_at = now()
     RETURNING id, business_id, type, theme, created_at, updated_at`, [input.business_id, input.type, JSON.stringify(input.theme)]))!;
}

export async function updateTheme(d: JobDeps, viewer: SessionUser | null, id: number, theme: Theme) {
  const row = await d.db.one<{ business_id: number }>(`SELECT business_id FROM job_themes WHERE id = $1`, [id]);
  if (!row) throw notFound('themes.not_found', 'Dieses Design gibt es nicht.');
  requireBusinessUser(viewer, row.business_id);
  return (await d.db.one(`UPDATE job_themes SET theme = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING id, business_id, type, theme, created_at, updated_at`,
    [id, JSON.stringify(theme)]))!;
}
