// Pages that were cut on a 390 px phone (issue #36, 3.): the page is no wider than the screen, and no element reaches
// past its right edge (the embed codes' copy buttons, the statistics table, the fair terms).
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { loginAs } from '../support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

/** Elements whose right edge is past the screen (their text, for the message), and the page's scroll width. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      // Inside a box that scrolls sideways on purpose the element is reachable.
      let scrolls = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if ((s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') && p.getBoundingClientRect().right <= width + 0.5) scrolls = true;
      }
      if (!scrolls && r.right > width + 0.5)
        out.push(`${el.tagName.toLowerCase()}.${el.className}: ${(el.innerText ?? '').slice(0, 40)} (${Math.round(r.right)})`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 8) };
  });
}

async function expectFits(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
  const o = await overflow(page);
  expect(o.out, path).toEqual([]);
  expect(o.scrollWidth, path).toBeLessThanOrEqual(o.width);
}

test('the fair terms fit a 390 px phone', async ({ page }) => {
  await expectFits(page, '/agb-messe', 'Teilnahmebedingungen für Ausbildungsmessen');
});

test("a business's settings (iframe code) and statistics fit a 390 px phone", async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example');
  await expectFits(page, '/einstellungen', 'Auf der eigenen Website einbinden');
  await expectFits(page, '/betrieb/statistiken', 'Statistiken');
});

test("a region's settings (script code) fit a 390 px phone", async ({ page }) => {
  await loginAs(page, 'region@oabat.example');
  await expectFits(page, '/region/einstellungen', 'Auf der eigenen Website einbinden');
});
