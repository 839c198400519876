// Consent record (§25 TDDDG, Art. 7 DSGVO) and the page in Leichte Sprache (issue #19).
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

const TEXT_VERSION = /^\d{4}-\d{2}-\d{2}$/;
const storedConsent = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/cookie-consent') && r.request().method() === 'POST');
const storedId = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent_id') ?? 'null')?.value as string | undefined);

test("a guest's cookie choice is stored on the server and can be changed from the footer", async ({ page }) => {
  await page.goto('/');
  await startUsing(page);
  const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await expect(banner).toBeVisible();
  let answer = storedConsent(page);
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  let res = await answer;
  expect(res.status()).toBe(201);
  const first = (await res.json()).data;
  expect(first.text_version).toMatch(TEXT_VERSION);
  expect(first.consent_id).toBe(await storedId(page));
  expect(res.request().postDataJSON()).toMatchObject({ functional: true, performance: true, marketing: true });
  await expect(banner).toBeHidden();

  // Changing the mind later: the footer opens the settings with the earlier choice, the new one is stored again.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await banner.getByRole('switch', { name: 'Marketing' }).click();
  await expect(banner.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  answer = storedConsent(page);
  await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
  res = await answer;
  expect(res.status()).toBe(201);
  expect((await res.json()).data.consent_id).toBe(first.consent_id);
  expect(res.request().postDataJSON()).toMatchObject({ functional: true, performance: true, marketing: false });
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('a logged-in pupil changes the cookie choice from the footer and it is stored with the login', async ({ page }) => {
  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  const answer = storedConsent(page);
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  const res = await answer;
  expect(res.status()).toBe(201);
  expect(await res.request().headerValue('authorization')).toMatch(/^Bearer /);
  await expect(banner).toBeHidden();
});

test('the page in Leichte Sprache opens from the footer and arrives server-rendered', async ({ page, request }) => {
  await page.goto('/');
  await startUsing(page);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Leichte Sprache' }).click();
  await expect(page).toHaveURL(/\/leichte-sprache$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oabat in Leichter Sprache' })).toBeVisible();
  await expect(page.getByText('Ein Praktikum ist kurz.')).toBeVisible();
  await expectNoAxeViolations(page);

  const html = await (await request.get('/leichte-sprache')).text();
  expect(html).toMatch(/<h1[^>]*>Oabat in Leichter Sprache<\/h1>/);
});
