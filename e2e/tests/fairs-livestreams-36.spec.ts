// Issue #36, fairs and livestreams: two fairs at one place each open from their links; the stream and job pages
// hydrate without an error on full loads; a replay is labelled "Aufzeichnung", names nobody as live and its chat is
// closed; the stream form links a stream to a fair (the fair's page shows it) and saves are confirmed.
import { expect, test } from '../support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, loginAs } from '../support/session.ts';

const JOB_PATH = '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3';
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|mismatch|react\.dev\/errors\/4(1[89]|2[0-5])\b|error #4(1[89]|2[0-5])\b/i;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function adminAuth(request: APIRequestContext) {
  return bearer(await apiToken(request, 'admin@oabat.example'));
}

function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

test('two fairs at one place: each opens from its link on the home page and by its own address', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await adminAuth(page.request);
  const fair = (title: string, startsIn: number) => ({
    name: 'Winter-Jobmesse Passau',
    title,
    description: 'Betriebe aus Passau stellen sich vor.',
    channel: 'passau',
    start_at: inHours(startsIn),
    end_at: inHours(startsIn + 6),
    postal_code: '94032',
    city: 'Passau',
  });
  const first = (await (await page.request.post('/api/jobfairs', { headers, data: fair('Erster Termin', 1) })).json()).data;
  const second = (await (await page.request.post('/api/jobfairs', { headers, data: fair('Zweiter Termin', 2) })).json()).data;
  expect(first.location_slug).toBe(second.location_slug);

  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.goto('/');
  const links = page.getByRole('region', { name: 'Kommende Ausbildungsmessen' }).getByRole('link', { name: 'Winter-Jobmesse Passau' });
  await expect(links).toHaveCount(2);
  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/messe/${second.slug}$`));
  await expect(page.getByText('Zweiter Termin')).toBeVisible();
  // A full load of either address opens that fair (the server renders it, too).
  for (const [f, title] of [
    [first, 'Erster Termin'],
    [second, 'Zweiter Termin'],
  ] as const) {
    const res = await page.goto(`/messe/${f.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Winter-Jobmesse Passau', level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Keine Messe gefunden')).toHaveCount(0);
  }
  // The place's address still opens the soonest fair there.
  await page.goto(`/messe/${first.location_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Keine Messe gefunden')).toHaveCount(0);
});

test('full loads of the livestream page and a job page hydrate without an error, as a guest and as a pupil elsewhere in the world', async ({ browser }) => {
  test.setTimeout(180_000);
  const setup = await (await browser.newContext()).newPage();
  const streams = (await (await setup.request.get('/api/livestreams')).json()).data as { id: number }[];
  const paths = [`/livestream/${streams[0]!.id}`, JOB_PATH];
  for (const [who, timezoneId] of [
    [null, 'Europe/Berlin'],
    ['azubi@oabat.example', 'America/New_York'],
  ] as const) {
    const page = await (await browser.newContext({ timezoneId })).newPage();
    await page.addInitScript(() =>
      localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
    );
    if (who) await loginAs(page, who);
    const problems = watchProblems(page);
    for (const path of paths) {
      // Twice: the second load has the floating stream window and the stored state of the first.
      for (let i = 0; i < 2; i++) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await page.mouse.move(20, 20);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForTimeout(500);
      }
    }
    expect(problems.filter((p) => HYDRATION_PROBLEM.test(p) || p.startsWith('pageerror'))).toEqual([]);
  }
});

test('a replay is labelled Aufzeichnung, names nobody as live, and its chat is closed', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await adminAuth(page.request);
  const title = `Rückblick ${Date.now()}`;
  // The slot runs now: before, the programme said "Jetzt live: Bäckerei Huber" for a stream that was over.
  const created = await page.request.post('/api/livestreams', {
    headers,
    data: {
      title,
      planned_start: inHours(-1),
      planned_end: inHours(1),
      replay_url: '/hls/aufzeichnung.m3u8',
      slots: [{ business_slug: 'baeckerei-huber', starts_at: inHours(-0.5), ends_at: inHours(0.5) }],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.goto(`/livestream/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Aufzeichnung', { exact: true })).toBeVisible();
  const programme = page.getByRole('region', { name: 'Programm' });
  await expect(programme.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
  await expect(page.getByText('Jetzt live')).toHaveCount(0);
  await expect(programme.getByText('Live', { exact: true })).toHaveCount(0);
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByRole('status')).toHaveText(/Das ist eine Aufzeichnung: Der Chat ist geschlossen/);
  await expect(chat.getByRole('button', { name: /Senden/ })).toHaveCount(0);
  await expect(chat.getByLabel('Dein Spitzname im Chat')).toHaveCount(0);
});

test('the admin links a new stream to a fair; the save is confirmed and the fair page lists the stream', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  const fairName = `Frühjahrsmesse ${Date.now()}`;
  await page.goto('/admin/messen');
  await page.getByRole('button', { name: 'Neue Messe anlegen' }).click();
  await page.getByRole('textbox', { name: 'Name der Messe' }).fill(fairName);
  await page.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Passau' });
  await page.getByRole('textbox', { name: 'Beginn', exact: true }).fill('2030-05-02T10:00');
  await page.getByRole('textbox', { name: 'Ende', exact: true }).fill('2030-05-02T16:00');
  await page.getByRole('textbox', { name: 'Postleitzahl des Messeorts' }).fill('94032');
  await page.getByRole('button', { name: 'Messe anlegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Die Messe „${fairName}“ ist angelegt.` })).toBeVisible();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Die Messe „${fairName}“ ist gespeichert.` })).toBeVisible();

  const streamTitle = `Messe-Stream ${Date.now()}`;
  await page.goto('/admin/livestreams');
  await page.getByRole('button', { name: 'Neuer Livestream' }).click();
  await page.getByRole('textbox', { name: 'Titel' }).fill(streamTitle);
  await page.getByRole('textbox', { name: 'Geplanter Beginn' }).fill('2030-05-02T11:00');
  await page.getByRole('textbox', { name: 'Geplantes Ende' }).fill('2030-05-02T12:00');
  const select = page.getByRole('combobox', { name: 'Messe' });
  await select.selectOption((await select.locator('option', { hasText: fairName }).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Livestream anlegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Der Livestream ist angelegt.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Messe' })).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Livestream speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Der Livestream ist gespeichert.' })).toBeVisible();

  const fairs = (await (await page.request.get('/api/jobfairs')).json()).data as { name: string; slug: string }[];
  await page.goto(`/messe/${fairs.find((f) => f.name === fairName)!.slug}`);
  await expect(page.getByRole('region', { name: 'Livestreams der Messe' }).getByRole('link', { name: streamTitle })).toBeVisible();
});
