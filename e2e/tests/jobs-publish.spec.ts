import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMessage } from '../support/outbox.ts';
import { loginAs } from '../support/session.ts';

const PASSWORD = 'Demo-Passwort-2026';

// Cookie choice already made, so the banner does not cover the page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('the business creates and submits a job; once the admin approves it, it appears in search', async ({ page, request }) => {
  await page.goto('/anmelden?redirect=%2Fbetrieb%2Fjob%2Ferstellen%3Ftype%3D1');
  await page.getByLabel('E-Mail-Adresse').fill('betrieb@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Stelle erstellen' })).toBeVisible();
  await expectNoAxeViolations(page);
  const name = `Ausbildung Konditor/in ${Date.now()}`;
  await page.getByLabel('Titel der Stelle').fill(name);
  await page.getByLabel('Beschreibung').fill('Torten, Pralinen und Gebäck in unserer Konditorei in Passau.');
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Wartet auf Freigabe')).toBeVisible();

  // The admin follows the link in the mail and approves on the review page.
  const mail = await latestMessage(request, 'admin@oabat.example', new RegExp(`Freigabe angefragt: ${name.replace('/', '\\/')}`));
  const link = mail.body_text.match(/https?:\/\/\S+\/review\?review=\d+/)![0];
  await page.goto('/abmelden');
  await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();
  await page.goto(`/anmelden?redirect=${encodeURIComponent(new URL(link).pathname + new URL(link).search)}`);
  await page.getByLabel('E-Mail-Adresse').fill('admin@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: `Freigabe: ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByText('Die Stelle ist veröffentlicht.')).toBeVisible();

  await page.goto(`/ausbildung/zip-passau-94032?q=${encodeURIComponent('Konditor ' + name.split(' ').at(-1))}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a trainee applies with a message and a PDF, and the business receives it', async ({ page, request }) => {
  await page.goto('/anmelden?redirect=%2Fausbildung%2Fzip-passau-94032');
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Bäckerei Huber' }).first();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Jetzt bewerben' })).toBeVisible();
  await page.getByLabel('Deine Nachricht').fill('Hallo, ich mache gerade meine Mittlere Reife und möchte bei euch anfangen.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Dateien (z. B. Lebenslauf als PDF)' }).click();
  await (await chooser).setFiles({
    name: 'lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(page.getByText('Deine Nachricht ist bei Bäckerei Huber angekommen.')).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await latestMessage(request, 'betrieb@oabat.example', /Neue Bewerbung/);
  expect(mail.body_text).toContain('Mittlere Reife');
  // The business reads it in its jobs overview.
  await page.goto('/abmelden');
  await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();
  await page.goto('/anmelden?redirect=%2Fbetriebe%2Fbaeckerei-huber%2Fjobs%2Fuebersicht');
  await page.getByLabel('E-Mail-Adresse').fill('betrieb@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const received = page.getByRole('article', { name: /Bewerbung von Lena Maier/ }).first();
  await expect(received).toContainText('Mittlere Reife');
  await expect(received.getByRole('button', { name: 'lebenslauf.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the business sees the statistics of its jobs, and a job card can be embedded elsewhere', async ({ page }) => {
  await page.goto('/anmelden?redirect=%2Fbetrieb%2Fstatistiken');
  await page.getByLabel('E-Mail-Adresse').fill('betrieb@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Statistiken deiner Stellen' })).toBeVisible();
  const table = page.getByRole('table', { name: /Aufrufe, Bewertungen/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  const href = (await table.getByRole('row').nth(1).getByRole('link').getAttribute('href'))!;
  await page.goto(`/jobs/${href.split('/').at(-1)}/card_embed`);
  await expect(page.getByRole('link', { name: 'Auf Oabat ansehen und bewerben' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin opens a publishing request from its chat card, on a desktop and on a phone', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    const business = await (await browser.newContext({ viewport })).newPage();
    await loginAs(business, 'betrieb@oabat.example');
    await business.goto('/betrieb/job/erstellen?type=1');
    const name = `Ausbildung Bäcker/in ${Date.now()}`;
    await business.getByLabel('Titel der Stelle').fill(name);
    await business.getByLabel('Beschreibung').fill('Brot, Brezen und Semmeln aus unserer Backstube in Passau.');
    await business.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
    await expect(business.getByText('Wartet auf Freigabe')).toBeVisible();

    const admin = await (await browser.newContext({ viewport })).newPage();
    await loginAs(admin, 'admin@oabat.example');
    await admin.goto('/chat');
    await admin
      .getByRole('button', { name: /Bäckerei Huber/ })
      .first()
      .click();
    const card = admin
      .getByRole('listitem')
      .filter({ hasText: `Bitte um Veröffentlichung: ${name}` })
      .last();
    await card.getByRole('link', { name: 'Zur Prüfung' }).click();
    await expect(admin.getByRole('heading', { name: `Freigabe: ${name}` })).toBeVisible();
    await admin.context().close();
    await business.context().close();
  }
});

test('visits of the profile and of a job show up in the business statistics', async ({ browser }) => {
  const business = await (await browser.newContext()).newPage();
  await loginAs(business, 'betrieb@oabat.example');
  await business.goto('/betrieb/statistiken');
  const summary = business.getByText(/Dein Profil wurde in den letzten 30 Tagen (\d+)-mal aufgerufen, deine Stellen (\d+)-mal\./);
  await expect(summary).toBeVisible();
  const [, profileBefore, jobsBefore] = (await summary.innerText()).match(/(\d+)-mal aufgerufen, deine Stellen (\d+)/)!.map(Number);
  // A guest from a fresh browser (another visitor: the suite's browsers share one address) opens the profile and a job.
  const guest = await (await browser.newContext({ userAgent: `Mozilla/5.0 (Besucherin ${Date.now()})` })).newPage();
  // A first visit counts without the app (the page's boot sends it); the guest's click is then a plain link.
  const counted = guest.waitForResponse((r) => /\/api\/business\/\d+\/activities$/.test(r.url()) && r.request().method() === 'POST');
  await guest.goto('/betriebe/baeckerei-huber');
  await counted;
  const firstJob = guest.getByRole('region', { name: 'Offene Stellen' }).getByRole('link').first();
  await firstJob.click();
  await expect(guest.getByRole('heading', { name: 'Auf einen Blick' })).toBeVisible();
  await expect
    .poll(
      async () => {
        await business.reload();
        const [, p, j] = (await summary.innerText()).match(/(\d+)-mal aufgerufen, deine Stellen (\d+)/)!.map(Number);
        return [p! > profileBefore!, j! > jobsBefore!];
      },
      { timeout: 15_000 },
    )
    .toEqual([true, true]);
  await guest.context().close();
  await business.context().close();
});
