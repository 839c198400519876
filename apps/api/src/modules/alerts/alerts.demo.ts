// Demo saved search: the demo pupil keeps "Ausbildung around Passau, 50 km" as a daily alert. Idempotent per pupil.
import { savedSearchLabel, type TSavedQuery } from '@oabat/domain/alerts';
import type { Queryable } from '../../db.ts';
import { randomToken } from '../../lib/tokens.ts';
import { insertSavedSearch } from './alerts.repository.ts';

const DEMO_QUERY: TSavedQuery = {
  category: 'ausbildung',
  place: 'Passau',
  location_slug: 'zip-passau-94032',
  latitude: 48.5748,
  longitude: 13.4609,
  radius: 50,
  filters: {},
};

export async function seedAlertsDemo(q: Queryable) {
  const pupil = await q.one<{ id: number }>(`SELECT id FROM users WHERE lower(email) = 'azubi@oabat.example'`);
  if (!pupil || (await q.one(`SELECT 1 FROM saved_searches WHERE user_id = $1`, [pupil.id]))) return;
  await insertSavedSearch(q, {
    userId: pupil.id,
    email: null,
    confirmTokenHash: null,
    confirmed: true,
    unsubscribeToken: randomToken(),
    frequency: 'daily',
    label: savedSearchLabel(DEMO_QUERY),
    query: DEMO_QUERY,
  });
}
