// "Für dich" (issue 33) on a phone: the demo pupil (onboarding done, recommendations on) sees jobs with one reason
// each, and a skip takes the job away at once; guests see nothing personal.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { apiToken, bearer, loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('a guest is asked to log in and the home page has no "Für dich"', async ({ page }) => {
  await page.goto('/fuer-dich');
  await expect(page.getByRole('heading', { name: 'Für dich', level: 1 })).toBeVisible();
  await expect(page.getByText('Melde dich an, dann zeigen wir dir')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' }).last()).toHaveAttribute('href', '/anmelden?redirect=%2Ffuer-dich');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Finde deine Ausbildung in der Nähe', exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Für dich' })).toHaveCount(0);
});

test('the demo pupil sees recommendations with reasons, and "Nicht für mich" removes the first at once', async ({ page }) => {
  // The demo pupil has place and graduation; the onboarding's crafts and the switch are set here, as she would.
  const headers = bearer(await apiToken(page.request, 'azubi@oabat.example'));
  const me = await (await page.request.get('/api/auth/user', { headers })).json();
  const traineeId = (me.data ?? me).trainee.id as number;
  const put = await page.request.put(`/api/trainee/${traineeId}`, {
    headers,
    data: { crafts: ['craft'], onboarding_completed: true, allows_recommendations: true },
  });
  expect(put.status()).toBe(200);

  await loginAs(page, 'azubi@oabat.example');
  // The home page: a short section with a few cards and the link to all.
  await page.goto('/');
  const home = page.getByRole('region', { name: 'Für dich' });
  await expect(home.getByRole('article').first()).toBeVisible();
  expect(await home.getByRole('article').count()).toBeLessThanOrEqual(4);
  await home.getByRole('link', { name: 'Alle Empfehlungen' }).click();

  await expect(page).toHaveURL(/\/fuer-dich$/);
  await expect(page.getByRole('heading', { name: 'Für dich', level: 1 })).toBeVisible();
  const cards = page.getByTestId('recommendation');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByTestId('recommendation-reason')).toHaveText(/^passt zu: Handwerk · (unter 1|\d+) km/);
  await expectNoAxeViolations(page);

  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  // Names repeat across businesses; the link (business and job slug) is the job.
  const href = (await first.getByRole('link', { name, exact: true }).getAttribute('href'))!;
  const skipped = page.locator(`main a[href="${href}"]`);
  await first.getByRole('button', { name: `Nicht für mich: ${name}` }).click();
  await expect(skipped).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  // Reloaded, the skipped job stays away (the rating is stored).
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect(skipped).toHaveCount(0);
});
