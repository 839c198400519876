import sharp from 'sharp';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { apiToken, loginAs } from '../support/session.ts';

test('a trainee completes the profile with a picture and sees 100 %', async ({ page }) => {
  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });

  await page.goto('/i/profile');
  await expect(page.getByRole('heading', { name: 'Lena Maier' })).toBeVisible();
  await expect(page.getByText('14.03.2010')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Profil zu \d+ % vollständig/ })).not.toHaveText(/100 %/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Profil bearbeiten' }).first().click();
  await expect(page.getByRole('heading', { name: 'Profil bearbeiten', level: 1 })).toBeVisible();
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 230, g: 150, b: 90 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Profilbild hochladen').setInputFiles({ name: 'lena.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByRole('img', { name: 'Profilbild von Lena Maier' })).toBeVisible({ timeout: 20_000 });
  // Typing part of the name suggests the school of the platform; the pupil picks it.
  await page.getByRole('combobox', { name: 'Deine Schule' }).pressSequentially('Nikola');
  await page.getByRole('option', { name: 'Mittelschule Passau-St. Nikola' }).click();
  await expect(page.getByRole('combobox', { name: 'Deine Schule' })).toHaveValue('Mittelschule Passau-St. Nikola');
  await page.getByRole('checkbox', { name: 'IT & Technik' }).check();
  await page.getByRole('checkbox', { name: 'Handwerk' }).check();
  await page.getByRole('textbox', { name: 'Wo suchst du? (Postleitzahl)' }).fill('94032');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/i\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profil zu 100 % vollständig' })).toBeVisible();
  await expect(page.getByText('Handynummer (freiwillig)')).toBeVisible();
  await expect(page.getByText('IT & Technik, Handwerk')).toBeVisible();
  await expect(page.getByText('Mittelschule Passau-St. Nikola')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a trainee keeps documents: upload, refused type, rename, download, delete', async ({ page }) => {
  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });

  await page.goto('/i/dokumente');
  await expect(page.getByRole('heading', { name: 'Meine Dokumente' })).toBeVisible();
  // A name of its own: the demo trainee may already keep documents from other tests (an application's PDF).
  const name = `Lebenslauf-${Date.now()}`;
  const row = (file: string) => page.getByRole('listitem').filter({ has: page.getByText(file, { exact: true }) });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await page.getByLabel('Dokument hochladen').setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(row(`${name}.pdf`)).toBeVisible();
  await page
    .getByLabel('Dokument hochladen')
    .setInputFiles({ name: 'zeugnis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByRole('alert')).toContainText('zeugnis.pdf: HTML-, XML- und SVG-Dateien werden aus Sicherheitsgründen nicht angenommen.');
  await expectNoAxeViolations(page);

  await row(`${name}.pdf`).getByRole('button', { name: 'Umbenennen' }).click();
  await page.getByRole('textbox', { name: 'Neuer Name' }).fill(`${name} Lena Maier`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  const renamed = `${name} Lena Maier.pdf`;
  await expect(row(renamed)).toBeVisible();
  const download = page.waitForEvent('download');
  await row(renamed).getByRole('button', { name: 'Herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe(renamed);
  await page.getByRole('button', { name: `${renamed} löschen` }).click();
  await expect(page.getByText(renamed, { exact: true })).toBeHidden();
});

test('a trainee without business, school or region goes through onboarding: place, job type, interests', async ({ page, request }) => {
  // Setup: the demo trainee starts over (as a newly registered trainee would).
  const token = await apiToken(request, 'azubi@oabat.example');
  const me = await (await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).json();
  const traineeId = (me.data ?? me).trainee.id;
  expect(
    (await request.put(`/api/trainee/${traineeId}`, { headers: { authorization: `Bearer ${token}` }, data: { onboarding_completed: false, crafts: [] } })).ok(),
  ).toBe(true);

  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });

  await page.goto('/i/profile');
  await expect(page.getByRole('heading', { name: 'Willkommen! Schritt 1 von 2' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Wo suchst du? Postleitzahl' }).fill('94474');
  await page.getByText('Praktikum', { exact: true }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen! Schritt 2 von 2' })).toBeVisible();
  await expect(page.getByText(/Du suchst in der Nähe von Vilshofen/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Soziales & Gesundheit' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { name: /Willkommen!/ })).toHaveCount(0);
  await expect(page.getByText('Soziales & Gesundheit')).toBeVisible();
  await expect(page.getByText(/Vilshofen.*\(30 km\)/)).toBeVisible();
});
