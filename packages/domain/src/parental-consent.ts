// Parental consent for pupils under 16 (issue #19, youth protection, Art. 8 DSGVO): newsletters, recommendations
// and analytics only after a parent confirms by e-mail (double opt-in to the parent's address, revocable).
import { z } from 'zod';
import { ageOn } from './accounts.ts';

/** Art. 8 DSGVO: below this age the consent of a parent is needed for the optional data uses. */
export const PARENTAL_CONSENT_AGE = 16;
/** Days the parent's confirmation link is valid. */
export const PARENTAL_CONFIRM_VALID_DAYS = 14;
export const PARENTAL_TOKEN = /^[A-Za-z0-9_-]{40,64}$/;

/**
 * Under 16 on that day (a 16th birthday today no longer needs it). Without a birthdate there is nothing to decide
 * on: registration asks pupils for it, and an account without one is not treated as a child (we cannot ask a
 * parent we have no reason to ask, and locking every account without a date would punish adults).
 */
export function needsParentalConsent(birthdate: string | null | undefined, today: Date = new Date()): boolean {
  if (!birthdate) return false;
  return ageOn(birthdate, today) < PARENTAL_CONSENT_AGE;
}

export const PARENTAL_CONSENT_MESSAGES = {
  required:
    'Du bist unter 16: Newsletter und Empfehlungen kannst du erst einschalten, wenn deine Eltern per E-Mail zugestimmt haben (Einverständnis deiner Eltern).',
  notNeeded: 'Du bist mindestens 16 Jahre alt und brauchst kein Einverständnis deiner Eltern.',
  ownAddress: 'Bitte gib die E-Mail-Adresse deiner Eltern an, nicht deine eigene.',
  sent: 'Wir haben deinen Eltern eine E-Mail geschickt. Sobald sie zustimmen, kannst du Newsletter und Empfehlungen einschalten.',
  confirmed: 'Danke! Ihr Einverständnis ist gespeichert. Sie können es jederzeit widerrufen.',
  revoked: 'Das Einverständnis ist widerrufen. Newsletter, Empfehlungen und Statistik sind für dieses Konto aus.',
  linkInvalid: 'Dieser Link ist ungültig oder abgelaufen.',
  nothingToRevoke: 'Es gibt kein Einverständnis, das du widerrufen kannst.',
} as const;

/** What the pupil enters: the parent's address. */
const PARENT_EMAIL_NEEDED = 'Bitte gib die E-Mail-Adresse deiner Eltern ein.';
export const ZParentalConsentRequest = z.object({
  parent_email: z
    .string({ error: PARENT_EMAIL_NEEDED })
    .trim()
    .toLowerCase()
    .min(1, PARENT_EMAIL_NEEDED)
    .max(254, 'Die E-Mail-Adresse ist zu lang.')
    .pipe(z.email('Bitte gib eine gültige E-Mail-Adresse ein.')),
});
export type TParentalConsentRequest = z.infer<typeof ZParentalConsentRequest>;

/** The parent's link: the token alone is the right. */
export const ZParentalConsentToken = z.object({
  token: z.string({ error: 'Der Link ist unvollständig.' }).regex(PARENTAL_TOKEN, PARENTAL_CONSENT_MESSAGES.linkInvalid),
});

export const PARENTAL_CONSENT_STATES = ['not_needed', 'missing', 'pending', 'confirmed', 'revoked'] as const;
export type ParentalConsentState = (typeof PARENTAL_CONSENT_STATES)[number];

export const ZParentalConsentStatus = z.object({
  needed: z.boolean(),
  state: z.enum(PARENTAL_CONSENT_STATES),
  parent_email: z.string().nullable(),
  requested_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TParentalConsentStatus = z.infer<typeof ZParentalConsentStatus>;
/** The pupil's request or revocation (POST/DELETE /api/parental-consent): the new status and what happened, in German. */
export const ZParentalConsentChange = ZParentalConsentStatus.extend({ message: z.string() });
export type TParentalConsentChange = z.infer<typeof ZParentalConsentChange>;
/** The parent's confirmation or revocation by the mail's token: what happened, in German. */
export const ZParentalConsentMessage = z.object({ message: z.string() });
export type TParentalConsentMessage = z.infer<typeof ZParentalConsentMessage>;
