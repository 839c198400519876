// Materials (issue #14): the region Passau uploads a PDF with title and description on its page; a guest sees it in
// the "Materialien" section of the region page and downloads it. A renamed program is refused with a German message.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a region uploads a PDF on its page and a guest downloads it from the region page', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Bewerbungsmappe ${Date.now()}`;
  const region = await (await browser.newContext()).newPage();
  await loginAs(region, 'region@oabat.example', { rejectCookies: true });
  await region.goto('/region/passau');
  const section = region.getByRole('region', { name: 'Materialien' });
  // the demo material is there, with the form to add more
  await expect(section.getByRole('heading', { name: 'Ausbildungsatlas Region Passau' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Material hinzufügen' })).toBeVisible();
  await expectNoAxeViolations(region);

  // a title is required before anything is sent (the domain schema's message)
  await section.locator('input[type=file]').setInputFiles({ name: 'Bewerbungsmappe.pdf', mimeType: 'application/pdf', buffer: PDF });
  await section.getByRole('button', { name: 'Hochladen' }).click();
  // (the field is marked with it, and the form's alert names it as the first thing to fix)
  await expect(section.getByRole('alert')).toHaveText('Bitte gib einen Titel ein.');
  await expect(section.getByRole('textbox', { name: 'Titel' })).toHaveAttribute('aria-invalid', 'true');

  // a picture is refused before the upload, with the one message that names only the formats taken (#36: the
  // message used to list pictures, then the JPG was refused)
  await section.locator('input[type=file]').setInputFiles({ name: 'Plakat.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
  await section.getByRole('textbox', { name: 'Titel' }).fill('Plakat');
  await section.getByRole('button', { name: 'Hochladen' }).click();
  await expect(section.getByRole('alert')).toHaveText('Materialien sind PDF- oder Office-Dateien (PDF, DOC, DOCX, XLSX, PPTX, ODT, ODS), keine Bilder.');
  await expect(section.getByText('Materialien sind PDF- oder Office-Dateien (PDF, DOC, DOCX, XLSX, PPTX, ODT, ODS), keine Bilder.')).toHaveCount(2);
  await expect(section.getByText(/Bilder \(|JPG/)).toHaveCount(0);

  // a program renamed to .pdf is refused by its content
  await section
    .locator('input[type=file]')
    .setInputFiles({ name: 'Infoblatt.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]) });
  await section.getByRole('textbox', { name: 'Titel' }).fill('Infoblatt');
  await section.getByRole('button', { name: 'Hochladen' }).click();
  await expect(section.getByRole('alert')).toContainText('Dieser Dateityp wird nicht unterstützt.');

  await section.locator('input[type=file]').setInputFiles({ name: 'Bewerbungsmappe.pdf', mimeType: 'application/pdf', buffer: PDF });
  await section.getByRole('textbox', { name: 'Titel' }).fill(title);
  await section.getByRole('textbox', { name: 'Beschreibung' }).fill('Vorlage für Lebenslauf und Anschreiben.');
  await section.getByRole('button', { name: 'Hochladen' }).click();
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Titel' })).toHaveValue('');
  await expectNoAxeViolations(region);
  await region.context().close();

  const guest = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await guest.goto('/region/passau');
  await startUsing(guest);
  await guest.getByRole('button', { name: 'Nur notwendige' }).click();
  const list = guest.getByRole('region', { name: 'Materialien' });
  const card = list.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Vorlage für Lebenslauf und Anschreiben.')).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Material hinzufügen' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /entfernen/ })).toHaveCount(0);
  await expectNoAxeViolations(guest);
  const [download] = await Promise.all([guest.waitForEvent('download'), card.getByRole('link', { name: /Bewerbungsmappe\.pdf herunterladen/ }).click()]);
  expect(download.suggestedFilename()).toBe('Bewerbungsmappe.pdf');
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
  await guest.context().close();
});
