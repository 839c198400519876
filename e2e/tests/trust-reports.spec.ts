// Reports and moderation: a pupil reports a job, the admin sees it in the queue with the job and hides it, and the job
// is gone for guests.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('a pupil reports a job; the admin hides it and guests no longer find it', async ({ page, request, browser }) => {
  // A demo job of a business other than the one most other tests use, so hiding it disturbs nothing else.
  const cards = (await (await request.get('/api/v2/search/job?per_page=50')).json()).data as { slug: string; name: string; business: { slug: string } }[];
  const job = cards.filter((c) => c.business.slug !== 'baeckerei-huber').at(-1)!;
  const url = `/betriebe/${job.business.slug}/jobs/${job.slug}`;

  await loginAs(page, 'azubi@oabat.example');
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stelle melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stelle melden' });
  await dialog.getByRole('radio', { name: 'Fake oder Betrug' }).check();
  await dialog.getByLabel('Beschreibung (freiwillig)').fill('Der Betrieb verlangt Geld für das Vorstellungsgespräch.');
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByText('Danke für deine Meldung')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fertig' }).click();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  await loginAs(admin, 'admin@oabat.example');
  await admin.goto('/admin/uebersicht');
  await admin.getByRole('link', { name: /Meldungen/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: 'Der Betrieb verlangt Geld' });
  await expect(card.getByRole('link', { name: job.name })).toBeVisible();
  await expect(card.getByText('Fake oder Betrug')).toBeVisible();
  await expectNoAxeViolations(admin);
  await card.getByRole('button', { name: 'Inhalt verbergen' }).click();
  await expect(admin.getByText(/Inhalt verborgen\./)).toBeVisible();
  await expect(card.getByText('nicht öffentlich')).toBeVisible();
  await card.getByRole('button', { name: 'Meldung schließen' }).click();
  await expect(admin.getByText('Keine offenen Meldungen.')).toBeVisible();
  await adminContext.close();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(url);
  await expect(guest.getByRole('heading', { name: 'Diese Stelle gibt es nicht (mehr)' })).toBeVisible();
  await guestContext.close();
});
