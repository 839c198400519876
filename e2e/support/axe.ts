// Accessibility scan of the current page; every violation is listed in the failure.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page) {
  // Scan the page as a person sees it once it has settled: lazy parts loaded, no transition half-way
  // (a half-faded text would be reported as low contrast).
  // A page with a live video never goes idle (the player keeps fetching fragments; the custom-domain test timed out
  // on the region's page while the demo stream ran): after 10 s it is scanned as it stands.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A page rendered in the browser may still be the empty shell when the network is quiet (its script parsing on a
  // busy machine): the registration page was scanned so three times in two CI runs. Every page here has a main
  // landmark and a first-level heading once rendered; a page without them is scanned after 10 s and reported.
  await page
    .waitForFunction(() => !!document.querySelector('main') && !!document.querySelector('h1, [role="heading"][aria-level="1"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}
