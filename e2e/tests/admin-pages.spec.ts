// The operator's remaining admin pages: the admin edits and deactivates a school, curates a job list, and creates a
// survey that a pupil then sees as a card and answers; the admin sees the answer counted.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

async function switchTo(page: Page, email: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, email, { rejectCookies: true });
}

test('the admin edits a school and switches it off and on', async ({ page }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/uebersicht');
  await page.getByRole('link', { name: /^Schulen: suchen/ }).click();
  await page.getByRole('textbox', { name: 'Name, Ort, PLZ oder E-Mail-Adresse' }).fill('Nikola');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: 'Mittelschule Passau-St. Nikola öffnen' }).click();

  const panel = page.getByRole('dialog', { name: 'Mittelschule Passau-St. Nikola' });
  await panel.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Nikolastraße 12');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByRole('status')).toHaveText('Die Stammdaten sind gespeichert.');
  await expectNoAxeViolations(page);

  const active = panel.getByRole('switch', { name: 'Aktiv (öffentlich sichtbar)' });
  await active.click();
  await expect(panel.getByRole('status')).toHaveText('Die Schule ist jetzt deaktiviert.');
  await expect(page.getByRole('row', { name: /Mittelschule Passau-St. Nikola/ })).toContainText('Nein');
  await page.reload();
  const reloaded = page.getByRole('dialog', { name: 'Mittelschule Passau-St. Nikola' });
  await expect(reloaded.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveValue('Nikolastraße 12');
  await expect(reloaded.getByRole('switch', { name: 'Aktiv (öffentlich sichtbar)' })).not.toBeChecked();
  await reloaded.getByRole('switch', { name: 'Aktiv (öffentlich sichtbar)' }).click();
  await expect(reloaded.getByRole('status')).toHaveText('Die Schule ist jetzt aktiv.');
});

test('the admin curates a job list', async ({ page }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/uebersicht');
  await page.getByRole('link', { name: 'Joblisten und Themen kuratieren' }).click();
  await expect(page.getByRole('heading', { name: 'Joblisten', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Neue Liste' }).fill('Ausbildung rund um Passau');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  const editor = page.getByRole('region', { name: 'Liste Ausbildung rund um Passau' });
  await expect(editor.getByText('Noch keine Stellen.')).toBeVisible();

  await editor.getByRole('textbox', { name: /^Stelle suchen/ }).fill('Bäcker');
  const found = editor.getByRole('list', { name: 'Gefundene Stellen' }).getByRole('button', { name: / hinzufügen$/ });
  await found.first().click();
  // Now in the ordered list, with its own remove button.
  await expect(editor.getByRole('button', { name: / entfernen$/ })).toHaveCount(1);
  await editor.getByRole('button', { name: 'Liste speichern' }).click();
  await expect(editor.getByRole('status')).toHaveText('Die Liste ist gespeichert.');
  await expect(page.getByRole('navigation', { name: 'Joblisten' })).toContainText('Ausbildung rund um Passau (1 Stellen)');
  await expectNoAxeViolations(page);
});

test('the admin creates a survey that a pupil sees and answers', async ({ page }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/umfragen');
  await page.getByRole('button', { name: 'Neue Umfrage' }).click();
  const form = page.getByRole('form', { name: 'Neue Umfrage' });
  await form.getByRole('textbox', { name: 'Name (intern, einmalig)' }).fill('e2e-praktikum');
  await form.getByRole('textbox', { name: 'Frage' }).fill('Hast du schon ein Praktikum gemacht?');
  await form.getByRole('textbox', { name: /^Antworten/ }).fill('Ja\nNein\nIm Sommer');
  await form.getByRole('combobox', { name: 'Wer sieht sie?' }).click();
  await page.getByRole('option', { name: 'Azubis und Schüler' }).click();
  // No waiting in a test: the card shows at once.
  await form.getByRole('textbox', { name: 'Erscheint nach (Sekunden)' }).fill('0');
  await form.getByRole('button', { name: 'Umfrage anlegen' }).click();
  await expect(page.getByRole('status')).toHaveText('Die Umfrage e2e-praktikum ist angelegt.');
  await expectNoAxeViolations(page);

  await switchTo(page, 'azubi@oabat.example');
  const card = page.getByRole('region', { name: 'Umfrage' });
  await expect(card.getByText('Hast du schon ein Praktikum gemacht?')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Im Sommer' }).click();
  await expect(page.getByText('Danke für deine Antwort!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Umfrage' })).toHaveCount(0);

  await switchTo(page, 'admin@oabat.example');
  await page.goto('/admin/umfragen');
  const survey = page.getByRole('article', { name: 'Umfrage e2e-praktikum' });
  await expect(survey.getByRole('table')).toContainText('1 Antwort');
  await expect(survey.getByRole('row', { name: /Im Sommer/ })).toContainText('100 %');
});

test('the internal design pages are not there in production (the e2e server runs as production)', async ({ page }) => {
  for (const path of ['/intern/css', '/intern/icons', '/intern/parallax']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
