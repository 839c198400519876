// SQL of analytics ingestion: one multi-row insert per batch.
import type { Queryable } from '../../db.ts';

export interface AnalyticsRecord {
  oabalytics_user_id: string | null;
  user_id: number | null;
  screen_width: number | null;
  screen_height: number | null;
  route: string | null;
  event: string | null;
  entity_type: string;
  tracked_entity_type: string | null;
  tracked_entity_id: string | null;
  payload: string | null;
  campaign_id: string | null;
  source: string | null;
  medium: string | null;
}
const COLUMNS = [
  'oabalytics_user_id',
  'user_id',
  'screen_width',
  'screen_height',
  'route',
  'event',
  'entity_type',
  'tracked_entity_type',
  'tracked_entity_id',
  'payload',
  'campaign_id',
  'source',
  'medium',
] as const;

export async function insertRecords(db: Queryable, records: AnalyticsRecord[]) {
  const params: unknown[] = [];
  const rows = records.map(
    (r) =>
      `(${COLUMNS.map((c) => {
        params.push(r[c]);
        return c === 'payload' ? `$${params.length}::jsonb` : `$${params.length}`;
      }).join(', ')})`,
  );
  await db.query(`INSERT INTO analytics_records (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`, params);
}
