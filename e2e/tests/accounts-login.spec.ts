import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const PASSWORD = 'Demo-Passwort-2026';

test('a guest opening a guarded page logs in and lands on the page they wanted', async ({ page }) => {
  await page.goto('/einstellungen');
  await expect(page).toHaveURL(/\/anmelden\?redirect=%2Feinstellungen/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/einstellungen$/);
  await expect(page.getByRole('heading', { name: 'Meine Einstellungen' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong password shows a readable German message and keeps the e-mail', async ({ page }) => {
  await page.goto('/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('falsch-falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText(/[a-zäöü]/);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('azubi@oabat.example');
});

test('after logout the settings need a login again', async ({ page }) => {
  await page.goto('/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill('betrieb@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/abmelden');
  await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();
  await page.goto('/einstellungen');
  await expect(page).toHaveURL(/\/anmelden/);
});
