// The sign-up page of a region (inn-salzach): a guest is shown the registrations, a business joins with a click.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

test('a guest sees both registrations; a logged-in business signs up in the region', async ({ page }) => {
  await page.goto('/impressum');
  await startUsing(page);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.goto('/region/inn-salzach/anmeldung');
  await expect(page.getByRole('heading', { name: 'Anmeldung in der Region Inn-Salzach', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute('href', '/registrierung');
  await expect(page.getByRole('link', { name: 'Betrieb registrieren' })).toHaveAttribute('href', '/arbeitgeber/registrierung?channel=inn-salzach');
  await expectNoAxeViolations(page);

  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/region/inn-salzach/anmeldung');
  await page.getByRole('button', { name: 'Bäckerei Huber anmelden' }).click();
  await expect(page.getByText('Bäckerei Huber ist in der Region Inn-Salzach angemeldet.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Region Inn-Salzach' }).getByRole('link', { name: 'Übersicht' }).click();
  await expect(page.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();

  await page.goto('/region/altmuehlfranken/anmeldung');
  await expect(page.getByText('Diese Region bietet keine Anmeldung an.')).toBeVisible();
});
