import { expect, test } from '@playwright/test';

test('a visitor opens the home page and sees the platform name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Oabat' })).toBeVisible();
});
