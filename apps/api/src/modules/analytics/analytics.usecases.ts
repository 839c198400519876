// Turns a batch from the client into analytics records; every malformed item is dropped on its own.
import { ZAnalyticsEnvelope, ZAnalyticsItem } from '@oabat/domain/accounts';
import type { AnalyticsRecord } from './analytics.repository.ts';

const MAX_ITEMS = 200;
const MAX_PAYLOAD_CHARS = 10_000;
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export function toRecords(body: unknown, userId: number | null): AnalyticsRecord[] {
  const envelope = ZAnalyticsEnvelope.safeParse(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
  if (!envelope.success) return [];
  const e = envelope.data;
  const records: AnalyticsRecord[] = [];
  for (const raw of e.data.slice(0, MAX_ITEMS)) {
    const item = ZAnalyticsItem.safeParse(raw);
    if (!item.success) continue;
    const i = item.data;
    const payload = i.payload === undefined ? null : JSON.stringify(i.payload);
    records.push({
      oabalytics_user_id: str(e.oabalytics_user_id),
      user_id: userId,
      screen_width: e.screen_width ?? null,
      screen_height: e.screen_height ?? null,
      route: str(i.route),
      event: str(i.event),
      entity_type: i.entity_type,
      tracked_entity_type: str(i.tracked_entity_type),
      tracked_entity_id: str(i.tracked_entity_id),
      payload: payload && payload.length <= MAX_PAYLOAD_CHARS ? payload : null,
      campaign_id: str(i.campaign_id),
      source: str(i.source),
      medium: str(i.medium),
    });
  }
  return records;
}
