// Reviews on the web: the demo trainee reviews a business, the admin approves it on /admin/uebersicht, and it
// appears on the business's public profile.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

// A demo business the trainee has not reviewed in the demo data (Bäckerei Huber already has their review).
const BUSINESS = '/betriebe/schreinerei-pichler';

/** The e2e specs share one database: a review of an earlier run is deleted first, through the page. */
async function deleteOwnReviewIfAny(page: Page) {
  const section = page.getByRole('region', { name: 'Bewertungen' });
  await expect(section.getByRole('heading', { name: 'Bewertung schreiben' }).or(section.getByRole('button', { name: 'Bewertung löschen' }))).toBeVisible();
  if (await section.getByRole('button', { name: 'Bewertung löschen' }).isVisible()) {
    await section.getByRole('button', { name: 'Bewertung löschen' }).click();
    await section.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(section.getByRole('heading', { name: 'Bewertung schreiben' })).toBeVisible();
  }
}

test('a trainee reviews a business, the admin approves it, and it appears on the profile', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const text = `Werkstatt mit Herz: ich durfte im Praktikum selbst ein Regal bauen (${Date.now()}).`;

  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.goto(BUSINESS);
  const section = page.getByRole('region', { name: 'Bewertungen' });
  await deleteOwnReviewIfAny(page);
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(section.getByRole('alert')).toContainText('Bitte wähle 1 bis 5 Sterne.');
  // The fourth star, clicked as a person does (the radio input itself is visually hidden behind its star).
  const star = section.getByRole('radio', { name: '4 Sterne' });
  await section.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await expect(star).toBeChecked();
  await section.getByLabel('Deine Bewertung').fill(text);
  await section.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(section.getByRole('status')).toHaveText('Danke! Deine Bewertung erscheint, sobald das Oabat-Team sie geprüft hat.');
  const own = section.getByRole('region', { name: 'Deine Bewertung' });
  await expect(own.getByText('Wird geprüft')).toBeVisible();
  await expect(own.getByText(text)).toBeVisible();
  await expect(section.getByRole('list', { name: /Bewertungen von/ }).getByText(text)).toHaveCount(0); // not public yet
  await expectNoAxeViolations(page);

  const admin = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/admin/uebersicht');
  const pending = admin.getByRole('list', { name: 'Bewertungen zur Freigabe' }).getByRole('listitem').filter({ hasText: text });
  await expect(pending).toContainText('Betrieb: Schreinerei Pichler');
  await expectNoAxeViolations(admin);
  await pending.getByRole('button', { name: /freigeben/ }).click();
  await expect(pending).toHaveCount(0);

  // The public sees it: a guest opens the profile.
  const guest = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await guest.goto(BUSINESS);
  const published = guest.getByRole('list', { name: 'Bewertungen von Schreinerei Pichler' }).getByRole('listitem').filter({ hasText: text });
  await expect(published).toBeVisible();
  await expect(published.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
  await expect(published.getByText('Lena', { exact: true })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Melde dich an' })).toBeVisible();
  await expectNoAxeViolations(guest);

  // The author sees it published.
  await page.reload();
  await expect(section.getByRole('region', { name: 'Deine Bewertung' }).getByText('Veröffentlicht')).toBeVisible();
});

test('a trainee rates Oabat in the settings, the admin approves it, and the home page shows it', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const text = `Mit Oabat habe ich in zwei Wochen drei Praktika in meiner Nähe gefunden (${Date.now()}).`;
  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.goto('/einstellungen');
  const section = page.getByRole('region', { name: 'Oabat bewerten' });
  // The demo trainee already rated Oabat (demo data): they see that review with its state and delete it.
  await expect(section.getByRole('heading', { name: 'Oabat bewerten' })).toBeVisible();
  const remove = section.getByRole('button', { name: 'Bewertung löschen' });
  await expect(remove.or(section.getByRole('button', { name: 'Bewertung senden' }))).toBeVisible();
  if (await remove.isVisible()) {
    await expect(section.getByRole('region', { name: 'Deine Bewertung' })).toBeVisible();
    await remove.click();
    await section.getByRole('button', { name: 'Ja, löschen' }).click();
  }
  const star = section.getByRole('radio', { name: '5 Sterne' });
  await section.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await section.getByLabel('Deine Bewertung').fill(text);
  await section.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(section.getByRole('status')).toHaveText('Danke! Deine Bewertung erscheint, sobald das Oabat-Team sie geprüft hat.');
  await expect(section.getByText('Wird geprüft')).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/admin/uebersicht');
  const pending = admin.getByRole('list', { name: 'Bewertungen zur Freigabe' }).getByRole('listitem').filter({ hasText: text });
  await expect(pending).toContainText('Oabat');
  await pending.getByRole('button', { name: /freigeben/ }).click();
  await expect(pending).toHaveCount(0);

  const guest = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await guest.goto('/');
  const reviews = guest.getByRole('list', { name: 'Bewertungen von Oabat' });
  await expect(reviews.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await startUsing(guest);
  await guest.getByRole('button', { name: 'Nur notwendige' }).click();
  await expectNoAxeViolations(guest);
});
