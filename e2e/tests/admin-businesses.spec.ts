// The operator's business list: the admin finds the demo bakery, filters, opens it, removes and grants a permission
// (saved: a reload shows it), downloads the filtered list as CSV, and sees a permission change the business's start page.
import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('the admin finds Bäckerei Huber, changes a permission and exports the list', async ({ page }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/uebersicht');
  await page.getByRole('link', { name: /^Betriebe: suchen/ }).click();
  await expect(page.getByRole('heading', { name: 'Betriebe', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ Betriebe$/)).toBeVisible();
  await expect(page.getByText(/^Seite 1 von \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText(/^Seite 2 von \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name, Ort, PLZ oder E-Mail-Adresse' }).fill('Huber');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/suche=Huber/);
  await expect(page.getByRole('button', { name: 'Bäckerei Huber öffnen' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bäckerei Huber/ })).toContainText('betrieb@oabat.example');

  // The bakery is not in the Passau region's channel (the region adds it), so that filter leaves nothing.
  await page.getByRole('combobox', { name: 'Kanal' }).click();
  await page.getByRole('option', { name: 'Passau', exact: true }).click();
  await expect(page.getByText('Keine Betriebe gefunden.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Kanal' }).click();
  await page.getByRole('option', { name: 'Alle Kanäle' }).click();
  await page.getByRole('button', { name: 'Bäckerei Huber öffnen' }).click();

  const panel = page.getByRole('dialog', { name: 'Bäckerei Huber' });
  const statistics = panel.getByRole('checkbox', { name: 'Statistiken' });
  await expect(statistics).toBeChecked();
  // Saved at once; the box shows the server's answer, so it changes when the call is done.
  await statistics.click();
  await expect(panel.getByRole('status')).toHaveText('Statistiken: entzogen.');
  await expect(statistics).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Bäckerei Huber' }).getByRole('checkbox', { name: 'Statistiken' })).not.toBeChecked();

  await page.getByRole('dialog', { name: 'Bäckerei Huber' }).getByRole('checkbox', { name: 'Statistiken' }).click();
  await expect(page.getByRole('dialog', { name: 'Bäckerei Huber' }).getByRole('status')).toHaveText('Statistiken: erteilt.');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Bäckerei Huber' }).getByRole('checkbox', { name: 'Statistiken' })).toBeChecked();
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Als CSV herunterladen' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^betriebe-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('ID;Name;Kennung;PLZ;Ort;E-Mail;Sichtbar;Kanäle;Abo-Arten;Rechte;Veröffentlichte Stellen;Angelegt am');
  expect(csv).toHaveLength(2); // the filter (Huber) holds for the export too
  expect(csv[1]).toContain(';Bäckerei Huber;baeckerei-huber;94032;Passau;betrieb@oabat.example;Ja;');
  expect(csv[1]).toContain('Statistiken');

  // Without the new job editor the bakery's start page offers a job instead of an apprenticeship: the admin acts as
  // its user from the panel to see it, comes back to the same view and grants the permission again.
  await page.getByRole('button', { name: 'Bäckerei Huber öffnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bäckerei Huber' });
  const editor = dialog.getByRole('checkbox', { name: 'Neuer Stelleneditor (Ausbildung und Praktikum)' });
  await editor.click();
  await expect(dialog.getByRole('status')).toHaveText('Neuer Stelleneditor (Ausbildung und Praktikum): entzogen.');
  await dialog.getByRole('button', { name: 'Als Bäckerei Huber anmelden' }).click();
  const banner = page.getByRole('complementary', { name: 'Angemeldet als anderer Nutzer' });
  await expect(banner).toContainText('Du bist als Franz Huber angemeldet.');
  await expect(page.getByText('Job anlegen', { exact: true })).toBeVisible();
  await expect(page.getByText('Ausbildungsplatz anlegen', { exact: true })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Zurück zum Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/betriebe\?suche=Huber/);
  await page.getByRole('dialog', { name: 'Bäckerei Huber' }).getByRole('checkbox', { name: 'Neuer Stelleneditor (Ausbildung und Praktikum)' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Bäckerei Huber' }).getByRole('checkbox', { name: 'Neuer Stelleneditor (Ausbildung und Praktikum)' }),
  ).toBeChecked();
});

test('the admin lists schools and regions with the same filters and exports them', async ({ page }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/uebersicht');
  await page.getByRole('link', { name: /^Schulen: suchen/ }).click();
  await expect(page.getByRole('heading', { name: 'Schulen', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name, Ort, PLZ oder E-Mail-Adresse' }).fill('Nikola');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('1 Schule', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mittelschule Passau-St\. Nikola/ })).toContainText('schule@oabat.example');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Als CSV herunterladen' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^schulen-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('ID;Name;Kennung;PLZ;Ort;E-Mail;Nutzer;Kanal;Regionen;Angelegt am');
  expect(csv).toHaveLength(2);

  await page.goto('/admin/regionen');
  await expect(page.getByRole('heading', { name: 'Regionen', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kanal' }).click();
  await page.getByRole('option', { name: 'Passau', exact: true }).click();
  await expect(page.getByText('1 Region', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Passau/ })).toContainText('region@oabat.example');
  await expectNoAxeViolations(page);
});
