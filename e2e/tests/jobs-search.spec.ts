import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { apiToken } from '../support/session.ts';

const PASSWORD = 'Demo-Passwort-2026';

// Cookie choice already made, so the banner does not cover the page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  // No internet on the test machine: the map's tiles fail at once instead of waiting on DNS.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

async function login(page: Page, email: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('a guest searches by postal code, likes a job, logs in as the trainee and finds it in the favourites', async ({ page }) => {
  await page.goto('/ausbildung');
  await expect(page.getByRole('heading', { name: 'Ausbildungsplätze', level: 1 })).toBeVisible();
  await page.getByLabel('Postleitzahl oder Ort').fill('94032');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/\/ausbildung\/zip-passau-94032/);
  await expect(page.getByRole('heading', { name: 'Ausbildungsplätze in Passau' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /\d+ Treffer/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const first = page.getByRole('article').first().getByRole('link');
  const jobName = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auf einen Blick' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Gefällt mir' }).click();
  const prompt = page.getByRole('dialog', { name: 'Like merken' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Anmelden' }).click();
  await login(page, 'azubi@oabat.example');
  // Back on the job, the like has been replayed to the server for the trainee.
  await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gefällt mir ✓' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favoriten');
  await expect(page.getByRole('heading', { name: 'Meine Favoriten' })).toBeVisible();
  await expect(page.getByRole('link', { name: jobName })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('more results load while there are further pages, and "Praktikum" lists internships', async ({ page }) => {
  await page.goto('/alles/zip-passau-94032?umkreis=200');
  await expect(page.getByRole('heading', { name: /Treffer/ })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(page.getByRole('article')).toHaveCount(40);
  await page
    .getByRole('navigation', { name: 'Kategorien' })
    .getByRole('link', { name: /Praktikum/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Praktikumsplätze in Passau' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Praktikum');
});

test('search and job pages fit a 360 px phone, with the first result in sight', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto('/ausbildung/zip-passau-94032');
  await expect(page.getByRole('heading', { name: /Treffer/ })).toBeVisible();
  expect(await fits()).toBe(true);
  // The set search is one summary line and the map waits behind its toggle: the first card is visible unscrolled.
  await expect(page.getByText(/^94032 · \d+ km/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Karte anzeigen' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeInViewport();
  await page.getByRole('button', { name: 'Suche ändern' }).click();
  // What the person sees: the form opens (a value alone is also in the hidden form while the tap waits for the app).
  await expect(page.getByLabel('Postleitzahl oder Ort')).toBeVisible();
  await expect(page.getByLabel('Postleitzahl oder Ort')).toHaveValue('94032');
  await expectNoAxeViolations(page);
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Auf einen Blick' })).toBeVisible();
  expect(await fits()).toBe(true);
});

test('a job list chosen by the editors opens at /auswahl/{slug}', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@oabat.example');
  const jobs = (await (await request.get('/api/v2/search/job?business_slug=baeckerei-huber&category=alles')).json()).data as { id: number; name: string }[];
  const res = await request.post('/api/job_lists', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Backstube und Verkauf in Passau', description: 'Unsere Auswahl für Frühaufsteher.', job_ids: jobs.slice(0, 2).map((j) => j.id) },
  });
  const list = (await res.json()).data as { slug: string };
  await page.goto(`/auswahl/${list.slug}`);
  await expect(page.getByRole('heading', { name: 'Backstube und Verkauf in Passau' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('link', { name: jobs[0].name })).toBeVisible();
  await expectNoAxeViolations(page);
  // A selection that is gone is no dead end: it says so and leads on to the search.
  await page.goto('/auswahl/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Diese Auswahl gibt es nicht' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Suche' }).click();
  await expect(page).toHaveURL(/\/ausbildung/);
});

test('a word over a wide radius lists title matches first, nearest first, with the exact count of a sparse area', async ({ page }) => {
  await page.goto('/alles/zip-passau-94032?umkreis=200');
  await page.getByLabel('Beruf oder Stichwort').fill('Elektroniker');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/q=Elektroniker/);
  // The first circle around Passau is smaller than the 200 km, but at its density the area holds few matches, so the
  // whole area is counted: an exact figure, not "at least" (lower bounds: result-count.test.ts, search.test.ts).
  const heading = page.getByRole('heading', { name: /^\d+ Treffer$/ });
  await expect(heading).toBeVisible();
  const total = Number((await heading.textContent())!.match(/\d+/)![0]);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(total, 20));
  // Title matches first (the job's name, occupation or business carries the word or its synonym Elektro).
  for (let i = 0; i < Math.min(3, await cards.count()); i++) await expect(cards.nth(i)).toContainText(/Elektr/i);
  const km = async (i: number) => Number((await cards.nth(i).textContent())!.match(/(\d+(?:,\d+)?) km/)?.[1].replace(',', '.') ?? NaN);
  expect(await km(0)).toBeLessThanOrEqual(await km(1));
  await expectNoAxeViolations(page);
});

test('"Ausbildung finden" starts a signed-in pupil at the postal code of their profile, on desktop and phone', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.addInitScript(() =>
      localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
    );
    await page.goto('/anmelden');
    await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).not.toHaveURL(/anmelden/);
    if (viewport.width < 600) await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Ausbildung finden' }).first().click();
    await expect(page).toHaveURL(/\/ausbildung\/zip-[a-z0-9-]+-\d{5}/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ausbildungsplätze in');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.context().close();
  }
});
