// Issue #36, pupils, on a phone: the own application card in the chat leads to the job (never to the business's list of
// applications) and the chat header shows the business's whole name; a business nobody of which can read an
// application is not offered "bewerben"; the fair pay mark on cards and job pages, and its filter.
import { expect, test } from '../support/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { newPupil, phonePage } from '../support/pupils.ts';
import { loginAs } from '../support/session.ts';

const jobsOf = async (request: APIRequestContext, business: string) =>
  (await (await request.get(`/api/v2/search/job?business_slug=${business}&category=alles&per_page=50`)).json()).data as {
    id: number;
    slug: string;
    name: string;
    type_id: number;
  }[];

test('in the chat the own application leads to the job, not to the business pages, and the header shows the whole name', async ({ browser, request }) => {
  const pupil = await newPupil(request, 'chat-karte');
  const job = (await jobsOf(request, 'baeckerei-huber')).find((j) => j.type_id === 1)!;
  const applied = await request.post('/api/job_interests', {
    headers: { authorization: `Bearer ${pupil.token}` },
    data: { job_id: job.id, message: 'Ich möchte gern Bäckerin werden.' },
  });
  expect(applied.status()).toBe(201);

  const page = await phonePage(browser);
  await loginAs(page, pupil.email, { password: pupil.password });
  await page.goto('/chat');
  // Other tests may have given this pupil's list a second entry of the bakery (CI): the one with the application.
  const pane = page.getByRole('region', { name: 'Unterhaltung mit Bäckerei Huber' });
  const entries = page.getByRole('button', { name: /Bäckerei Huber/ });
  await expect(entries.first()).toBeVisible();
  for (let i = 0, n = await entries.count(); i < n; i += 1) {
    await entries.nth(i).click();
    const shown = await pane
      .getByText(`Interesse an: ${job.name}`)
      .waitFor({ timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    if (shown) break;
    if (i < n - 1) await page.goto('/chat');
  }
  await expect(pane.getByText(`Interesse an: ${job.name}`)).toBeVisible();
  await expect(pane.getByRole('link', { name: 'Bewerbungen ansehen' })).toHaveCount(0);
  await expect(pane.getByRole('link', { name: 'Stelle ansehen' })).toBeVisible();

  // The name is not cut: all of it fits in its box on a 390 px phone.
  const title = pane.getByRole('heading', { name: 'Bäckerei Huber', level: 2 });
  await expect(title).toBeVisible();
  const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(cut).toBe(false);
  const box = (await title.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await pane.getByRole('link', { name: 'Stelle ansehen' }).click();
  await expect(page.getByRole('heading', { name: job.name, level: 1 })).toBeVisible();
});

test('a business nobody of which has an account (Modehaus Wagner) is not offered "bewerben"; the page says how to apply', async ({ browser, request }) => {
  const pupil = await newPupil(request, 'modehaus');
  const job = (await jobsOf(request, 'modehaus-wagner'))[0];
  expect(job).toBeTruthy();
  const page = await phonePage(browser);
  await loginAs(page, pupil.email, { password: pupil.password });
  await page.goto(`/betriebe/modehaus-wagner/jobs/${job.slug}`);
  await expect(page.getByRole('heading', { name: job.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Modehaus Wagner ist auf Oabat noch nicht erreichbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bewerbung senden' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nor by the API: nothing arrives, nothing claims it did.
  const refused = await request.post('/api/job_interests', { headers: { authorization: `Bearer ${pupil.token}` }, data: { job_id: job.id, message: 'Hallo' } });
  expect(refused.status()).toBe(409);

  // A guest is not sent to log in for it either.
  const guest = await phonePage(browser);
  await guest.goto(`/betriebe/modehaus-wagner/jobs/${job.slug}`);
  await expect(guest.getByText('Modehaus Wagner ist auf Oabat noch nicht erreichbar')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Anmelden und bewerben' })).toHaveCount(0);

  // A business with accounts still gets the form.
  const huber = (await jobsOf(request, 'baeckerei-huber')).find((j) => j.type_id === 1)!;
  await page.goto(`/betriebe/baeckerei-huber/jobs/${huber.slug}`);
  await expect(page.getByRole('button', { name: 'Bewerbung senden' })).toBeVisible();
});

test('a pupil sees the "Faire Vergütung" mark on cards and job pages and filters by it', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/ausbildung/zip-passau-94032?umkreis=100');
  await expect(page.getByRole('heading', { name: 'Ausbildungsplätze in Passau', level: 1 })).toBeVisible();
  const filter = page.getByRole('checkbox', { name: 'Nur faire Vergütung' });
  if (!(await filter.isVisible())) await page.getByRole('button', { name: 'Suche ändern' }).click();
  // A click before the app has taken over the page is held and replayed (ssr/early-input.ts): the box ticks then.
  await filter.click();
  await expect(page).toHaveURL(/faire_verguetung=1/);
  await expect(filter).toBeChecked();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Faire Vergütung');
  // textContent, not innerText: badges are shown in capitals.
  for (const text of await cards.allTextContents()) expect(text).toContain('Faire Vergütung');
  await expectNoAxeViolations(page);

  // The shared address keeps the filter; the job page explains the mark.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Nur faire Vergütung' })).toBeChecked();
  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Auf einen Blick' })).toBeVisible();
  await expect(page.getByText('Faire Vergütung', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'gesetzlichen Mindestausbildungsvergütung' })).toBeVisible();
  await expectNoAxeViolations(page);
});
