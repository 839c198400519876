import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test("the editor checks an internship's hours against the JArbSchG and the job page shows the hours and the rule", async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/betrieb/job/erstellen?type=2');
  await expect(page.getByRole('heading', { name: 'Stelle erstellen' })).toBeVisible();
  const name = `Schülerpraktikum Backstube ${Date.now()}`;
  await page.getByLabel('Titel der Stelle').fill(name);
  await expect(page.getByText(/Jugendarbeitsschutz für Schülerinnen und Schüler unter 15 Jahren.*höchstens 7 Stunden am Tag/)).toBeVisible();
  await page.getByLabel('Stunden am Tag').fill('8');
  await page.getByLabel('Arbeitsbeginn').fill('05:30');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  // Each field says why; the form's alert repeats the first thing to fix.
  await expect(page.getByText(/dürfen höchstens 7 Stunden am Tag arbeiten \(§ 5 Abs\. 2/).first()).toBeVisible();
  await expect(page.getByText(/erst ab 6 Uhr arbeiten \(Nachtruhe, § 14 JArbSchG\)/).first()).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Stunden am Tag').fill('6');
  await page.getByLabel('Stunden in der Woche').fill('30');
  await page.getByLabel('Arbeitsbeginn').fill('08:00');
  await page.getByLabel('Arbeitsende').fill('14:30');
  await page.getByLabel('Pausen (Minuten am Tag)').fill('30');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Arbeitszeit:' })).toContainText('08:00 bis 14:30 Uhr');
  await expect(page.getByRole('listitem').filter({ hasText: 'Stunden:' })).toContainText('6 Std. am Tag, 30 Std. in der Woche');
  await expect(page.getByRole('listitem').filter({ hasText: 'Jugendarbeitsschutz:' })).toContainText('höchstens 7 Stunden am Tag');
});
