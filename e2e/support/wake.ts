// A first visit of a server-rendered page reads HTML; the app starts with the first sign of use (web
// apps/web/src/ssr/wake.ts). A person moves the mouse or touches the page before they look for what only the
// app shows (the cookie notice, a map): tests do the same. On a page the browser renders itself the app runs anyway.
import type { Page } from '@playwright/test';

export async function startUsing(page: Page) {
  // Two steps: the mouse really moves even if the last call left it at one of these points.
  await page.mouse.move(11, 11);
  await page.mouse.move(13, 13);
  await page.waitForFunction(() => !document.getElementById('oabat-ssr-state') || document.documentElement.dataset.hydrated === 'true');
}
