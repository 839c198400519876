// Records a cookie banner choice; guests may do it too, so it is limited per IP.
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import type { TCookieConsentReceipt, TCookieConsentRecord } from '@oabat/domain/consent';
import { insertConsent } from './consent.repository.ts';

interface Deps {
  db: Db;
  config: Config;
}

export async function recordConsent(deps: Deps, input: TCookieConsentRecord, userId: number | null, ip: string): Promise<TCookieConsentReceipt> {
  await consume(
    deps.db,
    [{ key: `consent:ip:${ip}`, max: deps.config.CONSENT_MAX_PER_IP, windowSeconds: deps.config.RATE_WINDOW_SECONDS }],
    'Du hast deine Auswahl schon oft geändert. Bitte warte einen Moment.',
  );
  const recordedAt = await insertConsent(deps.db, userId, input);
  return { consent_id: input.consent_id, text_version: input.text_version, recorded_at: recordedAt.toISOString() };
}
