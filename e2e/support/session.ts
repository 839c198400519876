// Logs in through the login page, as a person does.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/anmelden/);
}
