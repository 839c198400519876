import sharp from 'sharp';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

test('a region edits its landing page and everybody sees it', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'region@oabat.example', { rejectCookies: true });

  await page.goto('/region/einstellungen');
  await expect(page.getByRole('heading', { name: 'Einstellungen der Region' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titel der Seite' }).fill('Ausbildung in der Dreiflüssestadt');
  await page.getByRole('textbox', { name: 'Einleitung' }).fill('Finde deinen Ausbildungsplatz in Stadt und Landkreis Passau.');
  const hero = await sharp({ create: { width: 1600, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Titelbild: Bilder hochladen').setInputFiles({ name: 'passau.jpg', mimeType: 'image/jpeg', buffer: hero });
  await expect(page.getByRole('button', { name: 'Titelbild 1 entfernen' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Überschrift 1' }).fill('Warum Passau?');
  await page.getByRole('textbox', { name: 'Text 1' }).fill('Kurze Wege, starke Betriebe und drei Flüsse.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Seite speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  const guest = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await guest.goto('/impressum');
  await startUsing(guest);
  await guest.getByRole('button', { name: 'Nur notwendige' }).click();
  await guest.goto('/region/passau');
  await expect(guest.getByRole('heading', { name: 'Ausbildung in der Dreiflüssestadt', level: 1 })).toBeVisible();
  await expect(guest.getByText('Finde deinen Ausbildungsplatz in Stadt und Landkreis Passau.')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Warum Passau?' })).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Region Passau' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Seite bearbeiten' })).toHaveCount(0);
  await expectNoAxeViolations(guest);

  await guest.goto('/region/altmuehlfranken');
  await expect(guest.getByRole('heading', { name: 'Ausbildung und Praktikum in der Region Altmühlfranken', level: 1 })).toBeVisible();
  await expectNoAxeViolations(guest);
});

test('a region removes a school and adds it again by name', async ({ page }) => {
  await loginAs(page, 'region@oabat.example', { rejectCookies: true });

  await page.goto('/region/schulen');
  await expect(page.getByRole('heading', { name: 'Schulverwaltung', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mittelschule Passau-St. Nikola entfernen' }).click();
  await expect(page.getByText('Noch keine Schulen in der Region.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name der Schule' }).fill('Nikola');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: 'Mittelschule Passau-St. Nikola hinzufügen' }).click();
  await expect(page.getByRole('link', { name: /Mittelschule Passau-St. Nikola/ })).toBeVisible();
  await page.goto('/region/passau');
  await expect(page.getByRole('region', { name: 'Schulen in der Region' }).getByRole('link', { name: /Mittelschule Passau-St. Nikola/ })).toBeVisible();
});
