// Issue #34, item 1: what a person sees first is what the app shows. For every public page type, the first screen
// of the server's HTML with JavaScript off is compared pixel by pixel with the same page after the app has started,
// on a phone and on a desktop: at most 0.5 % of the pixels may differ, and every button looks like one.
// A new page type is one row of PAGES (docs/public-pages.md).
import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { unstyledButtons } from '../support/buttons.ts';
import { comparePngs } from '../support/pixels.ts';

interface Row {
  name: string;
  path: string;
  /** Parts that legitimately differ between the two (CSS selector and why): left out of the comparison. */
  mask?: { selector: string; why: string }[];
  /** The page cannot meet the comparison: why. It is still compared and its figure reported, but not required. */
  exempt?: string;
}

const JOB = '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3';
// Leaflet draws the map (tiles, markers, zoom) in the browser: a map needs script. The server keeps its place in
// the map's grey, so nothing moves and the rest of the screen is compared.
const MAP = { selector: '[data-testid="results-map"]', why: 'the results map is drawn by Leaflet in the browser' };
export const PAGES: Row[] = [
  { name: 'Startseite', path: '/' },
  { name: 'Ortssuche Ausbildung', path: '/ausbildung/zip-passau-94032', mask: [MAP] },
  { name: 'Ortssuche Praktikum', path: '/praktikum/zip-passau-94032', mask: [MAP] },
  { name: 'Ortssuche Unternehmen', path: '/unternehmen/zip-passau-94032', mask: [MAP] },
  { name: 'Ortssuche alles', path: '/alles/zip-passau-94032', mask: [MAP] },
  { name: 'Suche ohne App (Formular)', path: '/suche?ort=94032&kategorie=ausbildung', mask: [MAP] },
  { name: 'Stellenseite', path: JOB },
  { name: 'Betriebsprofil', path: '/betriebe/baeckerei-huber' },
  { name: 'Betriebsstandort', path: '/betriebe/baeckerei-huber/baeckerei-huber' },
  { name: 'Jobübersicht des Betriebs', path: '/betriebe/baeckerei-huber/jobs/uebersicht' },
  { name: 'Schule', path: '/schule/mittelschule-passau-st-nikola' },
  { name: 'Region', path: '/region/passau' },
  ...['ausbildung', 'praktikum', 'unternehmen', 'schulen', 'news', 'arbeitgeber'].map((sub) => ({ name: `Region ${sub}`, path: `/region/passau/${sub}` })),
  { name: 'Messe', path: '/messe/digitale-ausbildungsmesse-passau' },
  { name: 'Livestream', path: '/livestream/1', mask: [{ selector: 'video', why: 'the stream plays: its frame changes every moment' }] },
  { name: 'Event', path: '/event/online-infoabend-ausbildung-in-der-region-2' },
  { name: 'Statistiken', path: '/statistiken' },
  { name: 'Leichte Sprache', path: '/leichte-sprache' },
  ...['impressum', 'datenschutz', 'agb', 'agb-messe', 'nutzungsbedingungen', 'nutzungsbedingungen-fuer-bildungseinrichtungen', 'app-datenschutz'].map((p) => ({
    name: `Rechtliches ${p}`,
    path: `/${p}`,
  })),
  { name: 'Für Betriebe, Regionen, Schulen', path: '/betriebe' },
  { name: 'Seite nicht gefunden (404)', path: '/gibt-es-wirklich-nicht' },
  {
    name: 'Beitrag',
    path: '/beitrag/praktikumswoche-der-8-klassen-5',
    exempt: 'not server-rendered yet: /beitrag/* is served as the client shell (not in PAGE_HEADS), so without JavaScript it is empty',
  },
  ...[
    ['Einbettung Jobs', '/embed/jobs?business=baeckerei-huber'],
    ['Einbettung Betriebe', '/embed/businesses?place=94032&radius=20'],
    ['Einbettung Jobübersicht', '/jobs/uebersicht_embed'],
    ['Einbettung Jobkarte', '/jobs/ausbildung-konditor-in-2027-3/card_embed'],
    ['Einbettung Region Ausbildung', '/region/passau/ausbildung_embed'],
    ['Einbettung Region Unternehmen', '/region/passau/unternehmen_embed'],
  ].map(([name, path]) => ({
    name: name!,
    path: path!,
    exempt: 'embeds are not server-rendered: they are served as the client shell inside another site’s iframe, so without JavaScript they are empty',
  })),
];

