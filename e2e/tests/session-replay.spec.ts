// Session replay (issue #17): a business user who allowed statistics cookies is recorded (the e2e server runs in
// production, where SESSION_REPLAY is on) up to the logout; the admin plays the recording on
// /admin/analytics/users/{id}/detailed. Issue #35: no text of the page reaches a recording (text, inputs and
// attributes masked, images blocked), and only the admin reads recordings (the dashboard account gets 403).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

const SECRET = 'Geheimtext4711';
const chunkStored = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/oabalytics/recordings') && r.status() === 201, { timeout: 30_000 });
const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const t = JSON.parse(localStorage.getItem('auth._token.local') ?? 'null');
    return (t?.value ?? t) as string;
  });

/** Words the page shows (letters only, at least 7 of them): none may occur in a recording. */
const shownWords = (page: Page) => page.evaluate(() => [...new Set(document.body.innerText.match(/[A-Za-zÄÖÜäöüß]{7,}/g) ?? [])].slice(0, 60));

// Issue #35, finding 8: in the full suite the bakery's page lists a story "Mein zweites Lehrjahr …" (content-channels
// spec); its card's id (the post's slug) reached the recording until ids were masked too (session-replay-mask.ts).
test('a consenting business user is recorded without any text of the page and the admin plays it back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The business user allows statistics cookies, logs in and visits two pages.
  await page.goto('/impressum');
  await startUsing(page);
  await page.getByRole('dialog', { name: 'Cookies und Datenschutz' }).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await loginAs(page, 'betrieb@oabat.example');
  const token = await tokenOf(page);
  const me = (await (await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).json()).data as { id: number };

  let stored = chunkStored(page);
  await page.goto('/betriebe/baeckerei-huber');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await stored;
  const shown = new Set(await shownWords(page));
  const businessName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(businessName.length).toBeGreaterThan(3);

  // Messages are not recorded at all (issue #35): from the home page to the chat, the recorder stops; nothing of the
  // time on the chat page (the mouse moves there) reaches a recording.
  await page.goto('/');
  await page
    .getByRole('link', { name: /Nachrichten/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  const chatFrom = await page.evaluate(() => Date.now());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.mouse.move(100 + i * 40, 200 + i * 20);
    await page.waitForTimeout(250);
  }
  for (const w of await shownWords(page)) shown.add(w);
  const chatTo = await page.evaluate(() => Date.now());

  stored = chunkStored(page);
  await page.goto('/betriebe/baeckerei-huber/bearbeiten');
  await expect(page.getByRole('heading', { name: 'Profil bearbeiten' })).toBeVisible();
  await stored;
  for (const w of await shownWords(page)) shown.add(w);
  await page.getByLabel('Motto').fill(SECRET);
  // Logging out at once: the recorder sends the last events (the typing) while the session still exists, instead of
  // losing what the ten-second chunk had not yet sent.
  stored = chunkStored(page);
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await stored;
  await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();

  // The admin finds the recordings and plays the newest one (the edit page).
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto(`/admin/analytics/users/${me.id}`);
  await admin.getByRole('link', { name: 'Sitzungsaufzeichnungen ansehen' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/analytics/users/${me.id}/detailed$`));
  await expect(admin.getByRole('heading', { name: /^Sitzungsaufzeichnungen/, level: 1 })).toBeVisible();
  const watch = admin.getByRole('button', { name: /^Ansehen:/ });
  await expect(watch.first()).toBeVisible();
  expect(await watch.count()).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(admin);

  await watch.first().click();
  await admin.getByRole('button', { name: 'Abspielen' }).click();
  await expect(admin.getByRole('button', { name: 'Pause' })).toBeVisible();
  const replay = admin.frameLocator('[data-testid="replay-host"] iframe');
  // The layout plays (the heading is there), its words do not: each character is a '*'.
  await expect(replay.locator('h1').first()).toBeAttached({ timeout: 20_000 });
  await expect(replay.locator('h1').first()).toHaveText(/^[*\s]+$/);
  await expect(replay.locator('input[value*="*"]').first()).toBeAttached({ timeout: 20_000 });
  // The controls around the replay are accessible; the replayed page itself is the business's, checked by its own specs.
  // (The shared helper waits for network idle, which never came with the replay frame in place.)
  await admin.getByRole('button', { name: 'Pause' }).click();
  const axe = await new AxeBuilder({ page: admin }).exclude('[data-testid="replay-host"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // What the server keeps holds no typed text in clear.
  const adminToken = await tokenOf(admin);
  const list = (
    await (await admin.request.get(`/api/admin/analytics/users/${me.id}/recordings`, { headers: { authorization: `Bearer ${adminToken}` } })).json()
  ).data as { id: string }[];
  const bodies = await Promise.all(
    list.map(async (r) =>
      (await admin.request.get(`/api/admin/analytics/users/${me.id}/recordings/${r.id}`, { headers: { authorization: `Bearer ${adminToken}` } })).text(),
    ),
  );
  const all = bodies.join('\n');
  expect(all).not.toContain(SECRET);
  expect(all).toContain('*'.repeat(SECRET.length));
  // Nor any text the pages showed: the business's name, the edit page's heading, the words on screen.
  for (const text of [businessName, 'Profil bearbeiten', 'Abmelden', ...shown]) expect(all, text).not.toContain(text);
  const times = bodies.flatMap((b) => (JSON.parse(b).data.events as { timestamp: number }[]).map((e) => e.timestamp));
  expect(times.filter((t) => t > chatFrom + 500 && t < chatTo)).toEqual([]);

  // The dashboard account reads no recordings (issue #35).
  const dash = await (await browser.newContext()).newPage();
  await loginAs(dash, 'dashboard@oabat.example', { rejectCookies: true });
  const dashToken = await tokenOf(dash);
  for (const url of [`/api/admin/analytics/users/${me.id}/recordings`, `/api/admin/analytics/users/${me.id}/recordings/${list[0]!.id}`]) {
    expect((await dash.request.get(url, { headers: { authorization: `Bearer ${dashToken}` } })).status(), url).toBe(403);
  }
});
