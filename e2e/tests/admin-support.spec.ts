// The support's side of the business pages: a business reports a problem with a screenshot, reads it in its chat
// with the support, and the admin finds it in the support queue and closes it.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOklEQVRIie3VwQkAMAwDsQ52++OxOkb7EOQfCI51Vk/mWJxTT7jyTimQqcwgERbDYlgcFsNiWNxXLF7Rz9xM0A7JegAAAABJRU5ErkJggg==',
  'base64',
);

async function switchTo(page: Page, email: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, email, { rejectCookies: true });
}

test('a business reports a problem; the admin sees it in the support queue and closes it', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/betrieb/problem');
  await expect(page.getByRole('heading', { name: 'Problem melden', level: 1 })).toBeVisible();
  // The schema's rules show before anything is sent.
  await page.getByRole('button', { name: 'Problem senden' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Bitte wähle eine Kategorie.');

  await page.getByRole('combobox', { name: 'Worum geht es?' }).click();
  await page.getByRole('option', { name: 'Stellenanzeigen' }).click();
  await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Beim Speichern meiner Stelle erscheint eine leere Seite.');
  await page.getByLabel('Screenshot (optional): Bilder hochladen').setInputFiles({ name: 'fehler.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Screenshot (optional) 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Problem senden' }).click();
  await expect(page.getByRole('heading', { name: 'Danke für deine Meldung', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zum Chat mit dem Support' }).click();
  await expect(page.getByText('Beim Speichern meiner Stelle erscheint eine leere Seite.')).toBeVisible();

  await switchTo(page, 'admin@oabat.example');
  await page.goto('/admin/uebersicht');
  const queue = page.getByRole('list', { name: 'Gemeldete Probleme' });
  const item = queue.getByRole('listitem').filter({ hasText: 'Beim Speichern meiner Stelle' });
  await expect(item).toContainText('Stellenanzeigen');
  await expect(item).toContainText('Mit Screenshot');
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: /als erledigt markieren$/ }).click();
  await expect(queue.getByText('Beim Speichern meiner Stelle')).toHaveCount(0);
  // The segmented control's label is what a person clicks (its radio input is visually hidden).
  await page
    .getByRole('region', { name: /^Gemeldete Probleme/ })
    .locator('label')
    .filter({ hasText: /^Erledigt$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Erledigt' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Gemeldete Probleme' }).getByText('Beim Speichern meiner Stelle')).toBeVisible();
});
