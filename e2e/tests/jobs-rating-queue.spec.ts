import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

const queueCard = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Berufe entdecken' }).getByRole('article');

// The guest runs first: the trainee's skip below must not be the job the guest's replayed like is about.
test('a guest likes a job from the queue by swiping, logs in and finds the like replayed', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/favoriten');
  const card = queueCard(page);
  const name = (await card.getByRole('heading').textContent())!.trim();
  const box = (await card.boundingBox())!;
  const y = box.y + box.height / 2;
  // A finger moving right across the card.
  await card.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + 40, clientY: y, isPrimary: true });
  await card.dispatchEvent('pointermove', { pointerType: 'touch', clientX: box.x + 120, clientY: y, isPrimary: true });
  await card.dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + 200, clientY: y, isPrimary: true });
  const prompt = page.getByRole('dialog', { name: 'Like merken' });
  await expect(prompt).toBeVisible();
  await expect(page.getByText('Du hast einen Job in diesem Browser gemerkt.', { exact: false })).toBeAttached();
  await prompt.getByRole('link', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Demo-Passwort-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/favoriten/);
  const likes = page.locator('article', { has: page.getByRole('button', { name: /aus den Favoriten entfernen/ }) });
  await expect(likes.getByRole('link', { name, exact: true })).toBeVisible();
});

test('a trainee skips one job by key and likes the next, which then shows in the favourites', async ({ page }) => {
  await loginAs(page, 'azubi@oabat.example');
  await page.goto('/favoriten');
  await expect(page.getByRole('heading', { name: 'Berufe entdecken' })).toBeVisible();
  const card = queueCard(page);
  const first = (await card.getByRole('heading').textContent())!.trim();
  await expectNoAxeViolations(page);

  await card.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(card.getByRole('heading')).not.toHaveText(first);
  const second = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: 'Gefällt mir' }).click();
  await expect(card.getByRole('heading')).not.toHaveText(second);
  const likes = page.locator('article', { has: page.getByRole('button', { name: /aus den Favoriten entfernen/ }) });
  await expect(likes.getByRole('link', { name: second, exact: true })).toBeVisible();
  await expect(likes.getByRole('link', { name: first, exact: true })).toHaveCount(0);
});