const MAX_RATIO = 0.005;
const VIEWPORTS = [
  { name: 'Telefon', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'Desktop', options: { viewport: { width: 1280, height: 800 } } },
];
// A stored cookie choice without statistics: the notice (which only the app shows, as the server cannot know the
// browser's choice) stays away, and the app still waits for the first interaction (ssr/wake.ts). Its own test:
// cookie-notice.spec.ts. The floating stream window that follows a viewer after opening a livestream (kept in
// localStorage, so unknown to the server) is closed before every page: the livestream row would open it.
const CHOICE = JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Polled from here: with JavaScript off, the page runs no callbacks (no rAF, no load listeners).
  for (let i = 0; i < 100; i++) {
    const ready = await page.evaluate(
      // A lazy image on the first screen loads too (CI found the server's screenshot taken before it arrived).
      () =>
        document.fonts.status === 'loaded' &&
        Array.from(document.images).every((img) => img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top >= innerHeight)),
    );
    if (ready) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(50);
}

async function shoot(page: Page, row: Row) {
  await settle(page);
  const mask = [];
  // A masked box grows by 16 px: the map's controls and shadows paint past its element's edge.
  for (const m of row.mask ?? [])
    for (const box of await page.locator(m.selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())))
      mask.push({ x: box.x - 16, y: box.y - 16, width: box.width + 32, height: box.height + 32 });
  return { png: await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }), mask };
}

async function contexts(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const make = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ ...options, javaScriptEnabled });
    await context.addInitScript((choice) => {
      localStorage.setItem('cookie_consent', choice);
      localStorage.removeItem('livestream_floating');
    }, CHOICE);
    return context;
  };
  return [await make(false), await make(true)] as const;
}

for (const { name: device, options } of VIEWPORTS) {
  test(`public pages: the server's first screen equals the app's (${device})`, async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const [offContext, onContext]: readonly BrowserContext[] = await contexts(browser, options);
    const off = await offContext.newPage();
    const on = await onContext.newPage();
    const compare = await (await browser.newContext()).newPage();
    const failures: string[] = [];
    const figures: string[] = [];
    // PIXELS_ONLY=<regex> compares only the rows whose name matches (while working on a page).
    const only = process.env.PIXELS_ONLY ? new RegExp(process.env.PIXELS_ONLY, 'i') : null;
    for (const row of PAGES.filter((r) => !only || only.test(r.name))) {
      const resOff = await off.goto(row.path);
      const server = await shoot(off, row);
      const buttonsOff = await unstyledButtons(off);

      const resOn = await on.goto(row.path);
      expect(resOn?.status(), row.name).toBe(resOff?.status());
      // The first sign of use wakes the app (ssr/wake.ts); a key press moves no mouse, so nothing is hovered.
      await on.keyboard.press('Shift');
      await on.waitForFunction(() => !document.getElementById('oabat-ssr-state') || document.documentElement.dataset.hydrated === 'true');
      const app = await shoot(on, row);
      const buttonsOn = await unstyledButtons(on);

      const diff = await comparePngs(compare, server.png, app.png, { mask: [...server.mask, ...app.mask] });
      const percent = (diff.ratio * 100).toFixed(2);
      figures.push(`${row.name.padEnd(40)} ${percent.padStart(6)} %${row.exempt ? '  (ausgenommen)' : ''}`);
      if (process.env.PIXELS_KEEP) console.log(figures.at(-1));
      const slug = row.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      if (diff.ratio > MAX_RATIO || process.env.PIXELS_KEEP) {
        // Kept beside the test's results to be looked at (CI keeps test-results of a failed run).
        fs.writeFileSync(testInfo.outputPath(`${slug}-server.png`), server.png);
        fs.writeFileSync(testInfo.outputPath(`${slug}-app.png`), app.png);
        if (diff.diffPng) fs.writeFileSync(testInfo.outputPath(`${slug}-diff.png`), Buffer.from(diff.diffPng.split(',')[1]!, 'base64'));
      }
      if (row.exempt) continue;
      if (diff.ratio > MAX_RATIO) failures.push(`${row.name} (${row.path}): ${percent} % der Pixel unterscheiden sich`);
      for (const b of [...buttonsOff.bad.map((x) => `ohne JS: ${x}`), ...buttonsOn.bad.map((x) => `mit App: ${x}`)]) failures.push(`${row.name}: ${b}`);
    }
    console.log(`${device}:\n${figures.join('\n')}`);
    await testInfo.attach('figures.txt', { body: figures.join('\n'), contentType: 'text/plain' });
    expect(failures).toEqual([]);
    await offContext.close();
    await onContext.close();
  });
}
