// The operator's school and region lists: the admin and the dashboard user read them, their CSV export and one
// school or region; only the admin changes them.
import { isAdmin, isDashboardOrAdmin } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import { ADMIN_BUSINESSES_EXPORT_MAX, ADMIN_BUSINESSES_PER_PAGE, csvCell } from '@oabat/domain/admin-businesses';
import {
  ADMIN_ORGANISATION_CSV_COLUMNS,
  adminOrganisationCsvRow,
  type AdminOrganisationKind,
  type TAdminOrganisation,
  type TAdminOrganisationDetail,
  type TAdminOrganisationUpdate,
} from '@oabat/domain/admin-organisations';
import type { Db, Queryable } from '../../db.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import * as repo from './admin-organisations.repository.ts';

type Viewer = SessionUser | null;

function mayRead(viewer: Viewer) {
  requireViewer(viewer);
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

function mayChange(viewer: Viewer) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Nur der Administrator ändert Schulen und Regionen.');
}
const gone = (kind: AdminOrganisationKind) =>
  kind === 'schools' ? notFound('admin.school_not_found', 'Diese Schule gibt es nicht.') : notFound('admin.region_not_found', 'Diese Region gibt es nicht.');

async function detail(db: Queryable, kind: AdminOrganisationKind, id: number): Promise<TAdminOrganisationDetail> {
  const row = await repo.findOrganisation(db, kind, id);
  if (!row) throw gone(kind);
  return { ...present(row), street: row.street, contact_email: row.contact_email, members: await repo.membersOf(db, kind, id) };
}

export async function getOrganisation(db: Db, viewer: Viewer, kind: AdminOrganisationKind, id: number) {
  mayRead(viewer);
  return detail(db, kind, id);
}

/** Name and active for both; the address for schools, the contact address for regions (the other kind's fields are refused). */
export async function updateOrganisation(db: Db, viewer: Viewer, kind: AdminOrganisationKind, id: number, input: TAdminOrganisationUpdate) {
  mayChange(viewer);
  const parsed = input as { [k: string]: unknown };
  const foreign = kind === 'schools' ? ['contact_email'] : ['street', 'postal_code', 'city'];
  const wrong = foreign.find((k) => parsed[k] !== undefined);
  if (wrong) throw invalidField(wrong, kind);
  return db.tx(async (q) => {
    if (!(await repo.findOrganisation(q, kind, id))) throw gone(kind);
    const { name, is_active, street, postal_code, city, contact_email } = parsed;
    await repo.updateOrganisation(q, kind, id, kind === 'schools' ? { name, is_active, street, postal_code, city } : { name, is_active, contact_email });
    return detail(q, kind, id);
  });
}

function invalidField(field: string, kind: AdminOrganisationKind) {
  const message = kind === 'schools' ? 'Eine Schule hat keine Kontaktadresse.' : 'Eine Region hat keine Anschrift.';
  return new AppError('validation.failed', 422, message, { [field]: [message] });
}

/** A school joins or leaves a region: the region's channel then lists it, and region filters find it. */
export async function setSchoolRegion(db: Db, viewer: Viewer, schoolId: number, regionId: number, on: boolean) {
  mayChange(viewer);
  return db.tx(async (q) => {
    if (!(await repo.findOrganisation(q, 'schools', schoolId))) throw gone('schools');
    if (!(await repo.regionExists(q, regionId))) throw gone('regions');
    await (on ? repo.addSchoolRegion(q, schoolId, regionId) : repo.removeSchoolRegion(q, schoolId, regionId));
    return detail(q, 'schools', schoolId);
  });
}
