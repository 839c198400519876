import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('the business previews its unsaved job as the public page shows it and goes back to the editor', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/betrieb/job/erstellen?type=1');
  await expect(page.getByRole('heading', { name: 'Stelle erstellen' })).toBeVisible();
  await page.getByLabel('Titel der Stelle').fill('Ausbildung Bäcker/in 2027 (Vorschau)');
  await page.getByLabel('1. Ausbildungsjahr (€ im Monat)').fill('900');
  await page.getByLabel('Beschreibung').fill('Frühaufsteher gesucht: Brot, Brezen und Semmeln aus Meisterhand.');
  await page.getByRole('button', { name: 'Vorschau' }).click();

  await expect(page).toHaveURL(/\/betrieb\/job\/vorschau$/);
  await expect(page.getByRole('heading', { name: 'Ausbildung Bäcker/in 2027 (Vorschau)', level: 1 })).toBeVisible();
  await expect(page.getByText('Vorschau – noch nicht gespeichert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
  await expect(page.getByText('Frühaufsteher gesucht: Brot, Brezen und Semmeln aus Meisterhand.')).toBeVisible();
  await expect(page.getByText('900 € im Monat')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gefällt mir' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Zurück zum Editor' }).click();
  await expect(page.getByRole('heading', { name: 'Stelle erstellen' })).toBeVisible();
  await expect(page.getByLabel('Titel der Stelle')).toHaveValue('Ausbildung Bäcker/in 2027 (Vorschau)');
  await expect(page.getByLabel('Beschreibung')).toHaveValue('Frühaufsteher gesucht: Brot, Brezen und Semmeln aus Meisterhand.');
});
