// Access-test objects of the alerts module: two saved searches of the demo pupil (one for the DELETE call).
import type { TestContext } from './harness.ts';
import { insertSavedSearch } from '../src/modules/alerts/alerts.repository.ts';
import { randomToken } from '../src/lib/tokens.ts';

export interface AlertFixtures {
  savedSearchId: number;
  deleteSavedSearchId: number;
}

export async function buildAlertFixtures(t: TestContext, traineeUserId: number): Promise<AlertFixtures> {
  const make = () =>
    insertSavedSearch(t.db, {
      userId: traineeUserId,
      email: null,
      confirmTokenHash: null,
      confirmed: true,
      unsubscribeToken: randomToken(),
      frequency: 'daily',
      label: 'Ausbildung · Passau (50 km)',
      query: { category: 'ausbildung', place: 'Passau', latitude: 48.5748, longitude: 13.4609, radius: 50, filters: {} },
    });
  return { savedSearchId: await make(), deleteSavedSearchId: await make() };
}
