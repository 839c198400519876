// Issue #34: the search forms are plain GET forms with the page's own query names (/suche?ort=…&kategorie=…&q=…),
// whose results the server renders: a search sent before (or without) any script keeps what was typed.
import { expect, test } from '../support/test.ts';

test.use({ javaScriptEnabled: false });

test('with JavaScript off, the home search lands on the results of the typed place and category', async ({ page }) => {
  await page.goto('/');
  // Without the app, Mantine's segmented control is a radio group whose labels a tap chooses.
  await page.locator('.mantine-SegmentedControl-root').getByText('Praktikum', { exact: true }).click();
  await page.getByLabel('Postleitzahl oder Ort').fill('94032');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/suche\?kategorie=praktikum&ort=94032$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Praktikumsplätze in Passau');
  await expect(page.getByLabel('Postleitzahl oder Ort')).toHaveValue('94032');
  await expect(page.getByRole('link', { name: 'Praktikum', exact: false }).first()).toBeVisible();
});

test('with JavaScript off, the search page form keeps place, radius and word, and an unknown place is answered', async ({ page }) => {
  await page.goto('/ausbildung/zip-passau-94032');
  const form = page.getByRole('search', { name: 'Suche' });
  await form.getByLabel('Postleitzahl oder Ort').fill('Passau');
  await form.getByLabel('Umkreis').selectOption('25');
  await form.getByLabel('Beruf oder Stichwort').fill('Konditor');
  await form.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/suche\?kategorie=ausbildung&ort=Passau&umkreis=25&q=Konditor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ausbildungsplätze in Passau');
  await expect(form.getByLabel('Beruf oder Stichwort')).toHaveValue('Konditor');
  await expect(form.getByLabel('Umkreis')).toHaveValue('25');
  await expect(page.getByRole('link', { name: /Konditor/ }).first()).toBeVisible();

  await form.getByLabel('Postleitzahl oder Ort').fill('Xyzqwvbn');
  await form.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('Zu „Xyzqwvbn“ haben wir keinen Ort gefunden.')).toBeVisible();
  await expect(form.getByLabel('Postleitzahl oder Ort')).toHaveValue('Xyzqwvbn');
});

test('with JavaScript off, the pay filter keeps the rest of the search and the server filters', async ({ page }) => {
  await page.goto('/suche?kategorie=ausbildung&ort=94032&umkreis=25');
  const form = page.getByRole('form', { name: 'Vergütung' });
  await form.getByLabel('Vergütung im 1. Jahr ab (€ im Monat)').fill('600');
  await form.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/\/suche\?kategorie=ausbildung&ort=94032&umkreis=25&verguetung_ab=600&sortierung=$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ausbildungsplätze in Passau');
  await expect(form.getByLabel('Vergütung im 1. Jahr ab (€ im Monat)')).toHaveValue('600');
});
