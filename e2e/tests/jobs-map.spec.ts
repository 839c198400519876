import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startUsing } from '../support/wake.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  // No internet on the test machine: tiles fail at once instead of waiting on DNS.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test("the search results show on a map with markers for the jobs; a marker's popup leads to the job", async ({ page }) => {
  await page.goto('/ausbildung/zip-passau-94032');
  await expect(page.getByRole('heading', { name: /\d+ Treffer/ })).toBeVisible();
  await startUsing(page);
  const map = page.getByRole('region', { name: 'Karte der Treffer' });
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  // One marker per place: never more markers than jobs listed.
  expect(await markers.count()).toBeLessThanOrEqual(await page.getByRole('article').count());
  await expect(map.getByText('OpenStreetMap-Mitwirkende')).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: focus a marker, Enter opens its popup, its link opens the job.
  await markers.first().focus();
  await page.keyboard.press('Enter');
  const link = map.locator('.leaflet-popup').getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the list works with the map hidden', async ({ page }) => {
  await page.goto('/ausbildung/zip-passau-94032');
  await page.getByRole('button', { name: 'Karte ausblenden' }).click();
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Karte anzeigen' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
});
