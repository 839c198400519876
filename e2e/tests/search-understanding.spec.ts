// Issue #33 on a phone: the search understands how pupils type, says what it searched, and the admin turns a
// search without results into a synonym that works at the next search.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { loginAs } from '../support/session.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

async function searchFor(page: Page, word: string) {
  await page.goto('/alles/zip-passau-94032?umkreis=200');
  await expect(page.getByRole('heading', { name: /Treffer/ })).toBeVisible();
  // On a phone the form is folded under "Suche ändern".
  await page.getByRole('button', { name: 'Suche ändern' }).click();
  await page.getByLabel('Beruf oder Stichwort').fill(word);
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
}
const titles = (page: Page) => page.getByRole('article').getByRole('link').first();

test('a pupil types "Frisörin" and sees Friseur jobs; "Mechatronicker" asks "Meintest du Mechatroniker?"', async ({ page }) => {
  await searchFor(page, 'Frisörin');
  await expect(titles(page)).toContainText('Friseur');
  await searchFor(page, 'Mechatronicker');
  await expect(page.getByText('Meintest du')).toContainText('Mechatroniker');
  await expect(titles(page)).toContainText(/Mechatroniker/i);
  await searchFor(page, 'Computer');
  await expect(page.getByText(/Wir zeigen dir Berufe rund um Computer: .*Fachinformatiker/)).toBeVisible();
});

test('the admin adds a synonym for a word without results; the next search finds jobs', async ({ page, browser }) => {
  const word = `Brezenkünstlerin${Date.now() % 100000}`;
  await searchFor(page, word);
  await expect(page.getByRole('heading', { name: 'Keine Treffer' })).toBeVisible();

  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/admin/uebersicht');
  await admin.getByRole('link', { name: /Suchen ohne Treffer/ }).click();
  const row = admin.getByRole('article', { name: word.toLowerCase() });
  await expect(row).toBeVisible();
  await row.getByLabel(/meint/).fill('Bäcker/in');
  await row.getByRole('button', { name: 'Synonym anlegen' }).click();
  await expect(admin.getByRole('status')).toContainText('findet jetzt');
  await expect(admin.getByRole('cell', { name: 'Bäcker/in' })).toBeVisible();

  await searchFor(page, word);
  await expect(titles(page)).toContainText('Bäcker');

  await admin.getByRole('button', { name: `Synonym ${word.toLowerCase()} entfernen` }).click();
  await expect(admin.getByRole('status')).toContainText('entfernt');
  await admin.close();
});

test('nothing found is no dead end: related occupations with jobs here, then a wider radius', async ({ page }) => {
  // No sweets technologist is trained near Passau; bakers and confectioners (the same KldB group 292) are.
  await page.goto(`/ausbildung/zip-passau-94032?umkreis=25&q=${encodeURIComponent('Süßwarentechnologe')}`);
  await expect(page.getByRole('heading', { name: 'Keine Treffer' })).toBeVisible();
  // A long word shortens the folded search's summary, not its button.
  const change = page.getByRole('button', { name: 'Suche ändern' });
  const fits = await change.evaluate((b) => {
    const text = document.createRange();
    text.selectNodeContents(b);
    const box = b.getBoundingClientRect();
    return text.getBoundingClientRect().right <= box.right && box.right <= window.innerWidth;
  });
  expect(fits).toBe(true);
  await expect(page.getByText('Verwandte Berufe mit Stellen hier:')).toBeVisible();
  await expect(page.getByText(/Bäcker\/in \(\d+ Stellen?\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Im Umkreis von 50 km suchen' })).toBeVisible();
  await page.getByRole('link', { name: 'Bäcker/in', exact: true }).click();
  await expect(page).toHaveURL(/q=B%C3%A4cker%2Fin|q=Bäcker/);
  await expect(titles(page)).toContainText('Bäcker');
});
