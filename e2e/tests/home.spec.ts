import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

test('a visitor on a phone finds the search on the home page and starts it with a postal code', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Finde deine Ausbildung in der Nähe' })).toBeVisible();
  await expect(page).toHaveTitle('Ausbildung, Praktikum und Jobs in deiner Nähe | Oabat');
  await startUsing(page);
  // The cookie notice takes at most a quarter of the phone's screen.
  const notice = (await page.getByRole('dialog', { name: 'Cookies und Datenschutz' }).boundingBox())!;
  expect(notice.height).toBeLessThanOrEqual(740 / 4);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  // All three kinds of search fit: no label is cut off.
  for (const label of ['Ausbildung', 'Praktikum', 'Unternehmen']) {
    const clipped = await page
      .locator('.mantine-SegmentedControl-label', { hasText: label })
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth);
    expect(clipped, label).toBe(false);
  }
  await expectNoAxeViolations(page);
  await page.getByLabel('Postleitzahl oder Ort').fill('94032');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/ausbildung\/[a-z0-9-]*94032|\/ausbildung\/passau-\d+/);
});

test('an unknown place gets a readable answer next to the field', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Postleitzahl oder Ort').fill('Xyzqwvbn');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('Zu „Xyzqwvbn“ haben wir keinen Ort gefunden.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a business lands on its own start page with its tasks', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example');
  await expect(page.getByRole('heading', { name: 'Willkommen, Bäckerei Huber' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ausbildungsplatz anlegen/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
