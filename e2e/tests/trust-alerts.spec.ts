// Saved searches and job alerts: a pupil saves the search of the search page, a business publishes a matching job,
// the alert run (the dev trigger of the job queue's run) mails it, and the app shows it as new.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { codeIn, latestMessage } from '../support/outbox.ts';
import { apiToken, loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('a pupil saves a search and gets the new job by mail and as a badge', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const email = `suchauftrag-${stamp}@example.org`;
  const password = 'mein-passwort-1';
  const reg = await request.post('/api/auth/register/trainee', {
    data: { firstname: 'Sina', lastname: 'Suchtgern', birthdate: '2008-03-04', email, password },
  });
  expect(reg.status()).toBe(201);
  const code = codeIn((await latestMessage(request, email)).body_text);
  expect((await request.post('/api/auth/verify', { data: { email, password, code } })).status()).toBe(200);

  // The word is unique to this run, so only the job published below matches.
  const word = `Zuckerbäcker${stamp.replace(/\d/g, '')}`;
  await loginAs(page, email, { password });
  await page.goto(`/ausbildung/zip-passau-94032?umkreis=30&q=${encodeURIComponent(word)}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  await page.getByRole('radio', { name: 'Wöchentlich' }).check();
  await page.getByRole('radio', { name: 'Täglich' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Suchauftrag speichern' }).click();
  await expect(page.getByText('Suchauftrag gespeichert.')).toBeVisible();

  // A business publishes a matching apprenticeship.
  const token = await apiToken(request, 'betrieb@oabat.example');
  const name = `Ausbildung zum ${word} (m/w/d)`;
  const job = await request.post('/api/v2/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: { type_id: 1, name, description: 'Torten, Pralinen und feines Gebäck.', status: 'published' },
  });
  expect(job.status(), await job.text()).toBe(201);
  // Without the right to publish itself, the editors approve it first.
  const jobId = (await job.json()).data.id as number;
  const admin = await apiToken(request, 'admin@oabat.example');
  const asAdmin = { authorization: `Bearer ${admin}` };
  const pending = (await (await request.get('/api/v2/job_reviews', { headers: asAdmin })).json()).data as {
    id: number;
    job_id?: number;
    job?: { id: number };
  }[];
  const review = pending.find((r) => (r.job_id ?? r.job?.id) === jobId)!;
  expect((await request.put(`/api/v2/job_reviews/${review.id}`, { headers: asAdmin, data: { status: 'approved' } })).status()).toBe(200);

  // The run the job queue starts every morning, now.
  const run = await request.post('/api/dev/alerts/run', { data: {} });
  expect(run.status()).toBe(200);
  const mail = await latestMessage(request, email, /neues Angebot/);
  expect(mail.body_text).toContain(name);
  expect(mail.body_text).toMatch(/Abbestellen mit einem Klick: https?:\/\/\S+\/suchauftrag\/abbestellen\/[A-Za-z0-9_-]+/);

  // In the app: the menu badge, the new job under the saved search; looking at it clears the badge.
  await page.goto('/suchauftraege');
  await expect(page.getByRole('link', { name: /Suchaufträge\s*1\s*neue Angebote/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meine Suchaufträge' })).toBeVisible();
  await expect(page.getByText('1 neues Angebot')).toBeVisible();
  await page.getByRole('button', { name: 'Treffer ansehen' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: /^Suchaufträge$/ })).toBeVisible();

  // The one-click unsubscribe from the mail works without login.
  const link = mail.body_text.match(/https?:\/\/\S+\/suchauftrag\/abbestellen\/[A-Za-z0-9_-]+/)![0];
  await page.goto('/abmelden');
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Suchauftrag abbestellen' }).click();
  await expect(page.getByText('Der Suchauftrag ist abbestellt.')).toBeVisible();
  await expectNoAxeViolations(page);
});
