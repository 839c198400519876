// SQL of campaigns: the operator's UTM campaigns and their visits from the daily rollups.
import type { Queryable } from '../../db.ts';
import type { z } from 'zod';
import type { ZCampaignInput } from '@oabat/domain/statistics';

export interface CampaignRow {
  id: number;
  name: string;
  template: string;
  utm_id: string;
  utm_source: string;
  utm_medium: string;
  target_path: string;
  media_id: number | null;
  created_at: string;
}
const COLS = `id, name, template, utm_id, utm_source, utm_medium, target_path, media_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

export async function listCampaigns(db: Queryable) {
  return db.query<CampaignRow>(`SELECT ${COLS} FROM campaigns ORDER BY created_at DESC, id DESC LIMIT 200`);
}
export async function findCampaign(db: Queryable, id: number) {
  return db.one<CampaignRow>(`SELECT ${COLS} FROM campaigns WHERE id = $1`, [id]);
}

/** Inserts a campaign; undefined when the utm_id is taken. */
export async function insertCampaign(db: Queryable, input: z.output<typeof ZCampaignInput>, userId: number) {
  return db.one<CampaignRow>(
    `INSERT INTO campaigns (name, template, utm_id, utm_source, utm_medium, target_path, media_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (utm_id) DO NOTHING RETURNING ${COLS}`,
    [input.name, input.template, input.utm_id, input.utm_source, input.utm_medium, input.target_path, input.media_id, userId],
  );
}
export async function deleteCampaign(db: Queryable, id: number) {
  return (await db.query(`DELETE FROM campaigns WHERE id = $1 RETURNING id`, [id])).length > 0;
}

/** All-time visits and sessions per campaign id from the rollups. */
export async function campaignVisits(db: Queryable, utmIds: string[]) {
  return db.query<{ value: string; n: number; sessions: number }>(
    `SELECT value, sum(n)::int AS n, sum(sessions)::int AS sessions FROM analytics_daily
     WHERE metric = 'visit' AND dimension = 'campaign' AND value = ANY($1::text[]) GROUP BY value`,
    [utmIds],
  );
}

/** All-time registrations and job interests of people whose session came with the campaign. */
export async function campaignConversionsAllTime(db: Queryable, utmIds: string[]) {
  return db.query<{ campaign_id: string; registrations: number; interests: number }>(
    `WITH c AS (SELECT campaign_id, user_id, min(first_seen) AS first_seen FROM analytics_sessions
                WHERE campaign_id = ANY($1::text[]) AND user_id IS NOT NULL GROUP BY 1, 2)
     SELECT x.campaign_id,
            -- A registration: the account was created after the person first came with the campaign.
            (SELECT count(*)::int FROM c JOIN users u ON u.id = c.user_id
              WHERE c.campaign_id = x.campaign_id AND u.created_at >= c.first_seen) AS registrations,
            (SELECT count(*)::int FROM c JOIN trainees t ON t.user_id = c.user_id JOIN job_interests ji ON ji.trainee_id = t.id
              WHERE c.campaign_id = x.campaign_id) AS interests
     FROM unnest($1::text[]) AS x(campaign_id)`,
    [utmIds],
  );
}
