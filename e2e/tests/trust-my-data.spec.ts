import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { codeIn, latestMessage } from '../support/outbox.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('a pupil downloads their data through the link in the mail and deletes the account', async ({ page, request }) => {
  const email = `meine-daten-${Date.now()}@example.org`;
  const password = 'mein-passwort-1';
  const reg = await request.post('/api/auth/register/trainee', {
    data: { firstname: 'Ida', lastname: 'Datenreich', birthdate: '2010-03-04', email, password },
  });
  expect(reg.status()).toBe(201);
  const code = codeIn((await latestMessage(request, email)).body_text);
  expect((await request.post('/api/auth/verify', { data: { email, password, code } })).status()).toBe(200);

  await loginAs(page, email, { password });
  await page.goto('/einstellungen');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  await expect(page.getByText('Wir stellen deine Daten zusammen')).toBeVisible();
  await expectNoAxeViolations(page);

  // The archive is prepared in the background; the link arrives by mail.
  const mail = await latestMessage(request, email, /Deine Daten zum Herunterladen/);
  const link = mail.body_text.match(/https?:\/\/\S+\/einstellungen\/datenexport\/[A-Za-z0-9_-]+/)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Meine Daten' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ZIP-Archiv herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^oabat-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('daten.json'))).toBe(true);

  // Deleting: confirm, then the session ends; the mail names the 14 days in which a login restores the account.
  await page.goto('/einstellungen');
  await expect(page.getByRole('button', { name: 'Konto löschen' })).toBeDisabled();
  await page.getByLabel('Ja, ich möchte mein Konto mit allen Daten löschen.').check();
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  await expect(page).toHaveURL(/\/anmelden/);
  const notice = await latestMessage(request, email, /Dein Konto wird gelöscht/);
  expect(notice.body_text).toContain('In 14 Tagen');
  await page.goto('/einstellungen');
  await expect(page).toHaveURL(/\/anmelden/);
});
