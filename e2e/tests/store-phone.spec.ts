// The store on a 390 px phone (issue #36, 3.): a field's message goes once the field is fixed; what the page promises
// for a cancellation is what the cancellation does; each invoice shows its gross and its downloads on screen.
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('checkout messages clear when fixed; the cancellation ends when promised; invoices fit the phone', async ({ page, request }) => {
  const email = `store-telefon-${Date.now()}@test.example`;
  const reg = await request.post('/api/businesses', {
    data: {
      newBusiness: {
        name: `Glaserei Telefon ${Date.now()}`,
        firstname: 'Ida',
        lastname: 'Glas',
        email,
        password: 'Sicheres-Passwort-1',
        street: 'Innstraße 3',
        postal_code: '94032',
        city: 'Passau',
      },
      channel: 'oabat',
    },
  });
  expect(reg.status()).toBe(201);
  const token = ((await reg.json()) as { token: string }).token;
  await page.addInitScript((t) => {
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null }));
    localStorage.setItem('auth._token.local', JSON.stringify({ value: t, expires: null }));
  }, token);

  await page.goto('/betrieb/store/kasse?produkt=job');
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const person = page.getByRole('textbox', { name: 'Ansprechperson' });
  await expect(person).toHaveAttribute('aria-invalid', 'true');
  await person.fill('Ida Glas');
  // The fixed field's message is gone at once; the others stay until fixed.
  await expect(person).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'E-Mail für Rechnungen' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'E-Mail für Rechnungen' }).fill(email);
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Innstraße 3');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('94032');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Passau');
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Abonnements', level: 1 })).toBeVisible();

  // The invoice: number, gross and downloads within the 390 px.
  const invoice = page.getByRole('article', { name: /^Rechnung RE-/ }).first();
  await expect(invoice).toBeVisible();
  for (const el of [invoice.getByText(/\d+,\d{2}\s€/).first(), invoice.getByRole('button', { name: /^ZUGFeRD: Rechnung/ })]) {
    const box = (await el.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The promise before the button, the confirmation step and the result name the same day.
  const promise = (await page.getByTestId('cancellation-promise').first().innerText()).match(/endet es am (\d{1,2}\.\d{1,2}\.\d{4})/)![1];
  await page
    .getByRole('button', { name: /^Kündigen: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Abonnement kündigen' })).toContainText(`Es endet am ${promise}`);
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByText(new RegExp(`endet am ${promise.replace(/\./g, '\\.')}\\. Die Bestätigung`))).toBeVisible();
});
