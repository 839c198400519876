// Cookie consent record (§25 TDDDG, Art. 7 DSGVO): the banner's choice is kept on the server with the version of
// the banner text it was given for and the time, so the operator can prove what a person agreed to.
import { z } from 'zod';

/** Version of the banner text; raise it whenever the wording or the kinds of cookies change. */
export const CONSENT_TEXT_VERSION = '2026-11-25';

const flag = z.boolean({ error: 'Bitte wähle Ja oder Nein.' });

export const ZCookieConsentRecord = z.strictObject({
  /** Random id kept in the browser, so a guest's later changes belong to the same record chain. */
  consent_id: z.uuid({ error: 'Bitte gib eine gültige Kennung an.' }),
  text_version: z.literal(CONSENT_TEXT_VERSION, 'Der Hinweistext hat sich geändert. Bitte lade die Seite neu.'),
  functional: flag,
  performance: flag,
  marketing: flag,
});
export type TCookieConsentRecord = z.infer<typeof ZCookieConsentRecord>;

export interface TCookieConsentReceipt {
  consent_id: string;
  text_version: string;
  recorded_at: string;
}
/** POST /api/cookie-consent (201): what was recorded, and when (TCookieConsentReceipt). */
export const ZCookieConsentReceipt = z.object({ consent_id: z.string(), text_version: z.string(), recorded_at: z.string() });
