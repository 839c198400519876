// Issue #34: on a phone the cookie notice takes at most a tenth of the screen, and a dialog (Mantine's modal,
// e.g. the login prompt after a guest's like) lies above it, never under it.
import { expect, test } from '../support/test.ts';
import { startUsing } from '../support/wake.ts';

const PHONE = { width: 390, height: 844 };

test('on a 390x844 phone the cookie notice takes at most a tenth of the screen and stays under a dialog', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3');
  await startUsing(page);
  const notice = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(PHONE.height / 10);
  // Its choices are all there and fit the width.
  for (const name of ['Alle akzeptieren', 'Nur notwendige', 'Einstellungen']) {
    const b = (await notice.getByRole('button', { name }).boundingBox())!;
    expect(b.x + b.width, name).toBeLessThanOrEqual(PHONE.width);
  }

  // A guest's like opens the login prompt: it covers the notice (its centre belongs to the dialog's layer).
  await page.getByRole('button', { name: 'Gefällt mir' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Wir haben dir den Job gemerkt.' });
  await expect(prompt).toBeVisible();
  const onTop = await page.evaluate(({ x, y }) => !document.elementFromPoint(x, y)?.closest('[aria-label="Cookies und Datenschutz"]'), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(onTop).toBe(true);
  const zIndex = (el: Element) => Number(getComputedStyle(el).zIndex) || 0;
  const noticeZ = await notice.evaluate(zIndex);
  const modalZ = await page.locator('.mantine-Modal-root .mantine-Modal-inner, .mantine-Modal-overlay').first().evaluate(zIndex);
  expect(noticeZ).toBeLessThan(modalZ);
  await context.close();
});
