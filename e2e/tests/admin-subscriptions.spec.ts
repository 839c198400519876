// The admin's subscriptions page (issue #16): the admin opens Autohaus Wimmer from the list, sees its running
// subscription, previews and creates another one with the confirmation e-mail, downloads the invoice that creation
// issued (PDF and XRechnung), changes the new subscription's price and deletes it.
import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test.use({ actionTimeout: 15_000 });

test('the admin creates, changes and deletes a subscription for a business and downloads its invoice', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/uebersicht');
  await page.getByRole('link', { name: 'Abonnements und Rechnungen der Betriebe' }).click();
  await expect(page.getByRole('heading', { name: 'Abonnements und Rechnungen', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Betrieb: Name, Ort, PLZ oder E-Mail-Adresse' }).fill('Wimmer');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('1 Betrieb', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Abonnements von Autohaus Wimmer GmbH öffnen' }).click();

  const panel = page.getByRole('dialog', { name: 'Abonnements: Autohaus Wimmer GmbH' });
  // The demo's running extra job slots.
  await expect(panel.getByRole('article', { name: /Zusätzliche Stellen/ })).toHaveCount(1);

  const form = panel.getByRole('form', { name: 'Abonnement anlegen' });
  await form.getByRole('combobox', { name: 'Produkt' }).click();
  await page.getByRole('option', { name: 'Zusätzliche Stellen' }).click();
  await expect(form.getByRole('textbox', { name: 'Preis netto in Euro je Zeitraum' })).toHaveValue('19');
  await expect(form.getByTestId('subscription-preview')).toContainText('22,61 € brutto');
  await expect(form.getByTestId('subscription-preview')).toContainText('Rechnung an Autohaus Wimmer GmbH, Deggendorf');
  await form.getByRole('textbox', { name: 'Preis netto in Euro je Zeitraum' }).fill('15');
  await expect(form.getByRole('checkbox', { name: 'Bestätigung per E-Mail senden' })).toBeChecked();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Abonnement anlegen' }).click();
  await expect(panel.getByRole('status')).toHaveText('Das Abonnement wurde angelegt.');
  const created = panel.getByRole('article', { name: /Zusätzliche Stellen/ }).filter({ hasText: '15,00 € netto' });
  await expect(created).toHaveCount(1);

  // Creating billed the first period: the invoice is listed with its files.
  const pdfButton = panel.getByRole('button', { name: /^PDF: Rechnung / }).first();
  await expect(pdfButton).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const [xml] = await Promise.all([
    page.waitForEvent('download'),
    panel
      .getByRole('button', { name: /^XRechnung: Rechnung / })
      .first()
      .click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(/\.xml$/);
  expect(fs.readFileSync((await xml.path())!, 'utf8')).toContain('Autohaus Wimmer GmbH');

  // Change the price (from the next period on), then delete with the second click.
  await created.getByRole('textbox', { name: 'Preis netto (Euro)' }).fill('12');
  await created.getByRole('button', { name: /^Speichern: / }).click();
  await expect(panel.getByRole('status')).toHaveText('Das Abonnement wurde geändert.');
  const changed = panel.getByRole('article', { name: /Zusätzliche Stellen/ }).filter({ hasText: '12,00 € netto' });
  await expect(changed).toHaveCount(1);
  await changed.getByRole('button', { name: /^Löschen: / }).click();
  await changed.getByRole('button', { name: /^Wirklich löschen: / }).click();
  await expect(panel.getByRole('status')).toHaveText('Das Abonnement wurde gelöscht.');
  await expect(panel.getByRole('article', { name: /Zusätzliche Stellen/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
