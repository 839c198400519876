// Issue #36: a business applies for a fair on the fair's page and proposes a slot; the admin accepts on /admin/messen;
// the business sees that it is accepted and is listed among the exhibitors.
import { expect, test } from '../support/test.ts';
import { apiToken, bearer, loginAs } from '../support/session.ts';

test('a business asks to take part in a fair, the admin accepts, the business sees it', async ({ browser }) => {
  test.setTimeout(150_000);
  const business = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const headers = bearer(await apiToken(business.request, 'admin@oabat.example'));
  const name = `Sommermesse ${Date.now()}`;
  const created = await business.request.post('/api/jobfairs', {
    headers,
    data: { name, channel: 'passau', start_at: '2030-07-02T09:00:00+02:00', end_at: '2030-07-02T16:00:00+02:00', postal_code: '94032', city: 'Passau' },
  });
  expect(created.status()).toBe(201);
  const fair = (await created.json()).data as { slug: string };

  await loginAs(business, 'betrieb@oabat.example', { rejectCookies: true });
  await business.goto(`/messe/${fair.slug}`);
  const box = business.getByRole('region', { name: 'Als Aussteller anmelden' });
  await box.getByRole('textbox', { name: 'Nachricht an die Redaktion (optional)' }).fill('Wir zeigen unsere Backstube.');
  await box.getByRole('textbox', { name: 'Zeitfenster ab (optional)' }).fill('2030-07-02T11:00');
  await box.getByRole('textbox', { name: 'Zeitfenster bis' }).fill('2030-07-02T10:00');
  await box.getByRole('button', { name: 'Teilnahme anfragen' }).click();
  await expect(box.getByText('Das Ende muss nach dem Beginn liegen.').first()).toBeVisible();
  await box.getByRole('textbox', { name: 'Zeitfenster bis' }).fill('2030-07-02T11:30');
  await box.getByRole('button', { name: 'Teilnahme anfragen' }).click();
  await expect(box.getByRole('status')).toContainText('Deine Anfrage ist bei der Redaktion.');
  await expect(box.getByText('Angefragt – die Redaktion antwortet bald')).toBeVisible();
  await expect(box.getByText('Zeitfenster 11:00 – 11:30 Uhr · Wir zeigen unsere Backstube.')).toBeVisible();

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/admin/messen');
  const requests = admin.getByRole('region', { name: 'Anfragen von Betrieben' });
  await expect(requests.getByRole('row').filter({ hasText: name })).toBeVisible();
  await requests.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Anfrage von Bäckerei Huber annehmen' }).click();
  await expect(requests.getByRole('status')).toHaveText(`Bäckerei Huber – ${name}: angenommen, der Betrieb ist Aussteller.`);
  await expect(requests.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await business.reload();
  const after = business.getByRole('region', { name: 'Zeitfenster im Livestream vorschlagen' });
  await expect(after.getByText('Angenommen – ihr seid dabei')).toBeVisible();
  await expect(business.getByRole('region', { name: /^Aussteller/ }).getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
});
