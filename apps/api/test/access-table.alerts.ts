// Access rules of saved searches and job alerts (modules/alerts): the pupil's own alerts; confirmation and
// unsubscribe links work without login (the token in the path is the right).
import type { Rule } from './access-rules.ts';

const P = (guest: string): Rule => ({ guest });
const mine = (f: { alerts: { savedSearchId: number } }) => `/api/saved-searches/${f.alerts.savedSearchId}`;

export const ALERTS_RULES: Record<string, Rule> = {
  'GET /api/saved-searches': {
    self: 'die eigenen Suchaufträge',
    owner: 'trainee',
    call: () => ({ url: '/api/saved-searches' }),
    leaks: (f, body) => body.includes(`"id":${f.alerts.savedSearchId},`),
  },
  'GET /api/saved-searches/badge': { self: 'Zahl der eigenen neuen Treffer', owner: 'trainee', call: () => ({ url: '/api/saved-searches/badge' }) },
  'POST /api/saved-searches': P('Suchauftrag speichern: Gäste per Double-Opt-in (begrenzt je IP und Adresse), Schüler für sich selbst'),
  'POST /api/saved-searches/confirm/:token': P('Bestätigungslink aus der E-Mail (Double-Opt-in)'),
  'POST /api/saved-searches/unsubscribe/:token': P('Abbestellen mit einem Klick ohne Anmeldung (RFC 8058), der Link ist das Recht'),
  'GET /api/saved-searches/:id/matches': { owner: 'trainee', call: (f) => ({ url: `${mine(f)}/matches` }) },
  'POST /api/saved-searches/:id/seen': { owner: 'trainee', call: (f) => ({ url: `${mine(f)}/seen` }) },
  'PUT /api/saved-searches/:id': { owner: 'trainee', call: (f) => ({ url: mine(f), body: { frequency: 'weekly' } }) },
  'DELETE /api/saved-searches/:id': { owner: 'trainee', call: (f) => ({ url: `/api/saved-searches/${f.alerts.deleteSavedSearchId}` }) },
};
