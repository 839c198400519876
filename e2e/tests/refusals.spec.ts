// Issue #34: a refused write looks refused. A guest's like answered 429 shows the server's German message and the
// button stays "Gefällt mir" (no ✓, no "gemerkt" dialog). Rating and vote: unit tests beside their components.
import { expect, test } from '../support/test.ts';
import { startUsing } from '../support/wake.ts';

const JOB_PATH = '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3';
const REFUSED = 'Von deinem Anschluss kamen schon viele Bewertungen. Bitte melde dich an, um weiter zu bewerten.';

test("a guest's like refused with 429 shows the message and leaves the button as it was", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  // The API's error format: { message } with the status.
  await page.route('**/api/v2/jobs/anonymous_ratings/**', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: REFUSED }) }),
  );
  await page.goto(JOB_PATH);
  await startUsing(page);
  const like = page.getByRole('button', { name: 'Gefällt mir' });
  await like.click();
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('Gefällt mir');
  await expect(page.getByText('Wir haben dir den Job gemerkt.')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('oabat.local_ratings'))).toBeNull();

  // Once the server takes it, the like shows.
  await page.unroute('**/api/v2/jobs/anonymous_ratings/**');
  await like.click();
  await expect(page.getByRole('button', { name: 'Gefällt mir ✓' })).toHaveAttribute('aria-pressed', 'true');
});
