import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('a visitor on a phone finds the search on the home page and starts it with a postal code', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Finde deine Ausbildung in der Nähe' })).toBeVisible();
  await expect(page).toHaveTitle('Ausbildung, Praktikum und Jobs in deiner Nähe | Oabat');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
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
