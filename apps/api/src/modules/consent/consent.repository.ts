// SQL of the cookie consent record.
import type { Queryable } from '../../db.ts';
import type { TCookieConsentRecord } from '@oabat/domain/consent';

export async function insertConsent(db: Queryable, userId: number | null, c: TCookieConsentRecord): Promise<Date> {
  const row = await db.one<{ recorded_at: Date }>(
    `INSERT INTO cookie_consents (consent_id, user_id, text_version, functional, performance, marketing)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING recorded_at`,
    [c.consent_id, userId, c.text_version, c.functional, c.performance, c.marketing],
  );
  return row!.recorded_at;
}
