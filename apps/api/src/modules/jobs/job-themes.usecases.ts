// Themes of a business's job ads (GET/POST /api/v2/themes, PUT /api/v2/themes/{id}): public to read,
// written only by users of that business (and the admin, who curates them on /admin/joblists).
import { z } from 'zod';
import { isAdmin } from '@oabat/domain/rights';
import type { ZJobTheme } from '@oabat/domain/jobs';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { JobDeps } from './jobs.deps.ts';
import * as themes from './job-themes.repository.ts';

type Theme = z.infer<typeof ZJobTheme>;
export const listThemes = (d: JobDeps, f: { business_id?: number; type?: string }) => themes.listThemes(d.db, f.business_id ?? null, f.type ?? null);

function requireBusinessUser(viewer: SessionUser | null, businessId: number) {
  requireViewer(viewer);
  if (viewer.business?.id !== businessId) throw forbidden('Nur Nutzer dieses Betriebs können das Design ändern.');
}

/** One theme per business and type: saving again replaces it. */
export async function saveTheme(d: JobDeps, viewer: SessionUser | null, input: { business_id: number; type: string; theme: Theme }) {
  requireBusinessUser(viewer, input.business_id);
  return themes.upsertTheme(d.db, input.business_id, input.type, input.theme);
}

export async function updateTheme(d: JobDeps, viewer: SessionUser | null, id: number, theme: Theme) {
  const row = await themes.themeOwner(d.db, id);
  if (!row) throw notFound('themes.not_found', 'Dieses Design gibt es nicht.');
  if (!isAdmin(viewer)) requireBusinessUser(viewer, row.business_id);
  return themes.updateTheme(d.db, id, theme);
}
