// Access rules of the parental consent (modules/parental-consent, issue #19): the pupil's own status, request and
// revoke (every account acts on itself only; adults get 409, nothing to revoke 404); the parent's confirm and revoke
// work without login, the token from the mail is the right.
import { P, SELF, type Rule } from './access-rules.ts';

export const PARENTAL_CONSENT_RULES: Record<string, Rule> = {
  'GET /api/parental-consent': SELF('der eigene Stand des Einverständnisses', () => ({ url: '/api/parental-consent' })),
  'POST /api/parental-consent': SELF(
    'Einverständnis der Eltern für das eigene Konto anfragen',
    () => ({ url: '/api/parental-consent', body: { parent_email: 'eltern@test.example' } }),
    {
      ownerStatus: [201, 409],
    },
  ),
  'DELETE /api/parental-consent': SELF('das eigene Einverständnis widerrufen', () => ({ url: '/api/parental-consent' }), { ownerStatus: [200, 404] }),
  'POST /api/parental-consent/confirm': P('Zustimmungslink aus der E-Mail an die Eltern (Double-Opt-in, der Token ist das Recht)'),
  'POST /api/parental-consent/revoke': P('Widerrufslink aus der E-Mail an die Eltern ohne Anmeldung (der Token ist das Recht)'),
};
