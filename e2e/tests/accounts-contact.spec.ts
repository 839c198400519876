import { expect, test } from '../support/test.ts';
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
  // The attribution the data licences ask for (data/reference/README.md).
  await expect(page.getByText(/^Ortsdaten: GeoNames, CC BY 4\.0\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', /creativecommons\.org\/licenses\/by\/4\.0/);
  await expect(page.getByText(/^Berufsdaten: Bundesagentur für Arbeit \(KldB 2010, Berufe\).*Quelle: Bundesagentur für Arbeit\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
});
