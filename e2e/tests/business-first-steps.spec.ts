// A new business's first steps (issue #36, 3.): the address at registration (postal code with place autocomplete)
// gives the first job its place and the profile to guests; the pay fields follow the training's duration and a saved
// pay is what the job page shows; the job limit is shown ("10 von 10 aktiven Stellen") with the ways to more.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

async function register(page: Page, name: string) {
  await page.goto('/arbeitgeber/registrierung');
  await page.getByRole('textbox', { name: 'Name des Betriebs' }).fill(name);
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Eva');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Holzer');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Innstraße 12');
  await page.getByRole('combobox', { name: 'Postleitzahl' }).fill('9403');
  await page
    .getByRole('option', { name: /^94032 / })
    .first()
    .click();
  await expect(page.getByRole('combobox', { name: 'Postleitzahl' })).toHaveValue('94032');
  await expect(page.getByRole('textbox', { name: 'Ort', exact: true })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`erste-schritte-${Date.now()}@test.example`);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Sicheres-Passwort-1');
  await page.getByRole('button', { name: 'Betrieb registrieren' }).click();
  await expect(page).not.toHaveURL(/registrierung/);
  return page.evaluate(() => (JSON.parse(localStorage.getItem('auth._token.local')!) as { value: string }).value);
}

test('registration asks the address; the first job is there and the profile is public; pay years follow the duration; a new pay shows at once', async ({
  page,
  browser,
}) => {
  const name = `Zimmerei Erster Schritt ${Date.now()}`;
  await page.goto('/arbeitgeber/registrierung');
  // Without an address the form names the fields to fill.
  await page.getByRole('button', { name: 'Betrieb registrieren' }).click();
  await expect(page.getByText('Bitte gib Straße und Hausnummer ein.')).toBeVisible();
  await register(page, name);

  await page.goto('/betrieb/job/erstellen?type=1');
  await page.getByLabel('Titel der Stelle').fill('Ausbildung Zimmerer/in');
  await page.getByLabel('Dauer in Monaten').fill('36');
  await expect(page.getByLabel('3. Ausbildungsjahr (€ im Monat)')).toBeVisible();
  await expect(page.getByLabel('4. Ausbildungsjahr (€ im Monat)')).toHaveCount(0);
  await page.getByLabel('Dauer in Monaten').fill('42');
  await expect(page.getByLabel('4. Ausbildungsjahr (€ im Monat)')).toBeVisible();
  await page.getByLabel('Dauer in Monaten').fill('36');
  await page.getByLabel('1. Ausbildungsjahr (€ im Monat)').fill('900');
  await page.getByLabel('2. Ausbildungsjahr (€ im Monat)').fill('1000');
  await page.getByLabel('3. Ausbildungsjahr (€ im Monat)').fill('1100');
  // A new business's job waits for the admin's approval (not verified yet).
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(page.getByRole('heading', { name: 'Ausbildung Zimmerer/in', level: 1 })).toBeVisible();
  await expect(page.getByText('94032').first()).toBeVisible();
  await expect(page.getByText(/900\s€ im Monat/)).toBeVisible();

  await page.getByRole('link', { name: 'Stelle bearbeiten' }).click();
  await page.getByLabel('1. Ausbildungsjahr (€ im Monat)').fill('950');
  await page.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(page.getByRole('heading', { name: 'Ausbildung Zimmerer/in', level: 1 })).toBeVisible();
  await expect(page.getByText(/950\s€ im Monat/)).toBeVisible();
  await expect(page.getByText(/900\s€ im Monat/)).toHaveCount(0);
  // The job page's answer figures of the business load (they said "Diesen Betrieb gibt es nicht.").
  await expect(page.getByText('Diesen Betrieb gibt es nicht.')).toHaveCount(0);
  const businessPath = new URL(page.url()).pathname.split('/jobs/')[0];

  // A guest opens the profile (it answered 404).
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(businessPath);
  await expect(guest.getByRole('heading', { name, level: 1 })).toBeVisible();
  await guest.context().close();
});

test('the job list shows the slots; at the limit the editor saves drafts and offers Premium or more slots', async ({ page, request }) => {
  const token = await register(page, `Schreinerei Grenze ${Date.now()}`);
  for (let i = 1; i <= 10; i += 1) {
    const res = await request.post('/api/v2/jobs/', {
      headers: { authorization: `Bearer ${token}` },
      data: { type_id: 3, name: `Schreiner (m/w/d) Nr. ${i}`, description: 'Möbel nach Maß.', status: 'published' },
    });
    expect(res.status()).toBe(201);
  }
  const slug = await page.evaluate(() =>
    fetch('/api/auth/user', { headers: { authorization: `Bearer ${JSON.parse(localStorage.getItem('auth._token.local')!).value}` } }).then((r) => r.json()),
  );
  await page.goto(`/betriebe/${slug.data.business.slug}/jobs/uebersicht`);
  await expect(page.getByText('10 von 10 aktiven Stellen', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Premium ansehen' })).toHaveAttribute('href', '/betrieb/store/feature/premium');
  await expect(page.getByRole('link', { name: 'Weitere Stellen kaufen' })).toHaveAttribute('href', '/betrieb/store/kasse?produkt=job');

  await page.getByRole('link', { name: 'Neue Stelle' }).click();
  await expect(page.getByText('Alle Stellen belegt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zur Freigabe einreichen' })).toBeDisabled();
  await page.getByLabel('Titel der Stelle').fill('Schreiner (m/w/d) Nr. 11');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Schreiner (m/w/d) Nr. 11', level: 1 })).toBeVisible();
  await expect(page.getByText('Entwurf – nicht öffentlich')).toBeVisible();
});
