// Server rendering: a job page's first HTML already holds the page, and in the browser it hydrates
// without a mismatch and stays interactive (a logged-in trainee likes the job).
import { expect, test } from '../support/test.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const JOB_PATH = '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3';
const JOB_NAME = 'Ausbildung Konditor/in 2027';
// Production React reports a hydration mismatch as minified errors #418 to #425.

test('the job page arrives rendered: title, heading and JobPosting without JavaScript', async ({ request }) => {
  const res = await request.get(JOB_PATH);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${JOB_NAME} bei Bäckerei Huber | Oabat</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${JOB_NAME.replace('/', '\\/')}</h1>`));
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
  expect(ld).toMatchObject({ '@type': 'JobPosting', title: JOB_NAME, hiringOrganization: { name: 'Bäckerei Huber' } });
});

const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|mismatch|react\.dev\/errors\/4(1[89]|2[0-5])\b|error #4(1[89]|2[0-5])\b/i;

test('public pages hydrate without a warning and without fetching their data again', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const pages: [string, string, RegExp][] = [
    ['/', 'home', /^\/api\/(search|v2\/locations)/],
    [JOB_PATH, 'job', /^\/api\/jobs\//],
    ['/betriebe/baeckerei-huber', 'business', /^\/api\/v2\/business\//],
    ['/betriebe/baeckerei-huber/baeckerei-huber', 'business site', /^\/api\/v2\/business\//],
    ['/betriebe/baeckerei-huber/jobs/uebersicht', 'jobs overview', /^\/api\/jobs$/],
    ['/jobs/ausbildung-konditor-in-2027-3/praktikum', 'job (internship route)', /^\/api\/jobs\//],
    ['/ausbildung/zip-passau-94032', 'search', /^\/api\/(search$|v2\/locations)/],
    ['/schule/mittelschule-passau-st-nikola', 'school', /^\/api\/schools\//],
    ['/region/passau', 'region', /^\/api\/regions\//],
    ['/impressum', 'legal', /^\/api\/site$/],
    ['/region/passau/ausbildung', 'region jobs', /^\/api\/regions\//],
    ['/betriebe', 'business list', /^\/api\/v2\/businesses/],
    ['/betrieb', 'employer landing', /^$/],
    ['/schule', 'school landing', /^$/],
    ['/region', 'region landing', /^\/api\/regions$/],
  ];
  for (const [path, label, dataCall] of pages) {
    const refetched: string[] = [];
    const onRequest = (req: import('@playwright/test').Request) => {
      const u = new URL(req.url());
      if (dataCall.test(u.pathname)) refetched.push(u.pathname);
    };
    page.on('request', onRequest);
    const res = await page.goto(path);
    expect(res?.status(), label).toBe(200);
    await startUsing(page);
    await expect(page.locator('html'), label).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(refetched, `${label} fetched its data again`).toEqual([]);
  }
  expect(problems.filter((p) => HYDRATION_PROBLEM.test(p))).toEqual([]);
});

test('on a phone the search page hydrates without a warning and keeps the map behind its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/ausbildung/zip-passau-94032');
  await startUsing(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: 'Karte anzeigen' })).toBeVisible();
  expect(problems.filter((p) => HYDRATION_PROBLEM.test(p))).toEqual([]);
});

test('a trainee likes the job on the server-rendered page; it hydrates without a warning', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  await loginAs(page, 'azubi@oabat.example');
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));

  // A full page load, so the server renders it and the browser hydrates.
  const res = await page.goto(JOB_PATH);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: JOB_NAME })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const like = page.getByRole('button', { name: /^Gefällt mir/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Gefällt mir ✓');
  // Still liked after a reload: the server saved it, and the page shows the trainee's own view again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: /^Gefällt mir/ })).toHaveAttribute('aria-pressed', 'true');
  expect(problems.filter((p) => HYDRATION_PROBLEM.test(p))).toEqual([]);
});

test('what a visitor types and clicks before the page is interactive is not lost', async ({ page }) => {
  // The search page's code arrives late, as on a slow phone; the server's HTML is already there.
  await page.route(/\/assets\/search-page-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/alles/zip-passau-94032', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('Beruf oder Stichwort').fill('Elektroniker');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/q=Elektroniker/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Beruf oder Stichwort')).toHaveValue('Elektroniker');
});

test('a first visit on a phone loads only the boot; the first tap starts the app and is not lost', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  // The visit counts for the bakery's statistics although no app runs yet: the boot sends it.
  const viewSent = page.waitForResponse((r) => /\/api\/business\/\d+\/activities$/.test(r.url()) && r.request().method() === 'POST');
  await page.goto(JOB_PATH);
  await expect(page.getByRole('heading', { level: 1, name: JOB_NAME })).toBeVisible();
  expect((await viewSent).status()).toBeLessThan(300);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  // The guest taps "Gefällt mir" on the server's HTML: the tap starts the app and is replayed once it owns the page.
  // The app's code comes late, as on a slow phone: meanwhile the button shows at once that the tap was taken.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const like = page.getByRole('button', { name: /^Gefällt mir/ });
  await like.tap();
  await expect(like).toHaveAttribute('aria-busy', 'true');
  await expect(like).toHaveCSS('cursor', 'progress');
  // The mark keeps the text readable (dimmed, it failed the contrast rule while a tap waited).
  await expectNoAxeViolations(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  expect(scripts.length).toBeGreaterThan(10);
  await context.close();
});

test('a guest who liked a job earlier and taps "Gefällt mir" before the app runs keeps the like (the server cannot know it)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const like = page.getByRole('button', { name: /^Gefällt mir/ });
  await page.goto(JOB_PATH);
  await like.tap();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // Next visit: the server's HTML shows the button unpressed; the guest taps it before the app's code is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(JOB_PATH);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.tap();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The tap asked for "liked", which it already is: not undone.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('oabat.local_ratings'))).toContain('"value":100');
  await context.close();
});
