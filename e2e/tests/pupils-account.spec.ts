// Issue #36, pupils: on a phone, the code page survives a reload (the code alone finishes, no password kept), and the
// deletion of the account says when it happens and, after a new login, that it will not.
import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { codeIn, latestMessage } from '../support/outbox.ts';
import { newPupil, PHONE, phonePage } from '../support/pupils.ts';
import { loginAs } from '../support/session.ts';

/** The entries of a ZIP archive by name (central directory; deflated or stored). */
function unzip(buf: Buffer) {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const out = new Map<string, Buffer>();
  let p = buf.readUInt32LE(end + 16);
  for (let i = 0; i < buf.readUInt16LE(end + 10); i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const at = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(at, at + size);
    out.set(buf.subarray(p + 46, p + 46 + nameLen).toString('utf8'), method === 8 ? inflateRawSync(data) : data);
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return out;
}

test('after a reload of the code page the code alone confirms the address and logs in; no password is kept', async ({ browser, request }) => {
  const page = await phonePage(browser);
  const email = `neu-reload-${Date.now()}@example.org`;
  await page.goto('/registrierung');
  await page.getByLabel('Vorname').fill('Mia');
  await page.getByLabel('Nachname').fill('Neuladen');
  await page.getByLabel('Geburtsdatum').fill('2009-05-04');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicheres-passwort-1');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  await expect(page.getByText(`Code an ${email} geschickt`)).toBeVisible();
  // The address is still known; the password was never written anywhere the reload could read it.
  const card = page.getByRole('region', { name: 'E-Mail-Adresse bestätigen' });
  await expect(card.getByLabel('Bestätigungscode')).toBeVisible();
  await expect(card.getByLabel('E-Mail-Adresse')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + JSON.stringify(history.state));
  expect(stored).not.toContain('sicheres-passwort-1');
  await expectNoAxeViolations(page);

  const mail = await latestMessage(request, email);
  await page.getByLabel('Bestätigungscode').fill(codeIn(mail.body_text));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/einstellungen');
  await expect(page.getByLabel('Vorname')).toHaveValue('Mia');
});

test('a pupil reads the overview of her data, deletes her account, is told the day, and a new login keeps it and says so', async ({ browser, request }) => {
  const page = await phonePage(browser);
  const { email, password } = await newPupil(request, 'loeschen', { firstname: 'Lea', lastname: 'Löscher', birthdate: '2010-03-04' });
  await loginAs(page, email, { password });

  // The download: the link in the mail is whole, and the archive opens with a page in German.
  await page.goto('/einstellungen');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const mail = await latestMessage(request, email, /Deine Daten zum Herunterladen/);
  expect(mail.body_text).not.toContain('undefined');
  const link = mail.body_text.match(/https?:\/\/\S+\/einstellungen\/datenexport\/[A-Za-z0-9_-]+/)![0];
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(new URL(link).pathname);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ZIP-Archiv herunterladen' }).click();
  const entries = unzip(fs.readFileSync((await (await downloading).path())!));
  expect([...entries.keys()].slice(0, 2)).toEqual(['uebersicht.html', 'daten.json']);
  const overview = await (await browser.newContext(PHONE)).newPage();
  await overview.setContent(entries.get('uebersicht.html')!.toString());
  await expect(overview.getByRole('heading', { name: 'Deine Daten bei Oabat', level: 1 })).toBeVisible();
  for (const heading of [
    'Dein Profil',
    'Deine Bewerbungen',
    'Deine Unterhaltungen',
    'Stellen, die du bewertet hast',
    'Deine Suchaufträge',
    'Deine Einwilligungen und Einstellungen',
  ]) {
    await expect(overview.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(overview.getByRole('row', { name: /Vorname Lea/ })).toBeVisible();
  await expect(overview.getByText('Du hast dich noch nirgends beworben.')).toBeVisible();
  await expectNoAxeViolations(overview);
  await overview.context().close();

  await page.goto('/einstellungen');
  await page.getByLabel('Ja, ich möchte mein Konto mit allen Daten löschen.').check();
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  await expect(page).toHaveURL(/\/anmelden/);
  const day = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
  await expect(page.getByRole('status').filter({ hasText: `Dein Konto wird am ${day} gelöscht.` })).toBeVisible();
  await expect(page.getByText('Melde dich einfach wieder an, dann bleibt dein Konto bestehen.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/anmelden/);
  await expect(page.getByRole('status').filter({ hasText: 'Du hast dich angemeldet, deshalb wird dein Konto nicht gelöscht.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByText('deshalb wird dein Konto nicht gelöscht')).toHaveCount(0);
  await latestMessage(request, email, /Dein Konto bleibt bestehen/);
});
