import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { codeIn, latestMessage, linkIn } from '../support/outbox.ts';

test('a new trainee registers by e-mail, confirms the code from the mail and is logged in', async ({ page, request }) => {
  const email = `neu-${Date.now()}@example.org`;
  await page.goto('/registrierung');
  await expectNoAxeViolations(page);
  await page.getByLabel('Vorname').fill('Jonas');
  await page.getByLabel('Nachname').fill('Berger');
  await page.getByLabel('Geburtsdatum').fill('2009-05-04');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicheres-passwort-1');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();

  const mail = await latestMessage(request, email);
  await page.getByLabel('Bestätigungscode').fill(codeIn(mail.body_text));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/einstellungen');
  await expect(page.getByRole('heading', { name: 'Meine Einstellungen' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('Jonas');
});

test('a registration with a taken e-mail says so next to the field', async ({ page }) => {
  await page.goto('/registrierung');
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Maier');
  await page.getByLabel('Geburtsdatum').fill('2010-03-14');
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicheres-passwort-1');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Diese E-Mail-Adresse ist bereits vergeben.').first()).toBeVisible();
});

test('a forgotten password is reset through the link in the e-mail', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.org`;
  // A verified account to reset: registered and confirmed through the API, as the page above does.
  const reg = await request.post('/api/auth/register/trainee', {
    data: { firstname: 'Mia', lastname: 'Hofer', birthdate: '2008-01-02', email, password: 'altes-passwort-1' },
  });
  expect(reg.status()).toBe(201);
  const code = codeIn((await latestMessage(request, email)).body_text);
  expect((await request.post('/api/auth/verify', { data: { email, password: 'altes-passwort-1', code } })).status()).toBe(200);

  await page.goto('/passwort-zuruecksetzen');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText(/haben wir dir einen Link geschickt/)).toBeVisible();

  const mail = await latestMessage(request, email, /passwort-zuruecksetzen/);
  const link = linkIn(mail.body_text, 'passwort-zuruecksetzen');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('neues-passwort-2');
  await page.getByLabel('Neues Passwort wiederholen').fill('neues-passwort-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/abmelden');
  await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();
  await page.goto('/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('neues-passwort-2');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a guest who registers from a job comes back to it with the application open, on desktop and phone', async ({ browser, request }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    // The cookie choice is made, so the banner does not cover the buttons.
    await page.addInitScript(() =>
      localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
    );
    await page.goto('/ausbildung/zip-passau-94032');
    const card = page.getByRole('article').filter({ hasText: 'Bäckerei Huber' }).first();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/betriebe\/[^/]+\/jobs\//);
    await expect(page.getByRole('heading', { name: 'Interesse?' })).toBeVisible();
    const jobTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const jobUrl = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Registrieren und bewerben' }).click();
    const email = `bewerberin-${viewport.width}-${Date.now()}@example.org`;
    await page.getByLabel('Vorname').fill('Mia');
    await page.getByLabel('Nachname').fill('Wagner');
    await page.getByLabel('Geburtsdatum').fill('2010-02-03');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicheres-passwort-1');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    const mail = await latestMessage(request, email);
    await page.getByLabel('Bestätigungscode').fill(codeIn(mail.body_text));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    // The first profile step: place and job type, then the interests; then back at the job.
    await page.getByRole('textbox', { name: 'Wo suchst du? Postleitzahl' }).fill('94032');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page).toHaveURL(new RegExp(`${jobUrl}\\?bewerben=1$`));
    await expect(page.getByRole('heading', { name: jobTitle, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Deine Nachricht')).toBeFocused();
    await page.context().close();
  }
});

test('a guest who logs in from a job comes back to it with the application open', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  await page.goto('/ausbildung/zip-passau-94032');
  await page.getByRole('article').filter({ hasText: 'Bäckerei Huber' }).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/betriebe\/[^/]+\/jobs\//);
  const jobUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Anmelden und bewerben' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Demo-Passwort-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${jobUrl}\\?bewerben=1$`));
  await expect(page.getByLabel('Deine Nachricht')).toBeFocused();
});
