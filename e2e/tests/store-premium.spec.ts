// Store (issue #16): the demo business books premium by invoice at the checkout, reads the order confirmation in
// its mailbox, sees the premium mark on its job, downloads the PDF invoice, cancels ("Kündigung") and sees when
// the subscription ends.
import { expect, test } from '../support/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMessage } from '../support/outbox.ts';
import { apiToken, bearer, loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

/**
 * CI retries a failed test once: the retry must start where the first try did. The admin removes the demo business's
 * Premium bookings (a first try may have booked, or booked and cancelled), so the checkout books the only one.
 */
async function withoutPremium(request: APIRequestContext) {
  const headers = bearer(await apiToken(request, 'admin@oabat.example'));
  const jobs = (await (await request.get('/api/v2/search/job?business_slug=baeckerei-huber&category=alles')).json()).data as { business: { id: number } }[];
  const subs = `/api/v2/business/${jobs[0]!.business.id}/subscriptions`;
  const list = (await (await request.get(subs, { headers })).json()).data as { id: number; product: { slug: string } }[];
  for (const s of list.filter((x) => x.product.slug === 'premium')) expect((await request.delete(`${subs}/${s.id}`, { headers })).status()).toBe(204);
}

test('a business buys premium by invoice, gets the confirmation, its job is marked, it downloads the invoice and cancels', async ({ page, request }) => {
  test.setTimeout(120_000);
  await withoutPremium(request);
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });

  await page.goto('/betrieb/store');
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('49,00 € netto im Monat')).toBeVisible();
  await expectNoAxeViolations(page);
  await premium.getByRole('link', { name: 'Mehr erfahren: Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Premium', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Premium buchen' }).click();

  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
  await expect(page.getByTestId('gross')).toHaveText('58,31 €');
  await page.getByRole('textbox', { name: 'Ansprechperson' }).fill('Franz Huber');
  await page.getByRole('textbox', { name: 'E-Mail für Rechnungen' }).fill('rechnung@baeckerei-huber.example');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Ludwigstraße 3');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('94032');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Passau');
  // Without the AGB nothing is bought.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte akzeptiere die AGB.' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).dblclick();

  await expect(page.getByRole('heading', { name: 'Abonnements', level: 1 })).toBeVisible();
  await expect(page.getByText('Vielen Dank! Premium ist gebucht.')).toBeVisible();
  const sub = page.getByRole('article', { name: 'Premium' });
  await expect(sub).toHaveCount(1);
  await expect(sub.getByText('Aktiv')).toBeVisible();

  const mail = await latestMessage(page.request, 'rechnung@baeckerei-huber.example', /Bestellbestätigung: Premium/);
  expect(mail.body_text).toMatch(/58,31\s€ brutto/);

  // The premium mark on the business's job.
  await page.goto('/betriebe/baeckerei-huber');
  // The server rendered the profile for a guest; the app redraws it for the logged-in owner. The owner's panel used to
  // push the list down then (a click was lost on CI); profiles-business.spec now checks that nothing moves. Here the
  // business clicks once the page is the app's.
  await startUsing(page);
  await page.locator('[id^="profile-job-"] a').first().click();
  await expect(page).toHaveURL(/\/jobs\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();

  await page.goto('/betrieb/abonnements');
  // Newest invoice first (a retry's business keeps the first try's invoice).
  const row = page.getByRole('row').filter({ hasText: '58,31 €' }).first();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^PDF: Rechnung/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^RE-\d{4}-\d{6}\.pdf$/);
  expect((await (await import('node:fs/promises')).readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Kündigen: Premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Abonnement kündigen' })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByText(/Gekündigt: Premium endet am \d{1,2}\.\d{1,2}\.\d{4}/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Premium' }).getByTestId('ends-at')).toHaveText(/Endet am \d{1,2}\.\d{1,2}\.\d{4}/);
  await expect(page.getByRole('article', { name: 'Premium' }).getByText('Gekündigt')).toBeVisible();
  await expectNoAxeViolations(page);
  await latestMessage(page.request, 'rechnung@baeckerei-huber.example', /Kündigungsbestätigung: Premium/);
});
