// The operator's business list: the admin and the dashboard user read it (and its CSV export); only the admin
// changes a business's visibility, permissions, subscription types and channels.
import { isAdmin, isDashboardOrAdmin, type BusinessPermission } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import {
  ADMIN_BUSINESSES_EXPORT_MAX,
  ADMIN_BUSINESSES_PER_PAGE,
  ADMIN_BUSINESS_CSV_COLUMNS,
  adminBusinessCsvRow,
  csvCell,
  type TAdminBusiness,
  type TAdminBusinessDetail,
} from '@oabat/domain/admin-businesses';
import type { Db, Queryable } from '../../db.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import * as repo from './admin-businesses.repository.ts';

type Viewer = SessionUser | null;
export interface Filter {
  search: string;
  channel: string;
  subscription_type?: number;
}

function mayRead(viewer: Viewer) {
  requireViewer(viewer);
  if (!isDashboardOrAdmin(viewer)) throw forbidden('Nur das Oabat-Team sieht die Liste der Betriebe.');
}
function mayChange(viewer: Viewer) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Nur der Administrator ändert Betriebe.');
}

const present = (r: repo.AdminBusinessRow): TAdminBusiness => ({ ...r, created_at: new Date(r.created_at).toISOString() });
const toRepo = (f: Filter): repo.BusinessFilter => ({ search: f.search, channel: f.channel, subscriptionType: f.subscription_type });
const businessGone = () => notFound('admin.business_not_found', 'Diesen Betrieb gibt es nicht.');

export async function listBusinesses(db: Db, viewer: Viewer, f: Filter & { page: number }) {
  mayRead(viewer);
  const [total, rows] = await Promise.all([
    repo.countBusinesses(db, toRepo(f)),
    repo.listBusinesses(db, toRepo(f), ADMIN_BUSINESSES_PER_PAGE, (f.page - 1) * ADMIN_BUSINESSES_PER_PAGE),
  ]);
  return toPage(rows.map(present), total, f.page, ADMIN_BUSINESSES_PER_PAGE);
}

/** The filtered list as CSV (UTF-8 with BOM, so spreadsheets read the umlauts). */
export async function exportBusinesses(db: Db, viewer: Viewer, f: Filter) {
  mayRead(viewer);
  const rows = await repo.listBusinesses(db, toRepo(f), ADMIN_BUSINESSES_EXPORT_MAX, 0);
  const lines = [ADMIN_BUSINESS_CSV_COLUMNS.map(csvCell).join(';'), ...rows.map((r) => adminBusinessCsvRow(present(r)))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function detail(db: Queryable, id: number): Promise<TAdminBusinessDetail> {
  const row = await repo.findBusiness(db, id);
  if (!row) throw businessGone();
  const v = await repo.verificationOf(db, id);
  return {
    ...present(row),
    sites: await repo.sitesOf(db, id),
    verification: v ? { kind: v.kind, reference: v.reference, verified_at: new Date(v.verified_at).toISOString(), verified_by: v.verified_by } : null,
  };
}

export async function getBusiness(db: Db, viewer: Viewer, id: number) {
  mayRead(viewer);
  return detail(db, id);
}

export async function subscriptionTypes(db: Db, viewer: Viewer) {
  mayRead(viewer);
  return repo.subscriptionTypes(db);
}

/** Runs one change on an existing business and answers with the business as it is now. */
async function change(db: Db, viewer: Viewer, id: number, fn: (q: Queryable) => Promise<unknown>, affectsSearch: boolean) {
  mayChange(viewer);
  const result = await db.tx(async (q) => {
    if (!(await repo.findBusiness(q, id))) throw businessGone();
    await fn(q);
    return detail(q, id);
  });
  // Visibility, premium (only_pro) and channels decide what guests' searches show.
  if (affectsSearch) clearSearchCaches(db);
  return result;
}

export const setVisible = (db: Db, viewer: Viewer, id: number, visible: boolean) => change(db, viewer, id, (q) => repo.setVisible(q, id, visible), true);

export const grantPermission = (db: Db, viewer: Viewer, id: number, permission: BusinessPermission) =>
  change(db, viewer, id, (q) => repo.grantPermission(q, id, permission), false);

export const revokePermission = (db: Db, viewer: Viewer, id: number, permission: BusinessPermission) =>
  change(db, viewer, id, (q) => repo.revokePermission(q, id, permission), false);

export const addSubscriptionType = (db: Db, viewer: Viewer, id: number, typeId: number) =>
  change(
    db,
    viewer,
    id,
    async (q) => {
      if (!(await repo.subscriptionTypeExists(q, typeId))) throw notFound('admin.subscription_type_not_found', 'Diese Abo-Art gibt es nicht.');
      await repo.addSubscriptionType(q, id, typeId);
    },
    true,
  );

export const removeSubscriptionType = (db: Db, viewer: Viewer, id: number, typeId: number) =>
  change(db, viewer, id, (q) => repo.removeSubscriptionType(q, id, typeId), true);

/**
 * POST /api/business_site/{id}/channel/{channelId}: channel membership belongs to the business (business_channels,
 * which regions and the channel search read), so the site's call switches its business in or out of the channel.
 */
export async function setSiteChannel(db: Db, viewer: Viewer, siteId: number, channelId: number, active: boolean) {
  mayChange(viewer);
  const businessId = await repo.businessOfSite(db, siteId);
  if (businessId === null) throw notFound('admin.site_not_found', 'Diesen Standort gibt es nicht.');
  return change(
    db,
    viewer,
    businessId,
    async (q) => {
      if (!(await repo.channelExists(q, channelId))) throw notFound('admin.channel_not_found', 'Diesen Kanal gibt es nicht.');
      await (active ? repo.addChannel(q, businessId, channelId) : repo.removeChannel(q, businessId, channelId));
    },
    true,
  );
}

/** "geprüfter Betrieb": the admin records the identity check (register number or chamber membership), or removes it. */
export const setVerification = (db: Db, viewer: Viewer, id: number, v: { kind: string; reference: string } | null) =>
  change(db, viewer, id, (q) => repo.setVerification(q, id, v && { ...v, adminId: viewer!.id }), true);
