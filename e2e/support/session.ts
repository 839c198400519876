// Logs in through the login page, as a person does.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/** `rejectCookies`: answer the guest's cookie banner first, as most people do, so it stays away after a logout. */
export async function loginAs(page: Page, email: string, { password = DEMO_PASSWORD, rejectCookies = false } = {}) {
  await page.goto('/anmelden');
  if (rejectCookies) await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/anmelden/);
}
