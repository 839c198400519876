// Issue #36, the admin: the login lands in the admin area; Livestreams, Rundnachricht and Kampagnen are in the menu;
// the overview links the cache page, which clears the caches and says which.
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

test('the admin lands in the admin area, finds the unlinked pages in the menu and clears the caches', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/anmelden');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('admin@oabat.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/uebersicht$/);
  await expect(page.getByRole('heading', { name: 'Admin – Übersicht', level: 1 })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Hauptmenü', exact: true });
  for (const [label, path, heading] of [
    ['Livestreams', '/admin/livestreams', 'Livestreams'],
    ['Kampagnen', '/admin/kampagne', 'Kampagnen'],
    // The broadcast page is full screen (no menu): last.
    ['Rundnachricht', '/admin/chat', 'Chat-Rundnachricht'],
  ] as const) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  await page.goto('/admin/uebersicht');
  await page.getByRole('link', { name: 'Caches leeren' }).click();
  await expect(page.getByRole('heading', { name: 'Caches leeren', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Alle Caches leeren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Geleert: Suche, Sitzungen, Eigene Domains.' })).toBeVisible();
  // Still logged in: the sessions are read again, not ended.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Caches leeren', level: 1 })).toBeVisible();
});
