import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMessage } from '../support/outbox.ts';

const PASSWORD = 'Demo-Passwort-2026';

test('the business creates and submits a job; once the admin approves it, it appears in search', async ({ page, request }) => {
  await page.goto('/anmelden?redirect=%2Fbetrieb%2Fjob%2Ferstellen%3Ftype%3D1');
  await page.getByLabel('E-Mail-Adresse').fill('betrieb@oabat.example');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Stelle erstellen' })).toBeVisible();
  await expectNoAxeViolations(page);
  const name = `Ausbildung Konditor/in ${Date.now()}`;
  await page.getByLabel('Titel der Stelle').fill(name);
  await page.getByLabel('Beschreibung').fill('Torten, Pralinen und Gebäck in unserer Konditorei in Passau.');
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Wartet auf Freigabe')).toBeVisible();

  // The admin is told and approves the review.
  await latestMessage(request, 'admin@oabat.example', new RegExp(`Freigabe angefragt: ${name.replace('/', '\\/')}`));
  const token = (await (await request.post('/api/auth/login', { data: { email: 'admin@oabat.example', password: PASSWORD } })).json()).token;
  const reviews = (await (await request.get('/api/v2/job_reviews', { headers: { authorization: `Bearer ${token}` } })).json()).data as { id: number; job: { name: string } }[];
  const review = reviews.find((r) => r.job.name === name)!;
  expect((await request.put(`/api/v2/job_reviews/${review.id}`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'approved' } })).status()).toBe(200);

  await page.goto(`/ausbildung/zip-passau-94032?q=${encodeURIComponent('Konditor ' + name.split(' ').at(-1))}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a trainee applies with a message and a PDF, and the business receives it', async ({ page, request }) => {
  await page.goto('/anmelden?redirect=%2Fausbildung%2Fzip-passau-94032');
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Bäckerei Huber' }).first();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Jetzt bewerben' })).toBeVisible();
  await page.getByLabel('Deine Nachricht').fill('Hallo, ich mache gerade meine Mittlere Reife und möchte bei euch anfangen.');
  await page.getByLabel('Dateien (z. B. Lebenslauf als PDF)').setInputFiles({
    name: 'lebenslauf.pdf', mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Bewerbung senden' }).click();
  await expect(page.getByText('Deine Nachricht ist bei Bäckerei Huber angekommen.')).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await latestMessage(request, 'betrieb@oabat.example', /Neue Bewerbung/);
  expect(mail.body_text).toContain('Mittlere Reife');
  const token = (await (await request.post('/api/auth/login', { data: { email: 'betrieb@oabat.example', password: PASSWORD } })).json()).token;
  const interests = (await (await request.get('/api/job_interests', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  expect(interests[0].files[0].original_filename).toBe('lebenslauf.pdf');
});
