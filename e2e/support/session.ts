// Logs in through the login page, as a person does (loginAs), or over the API for a test's own setup (apiToken).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** A bearer token of a demo account, logged in over the API: for setup and checks a test makes besides the page. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `login of ${email}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
