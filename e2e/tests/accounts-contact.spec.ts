import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

test('the contact form asks for a message and then confirms it', async ({ page }) => {
  await page.goto('/kontakt');
  await expectNoAxeViolations(page);
  await page.getByLabel('Name').fill('Frau Schneider');
  await page.getByLabel('E-Mail-Adresse').fill('schneider@example.org');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte schreib eine Nachricht.').first()).toBeVisible();
  await page.getByLabel('Nachricht').fill('Wie kann unsere Schule mitmachen?');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Danke für deine Nachricht!')).toBeVisible();
});

test('the imprint names the operator and the data sources', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Oabat GmbH (Demo)')).toBeVisible();
  await expect(page.getByText(/GeoNames/)).toBeVisible();
  await expect(page.getByText(/Bundesagentur für Arbeit/)).toBeVisible();
  await expectNoAxeViolations(page);
});
