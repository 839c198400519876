// One rule for "expired" (issue 33): the demo bakery's apprenticeship that started on 1 September 2026 is expired.
// Its business sees it as "Abgelaufen" with "Verlängern", which opens the editor at the start date; its old link
// answers 410 until it has a new start date.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { phonePage } from '../support/pupils.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('a pupil on a phone who follows an old link to an expired job is told so, cannot like or apply, and finds similar jobs', async ({ page, browser }) => {
  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/betriebe/baeckerei-huber/jobs/uebersicht');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Abgelaufen', { exact: true }) })
    .first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const href = (await card.getByRole('link', { name, exact: true }).getAttribute('href'))!;

  const phone = await phonePage(browser);
  try {
    await loginAs(phone, 'azubi@oabat.example');
    await phone.goto(href);
    await expect(phone.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(phone.getByText('Diese Stelle ist abgelaufen')).toBeVisible();
    await expect(phone.getByRole('button', { name: /^Gefällt mir/ })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: /bewerben|Bewerbung/i })).toHaveCount(0);
    await expectNoAxeViolations(phone);
    await phone.getByRole('link', { name: 'Ähnliche Stellen suchen' }).click();
    await expect(phone).toHaveURL(/\/ausbildung/);
    await expect(phone.getByRole('article').first()).toBeVisible();
  } finally {
    await phone.context().close();
  }
});

test('the business sees its expired job as "Abgelaufen" and extends it with a new start date', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/betriebe/baeckerei-huber/jobs/uebersicht');
  const expired = page.getByRole('article').filter({ has: page.getByText('Abgelaufen', { exact: true }) });
  await expect(expired.first()).toBeVisible();
  // Open jobs of the same business are still "Veröffentlicht".
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByText('Veröffentlicht', { exact: true }) })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const card = expired.first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const href = (await card.getByRole('link', { name, exact: true }).getAttribute('href'))!;
  // Old links still reach the page, which says the job is gone.
  expect((await page.request.get(href)).status()).toBe(410);
  // Its own page tells the business too.
  await page.goto(href);
  await expect(page.getByText('Abgelaufen: der Beginn ist vorbei')).toBeVisible();
  await page.goto('/betriebe/baeckerei-huber/jobs/uebersicht');

  await page.getByRole('link', { name: `${name} verlängern` }).click();
  await expect(page.getByRole('heading', { name: 'Stelle bearbeiten' })).toBeVisible();
  await expect(page.getByText('Der Beginn dieser Stelle ist vorbei')).toBeVisible();
  const start = page.getByLabel('Beginn');
  await expect(start).toBeFocused();
  const next = `${new Date().getFullYear() + 1}-09-01`;
  await start.fill(next);
  await page.getByRole('button', { name: /^(Veröffentlichen|Zur Freigabe einreichen)$/ }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Extended: published again, the old link answers 200, and the list no longer marks it.
  expect((await page.request.get(href)).status()).toBe(200);
  await page.goto('/betriebe/baeckerei-huber/jobs/uebersicht');
  const again = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(again.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  await expect(again.getByText('Abgelaufen', { exact: true })).toHaveCount(0);
});
