import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

async function login(page: Page, email: string) {
  await loginAs(page, email, { rejectCookies: true });
}

test('a school unlocks its bulletin board live and sends a network request that the business accepts', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  await login(page, 'schule@oabat.example');

  // The bulletin board, open in a second tab, is locked...
  const board = await context.newPage();
  await board.goto('/schule/mittelschule-passau-st-nikola/schwarzes-brett');
  await expect(board.getByText('Das schwarze Brett ist noch gesperrt')).toBeVisible();
  await expectNoAxeViolations(board);

  // ...until the school unlocks it in its settings: the open tab changes without a reload.
  await page.goto('/schule/einstellungen');
  await expect(page.getByRole('heading', { name: 'Einstellungen der Schule' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Einladungslink' })).toHaveValue(/\/registrierung\?schule=/);
  await expect(page.getByRole('img', { name: 'QR-Code des Einladungslinks' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('switch', { name: 'Schwarzes Brett freischalten' }).click();
  await expect(page.getByText('Das schwarze Brett ist freigeschaltet.')).toBeVisible();
  await expect(board.getByRole('tab', { name: 'Alles' })).toBeVisible();
  await expect(board.getByText('Das schwarze Brett ist noch gesperrt')).toHaveCount(0);

  // The school asks the bakery nearby.
  await page.goto('/schule/firmennetzwerk');
  await page.getByRole('combobox', { name: 'Betrieb in der Nähe (30 km)' }).click();
  await page.getByRole('option', { name: /^Bäckerei Huber – Bäckerei Huber/ }).click();
  await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('Hätten Sie Praktikumsplätze für unsere 8. Klassen?');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Deine Anfrage ist verschickt.')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Bäckerei Huber' }).getByText('Anfrage offen')).toBeVisible();
  await expectNoAxeViolations(page);

  // The business reads it and accepts.
  const business = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await login(business, 'betrieb@oabat.example');
  await business.goto('/betriebe/schulnetzwerk');
  const request = business.getByRole('article').filter({ hasText: 'Mittelschule Passau-St. Nikola' });
  await expect(request.getByText('Hätten Sie Praktikumsplätze für unsere 8. Klassen?')).toBeVisible();
  await expectNoAxeViolations(business);
  await request.getByRole('button', { name: 'Anfrage annehmen' }).click();
  await expect(request.getByText('Im Netzwerk')).toBeVisible();

  // The school's public page and its bulletin board now show the bakery.
  await page.goto('/schule/mittelschule-passau-st-nikola');
  await expect(page.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
  await expectNoAxeViolations(page);
  await board.reload();
  await expect(board.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
});

test('a school invites a teacher on its user management page', async ({ page }) => {
  await login(page, 'schule@oabat.example');
  await page.goto('/schule/nutzerverwaltung');
  await expect(page.getByRole('heading', { name: 'Nutzerverwaltung', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'schule@oabat.example' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Tom');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Lehrer');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('azubi@oabat.example');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('alert')).toContainText('Zu dieser E-Mail-Adresse gibt es schon ein Konto');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('tom.lehrer@schule.example');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Wir haben eine Einladung an tom.lehrer@schule.example geschickt.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'tom.lehrer@schule.example' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tom entfernen' }).click();
  await expect(page.getByRole('cell', { name: 'tom.lehrer@schule.example' })).toHaveCount(0);
});

test('a guest finds a school by postal code and opens its profile', async ({ page }) => {
  await page.goto('/schule/suche');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('94034');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('heading', { name: /^Schulen in der Nähe von Passau/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Mittelschule Passau-St. Nikola' }).click();
  await expect(page.getByRole('heading', { name: 'Mittelschule Passau-St. Nikola', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
