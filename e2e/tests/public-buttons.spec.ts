// Issue #34: the server's HTML of a public page already shows Mantine buttons as buttons (the reset of
// UnstyledButton used to be linked after Button's sheet and won), with JavaScript off and after the app starts.
import { expect, test } from '../support/test.ts';
import { unstyledButtons } from '../support/buttons.ts';
import { startUsing } from '../support/wake.ts';

const PAGES: [string, string][] = [
  ['/', 'home'],
  ['/ausbildung/zip-passau-94032', 'place search'],
  ['/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3', 'job page'],
  ['/betriebe/baeckerei-huber', 'business profile'],
  ['/impressum', 'legal page'],
];
const PHONE = { width: 390, height: 844 };

for (const javaScriptEnabled of [false, true]) {
  test(`every button of a public page looks like one on a phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    let checked = 0;
    for (const [path, label] of PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), label).toBeLessThan(400);
      if (javaScriptEnabled) {
        await startUsing(page);
        await expect(page.locator('html'), label).toHaveAttribute('data-hydrated', 'true');
      }
      const { count, bad } = await unstyledButtons(page);
      checked += count;
      expect(bad, label).toEqual([]);
    }
    // A legal page on a phone may have none of its own (the menu is a burger), the others have several.
    expect(checked).toBeGreaterThan(PAGES.length);
    await context.close();
  });
}
