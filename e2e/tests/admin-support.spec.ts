// The support's side of the business pages: a business reports a problem with a screenshot, reads it in its chat
// with the support, and the admin finds it in the support queue and closes it; a school invites a business by link.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
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

test('a school invites a new business by link; it registers and lands in the school network', async ({ page }) => {
  await loginAs(page, 'schule@oabat.example', { rejectCookies: true });
  await page.goto('/schule/firmennetzwerk');
  await page.getByRole('button', { name: 'Einladungslink erstellen' }).click();
  const linkBox = page.getByRole('textbox', { name: 'Dein Einladungslink' });
  await expect(linkBox).toHaveValue(/\/arbeitgeber\/einladung\?token=/);
  await expectNoAxeViolations(page);
  const link = new URL(await linkBox.inputValue());

  // A new business opens the link as a guest.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(/lädt deinen Betrieb ein in ihr Firmennetzwerk/)).toContainText('Mittelschule');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Betrieb registrieren' }).click();
  await page.getByRole('textbox', { name: 'Name des Betriebs' }).fill('Schreinerei Einladung');
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Eva');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Einlader');
  // The address is asked at registration (issue #36).
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Innstraße 1');
  await page.getByRole('combobox', { name: 'Postleitzahl' }).fill('94032');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Passau');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`einladung-${Date.now()}@test.example`);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Sicheres-Passwort-1');
  await page.getByRole('button', { name: 'Betrieb registrieren' }).click();
  // Back on the invitation, the request is made on the way.
  await expect(page.getByRole('status').filter({ hasText: 'Einladung angenommen' })).toContainText('Dein Betrieb ist jetzt im Firmennetzwerk von');
  await expectNoAxeViolations(page);

  await switchTo(page, 'schule@oabat.example');
  await page.goto('/schule/firmennetzwerk');
  await expect(page.getByRole('region', { name: 'Anfragen und Partner' })).toContainText('Schreinerei Einladung');
  await expect(page.getByText(/angenommen von 1 Betrieb/)).toBeVisible();
});

test("the admin opens a business user's journey from the overview", async ({ page }) => {
  // The business visits pages with statistics cookies allowed, so its journey has records.
  await page.goto('/anmelden');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/betrieb/problem');
  await expect(page.getByRole('heading', { name: 'Problem melden', level: 1 })).toBeVisible();
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await switchTo(page, 'admin@oabat.example');
  await page.goto('/admin/uebersicht');
  await page.getByLabel('Name oder E-Mail-Adresse').fill('betrieb@oabat.example');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page
    .getByRole('link', { name: /^Nutzerweg von / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Nutzerweg: /, level: 1 })).toBeVisible();
  const history = page.getByRole('table', { name: 'Verlauf' });
  await expect(history).toContainText('/betrieb/problem');
  await expect(history).toContainText('Seitenaufruf');
  await expectNoAxeViolations(page);
});
