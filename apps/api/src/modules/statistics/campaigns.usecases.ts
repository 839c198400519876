// Campaigns: the admin creates and removes them; the admin and the dashboard user read them with their
// visits, registrations and job interests (first-touch attribution through the analytics sessions).
import { isAdmin } from '@oabat/domain/rights';
import { STATISTICS_MESSAGES, type TCampaign, type ZCampaignInput } from '@oabat/domain/statistics';
import type { z } from 'zod';
import type { Queryable } from '../../db.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { ensure } from '../../plugins/auth.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import * as repo from './campaigns.repository.ts';
import { ensureDashboard } from './statistics.usecases.ts';

const missing = () => notFound('campaigns.not_found', 'Diese Kampagne gibt es nicht.');

async function withFigures(db: Queryable, rows: repo.CampaignRow[]): Promise<TCampaign[]> {
  const ids = rows.map((r) => r.utm_id);
  const [visits, conv] = await Promise.all([repo.campaignVisits(db, ids), repo.campaignConversionsAllTime(db, ids)]);
  const v = new Map(visits.map((x) => [x.value, x]));
  const c = new Map(conv.map((x) => [x.campaign_id, x]));
  return rows.map((r) => ({
    ...r,
    visits: v.get(r.utm_id)?.n ?? 0,
    sessions: v.get(r.utm_id)?.sessions ?? 0,
    registrations: c.get(r.utm_id)?.registrations ?? 0,
    interests: c.get(r.utm_id)?.interests ?? 0,
  }));
}

export async function list(db: Queryable, viewer: SessionUser | null) {
  ensureDashboard(viewer);
  return withFigures(db, await repo.listCampaigns(db));
}

export async function get(db: Queryable, viewer: SessionUser | null, id: number) {
  ensureDashboard(viewer);
  const row = await repo.findCampaign(db, id);
  if (!row) throw missing();
  return (await withFigures(db, [row]))[0];
}

export async function create(db: Queryable, viewer: SessionUser | null, input: z.output<typeof ZCampaignInput>) {
  ensureDashboard(viewer);
  ensure(isAdmin(viewer), 'Nur das Admin-Konto legt Kampagnen an.');
  const row = await repo.insertCampaign(db, input, viewer.id);
  if (!row) throw invalid('utm_id', STATISTICS_MESSAGES.campaignExists);
  return (await withFigures(db, [row]))[0];
}

export async function remove(db: Queryable, viewer: SessionUser | null, id: number) {
  ensureDashboard(viewer);
  ensure(isAdmin(viewer), 'Nur das Admin-Konto entfernt Kampagnen.');
  if (!(await repo.deleteCampaign(db, id))) throw missing();
}
