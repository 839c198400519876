import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMessage, linkIn } from '../support/outbox.ts';
import { loginAs } from '../support/session.ts';

test('a business adds a location, which its public profile then lists', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  // A name of this run's own: a retry (or a second run on the same data) adds another location beside the first.
  const name = `Filiale Innstadt ${Date.now().toString(36).slice(-5)}`;

  await page.goto('/betrieb/standorte');
  await expect(page.getByRole('heading', { name: 'Standorte', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Bäckerei Huber \(Hauptsitz\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Neuer Standort' });
  await form.getByRole('textbox', { name: 'Name des Standorts' }).fill(name);
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Innstraße 5');
  await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('00000');
  await form.getByRole('textbox', { name: 'Ort', exact: true }).fill('Passau');
  await form.getByRole('button', { name: 'Standort hinzufügen' }).click();
  await expect(form.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAccessibleDescription(/Diese Postleitzahl kennen wir nicht/);
  await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('94032');
  await form.getByRole('button', { name: 'Standort hinzufügen' }).click();
  await expect(page.getByRole('button', { name: `${name} – 94032 Passau` })).toBeVisible();

  await page.goto('/betriebe/baeckerei-huber');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Innstraße 5')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a business invites a colleague, who sets a password from the e-mail and logs in', async ({ page, browser, baseURL, request }) => {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });

  await page.goto('/betrieb/benutzer');
  await expect(page.getByRole('heading', { name: 'Benutzer', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Maria');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('maria@huber.example');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Wir haben eine Einladung an maria@huber.example geschickt.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'maria@huber.example' })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await latestMessage(request, 'maria@huber.example', /Einladung/);
  const link = linkIn(mail.body_text, '/passwort-zuruecksetzen');
  const maria = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await maria.goto(link);
  await maria.getByRole('button', { name: 'Nur notwendige' }).click();
  await maria.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Marias-Passwort-1');
  await maria.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill('Marias-Passwort-1');
  await maria.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(maria).not.toHaveURL(/passwort-zuruecksetzen/);
  await maria.goto('/betriebe/baeckerei-huber/bearbeiten');
  await expect(maria.getByRole('heading', { name: 'Profil bearbeiten' })).toBeVisible();
});
