// The figures: the admin dashboard (admin and dashboard user), the public /statistiken (cached) and a
// business's own statistics with the previous period for comparison.
import { JOB_TYPE_LABELS } from '@oabat/domain/jobs';
import {
  STATISTICS_DEFAULT_DAYS,
  type StatisticsPart,
  type TBusinessStatistics,
  type TPublicStatistics,
  type TStatistics,
  type TStatisticsQuery,
} from '@oabat/domain/statistics';
import type { Queryable } from '../../db.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './statistics.repository.ts';
import type { Slice } from './statistics.repository.ts';
import { inChannel } from '../analytics/index.ts';
import { ensureTeamReader } from '../analytics/analytics.team-access.ts';
import * as pub from './public-statistics.repository.ts';
import * as biz from './business-statistics.repository.ts';

const TOP = 15;

export function ensureDashboard(viewer: SessionUser | null): asserts viewer is SessionUser {
  ensureTeamReader(viewer, 'Nur das Admin- und das Dashboard-Konto sehen diese Zahlen.');
}

/**
 * What the filters restrict (issue #17), decided by what the data can tell:
 * - Kanal (the channel of an analytics record: 'direkt', or a campaign's medium/source): every event-based
 *   figure comes from the rollup rows of that channel — visits, searches, job views and the funnel's first
 *   two steps from dimension 'channel', the places searched most and the campaigns from the dimensions
 *   within the channel, 'place@{channel}' and 'campaign@{channel}'. Likes, interests, messages, sign-ups and jobs live in
 *   the platform's tables, which know no channel: they stay unfiltered and are listed in `unfiltered.channel`.
 * - Region (a region's pages `/region/{slug}`, and the businesses of the region's own channel via
 *   business_channels): visits are those of the region's pages (dimension 'region', with a channel
 *   'region@{channel}'); new businesses, published and active jobs, likes and interests are restricted to the
 *   region's channel businesses and their jobs. A search or a job view carries no region (and the places have
 *   no region), so searches, job views, places and campaigns stay unfiltered, as do trainees, schools and
 *   messages: listed in `unfiltered.region`.
 * The channel and region tables always list all values: they are the choices of the filter.
 */
const UNFILTERED: Record<'channel' | 'region', StatisticsPart[]> = {
  channel: ['likes', 'interests', 'messages', 'trainees', 'businesses', 'schools', 'jobs'],
  region: ['searches', 'job_views', 'messages', 'trainees', 'schools', 'places', 'campaigns'],
};
const TOTAL: Slice = { dimension: '', value: '' };

export async function dashboard(db: Queryable, viewer: SessionUser | null, q: TStatisticsQuery): Promise<TStatistics> {
  ensureDashboard(viewer);
  const to = q.to ?? (await repo.today(db));
  const from = q.from ?? (await repo.addDays(db, to, -(STATISTICS_DEFAULT_DAYS - 1)));
  const channel = q.channel ?? null;
  const region = q.region ?? null;
  const visitSlice: Slice =
    channel && region
      ? { dimension: inChannel('region', channel), value: region }
      : channel
        ? { dimension: 'channel', value: channel }
        : region
          ? { dimension: 'region', value: region }
          : TOTAL;
  const activitySlice: Slice = channel ? { dimension: 'channel', value: channel } : TOTAL;
  const filtered = (dimension: string) => (channel ? inChannel(dimension, channel) : dimension);
  const [weekly, daily, types, placeRows, channels, regionRows, campaignRows] = await Promise.all([
    repo.weekly(db, from, to, region),
    repo.daily(db, from, to, visitSlice, activitySlice, region),
    repo.jobsByType(db, from, to, region),
    repo.byDimension(db, 'search', filtered('place'), from, to, TOP),
    repo.byDimension(db, 'visit', 'channel', from, to, TOP),
    repo.byDimension(db, 'visit', 'region', from, to, TOP),
    repo.byDimension(db, 'visit', filtered('campaign'), from, to, 50),
  ]);
  const [placeInfo, regionBusinesses, conversions] = await Promise.all([
    repo.places(
      db,
      placeRows.map((p) => p.value),
    ),
    repo.businessesPerRegion(
      db,
      regionRows.map((r) => r.value),
    ),
    repo.campaignConversions(
      db,
      from,
      to,
      campaignRows.map((c) => c.value),
    ),
  ]);
  const placeBy = new Map(placeInfo.map((p) => [p.slug, p]));
  const bizBy = new Map(regionBusinesses.map((r) => [r.slug, r.n]));
  const convBy = new Map(conversions.map((c) => [c.campaign_id, c]));
  const sum = (k: 'searches' | 'job_views' | 'likes' | 'interests') => daily.reduce((s, d) => s + d[k], 0);
  return {
    range: { from, to },
    filter: { channel, region },
    unfiltered: { channel: channel ? UNFILTERED.channel : [], region: region ? UNFILTERED.region : [] },
    weekly,
    daily,
    jobs_by_type: types.map((t) => ({ ...t, label: JOB_TYPE_LABELS[t.type_id] ?? String(t.type_id) })),
    funnel: { searches: sum('searches'), job_views: sum('job_views'), likes: sum('likes'), interests: sum('interests') },
    places: placeRows.map((p) => {
      const info = placeBy.get(p.value);
      return { slug: p.value, name: info?.name ?? p.value, latitude: info?.latitude ?? null, longitude: info?.longitude ?? null, searches: p.n };
    }),
    channels: channels.map((c) => ({ value: c.value, visits: c.n, sessions: c.sessions })),
    regions: regionRows.map((r) => ({ value: r.value, visits: r.n, businesses: bizBy.get(r.value) ?? 0 })),
    campaigns: campaignRows.map((c) => ({
      campaign_id: c.value,
      visits: c.n,
      sessions: c.sessions,
      registrations: convBy.get(c.value)?.registrations ?? 0,
      interests: convBy.get(c.value)?.interests ?? 0,
    })),
  };
}

export async function publicFigures(db: Queryable): Promise<TPublicStatistics> {
  const [totals, types, regions, monthly] = await Promise.all([pub.totals(db), pub.activeJobsByType(db), pub.activeJobsByDistrict(db, TOP), pub.monthly(db)]);
  return {
    ...totals,
    jobs_by_type: types.map((t) => ({ ...t, label: JOB_TYPE_LABELS[t.type_id] ?? String(t.type_id) })),
    jobs_by_region: regions,
    monthly,
    as_of: new Date().toISOString(),
  };
}

/** A business's figures over the last `days` days and the `days` before them. */
export async function businessFigures(db: Queryable, businessId: number, days: number): Promise<TBusinessStatistics> {
  const to = await repo.today(db);
  const from = await repo.addDays(db, to, -(days - 1));
  const prevTo = await repo.addDays(db, from, -1);
  const prevFrom = await repo.addDays(db, prevTo, -(days - 1));
  const [current, previous, daily, byJob] = await Promise.all([
    biz.periodFigures(db, businessId, from, to),
    biz.periodFigures(db, businessId, prevFrom, prevTo),
    biz.dailyFigures(db, businessId, from, to),
    biz.byJob(db, businessId, from, to),
  ]);
  return { days, current, previous, daily, by_job: byJob };
}
