// The operator's school and region lists: the admin and the dashboard user read them and their CSV export.
import { isDashboardOrAdmin } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import { ADMIN_BUSINESSES_EXPORT_MAX, ADMIN_BUSINESSES_PER_PAGE, csvCell } from '@oabat/domain/admin-businesses';
import {
  ADMIN_ORGANISATION_CSV_COLUMNS,
  adminOrganisationCsvRow,
  type AdminOrganisationKind,
  type TAdminOrganisation,
} from '@oabat/domain/admin-organisations';
import type { Db } from '../../db.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './admin-organisations.repository.ts';

type Viewer = SessionUser | null;

function mayRead(viewer: Viewer) {
  if (!viewer) throw unauthorized();
  if (!isDashboardOrAdmin(viewer)) throw forbidden('Nur das Oabat-Team sieht diese Liste.');
}
const present = (r: repo.OrganisationRow): TAdminOrganisation => ({ ...r, created_at: new Date(r.created_at).toISOString() });

export async function listOrganisations(db: Db, viewer: Viewer, kind: AdminOrganisationKind, f: repo.OrganisationFilter & { page: number }) {
  mayRead(viewer);
  const perPage = ADMIN_BUSINESSES_PER_PAGE;
  const [total, rows] = await Promise.all([repo.countOrganisations(db, kind, f), repo.listOrganisations(db, kind, f, perPage, (f.page - 1) * perPage)]);
  return toPage(rows.map(present), total, f.page, perPage);
}

export async function exportOrganisations(db: Db, viewer: Viewer, kind: AdminOrganisationKind, f: repo.OrganisationFilter) {
  mayRead(viewer);
  const rows = await repo.listOrganisations(db, kind, f, ADMIN_BUSINESSES_EXPORT_MAX, 0);
  const lines = [ADMIN_ORGANISATION_CSV_COLUMNS[kind].map(csvCell).join(';'), ...rows.map((r) => adminOrganisationCsvRow(kind, present(r)))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
