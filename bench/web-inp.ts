/// <reference lib="dom" />
// Issue #34 item 3: Interaction to Next Paint of a visitor's FIRST interaction on a throttled phone (CDP: CPU 4x
// slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), each on a fresh first visit (the app starts on that
// interaction, web ssr/wake.ts). INP comes from the Event Timing API (PerformanceObserver 'event' with
// durationThreshold 16, and 'first-input'): the longest event of the first interaction, input delay + processing +
// presentation. Beside it: how long until the page visibly answers (the first DOM change after the tap, or the
// next page's first paint when the interaction navigates). Figures only; the aim is 200 ms; nothing fails.
import { chromium, devices, type Page } from 'playwright-core';

interface Interaction {
  page: string;
  path: string;
  name: string;
  act: (page: Page) => Promise<void>;
}

const JOB = '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3';
const PROFILE = '/betriebe/baeckerei-huber';
const SEARCH = '/ausbildung/zip-passau-94032';
const tapText = (text: string | RegExp) => async (page: Page) => page.getByRole('button', { name: text }).first().tap();

export const INTERACTIONS: Interaction[] = [
  {
    page: 'Startseite',
    path: '/',
    name: 'Suche absenden',
    // Typing would wake the app before the tap: the field is filled without events (as autofill does), so the
    // tap on "Suchen" is the first interaction.
    act: async (page) => {
      await page
        .locator('input[name="ort"]')
        .first()
        .evaluate((el: HTMLInputElement) => (el.value = '94032'));
      await tapText('Suchen')(page);
    },
  },
  { page: 'Startseite', path: '/', name: 'Menü', act: tapText('Menü öffnen') },
  { page: 'Startseite', path: '/', name: 'Cookie-Einstellungen', act: tapText('Cookie-Einstellungen') },
  { page: 'Ortssuche', path: SEARCH, name: 'Filter', act: tapText('Filtern') },
  {
    page: 'Ortssuche',
    path: SEARCH,
    name: 'Kategorie-Reiter',
    act: async (page) =>
      page
        .getByRole('link', { name: /^Praktikum \(/ })
        .first()
        .tap(),
  },
  { page: 'Ortssuche', path: SEARCH, name: 'Karte', act: tapText('Karte anzeigen') },
  { page: 'Ortssuche', path: SEARCH, name: 'Menü', act: tapText('Menü öffnen') },
  { page: 'Stellenseite', path: JOB, name: 'Gefällt mir', act: tapText(/Gefällt mir/) },
  { page: 'Stellenseite', path: JOB, name: 'Menü', act: tapText('Menü öffnen') },
  { page: 'Betriebsprofil', path: PROFILE, name: 'Menü', act: tapText('Menü öffnen') },
  { page: 'Betriebsprofil', path: PROFILE, name: 'Cookie-Einstellungen', act: tapText('Cookie-Einstellungen') },
];

/** Collects event timing entries and the first DOM change after the first pointerdown (runs before the page's scripts). */
function observe() {
  const w = window as unknown as {
    __inp: { events: { name: string; duration: number; id: number; start: number; delay: number }[]; firstChange: number | null; tap: number | null };
  };
  w.__inp = { events: [], firstChange: null, tap: null };
  const po = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      w.__inp.events.push({ name: e.name, duration: e.duration, id: e.interactionId ?? 0, start: e.startTime, delay: e.processingStart - e.startTime });
  });
  po.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  po.observe({ type: 'first-input', buffered: true });
  addEventListener('pointerdown', () => (w.__inp.tap ??= performance.now()), { capture: true });
  // Only what the visitor sees: the body (the boot adds preload links to the head on the same tap).
  const watch = () =>
    new MutationObserver(() => {
      if (w.__inp.tap !== null && w.__inp.firstChange === null) requestAnimationFrame(() => (w.__inp.firstChange ??= performance.now()));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.body) watch();
  else addEventListener('DOMContentLoaded', watch, { once: true });
}

export async function measureInp(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const rows: string[] = [];
  try {
    // BENCH_INP_PAGE=Betriebsprofil measures one page's interactions only (RUNS times each, BENCH_INP_RUNS).
    const only = process.env.BENCH_INP_PAGE;
    const runs = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 1));
    const chosen = INTERACTIONS.filter((it) => !only || it.page === only).flatMap((it) => Array.from({ length: runs }, () => it));
    for (const it of chosen) {
      // A first visit each time: an empty cache, no stored cookie choice (so nothing starts the app early).
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6e6 / 8) * 0.9,
        uploadThroughput: (750e3 / 8) * 0.9,
      });
      await page.addInitScript(observe);
      try {
        await page.goto(`${base}${it.path}`, { waitUntil: 'load', timeout: 90_000 });
        await page.waitForTimeout(500);
        const url = page.url();
        const t0 = Date.now();
        await it.act(page);
        // The answer: the app loads and replays the tap; give it time on this slow profile.
        await Promise.race([page.waitForURL((u) => u.toString() !== url, { timeout: 15_000 }).catch(() => {}), page.waitForTimeout(6_000)]);
        const navigated = page.url() !== url;
        if (navigated) await page.waitForLoadState('load').catch(() => {});
        const wall = Date.now() - t0;
        const r = await page.evaluate(() => {
          const w = window as unknown as {
            __inp?: { events: { name: string; duration: number; id: number; delay: number }[]; firstChange: number | null; tap: number | null };
          };
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          return { ...(w.__inp ?? { events: [], firstChange: null, tap: null }), paint };
        });
        let text: string;
        if (navigated) {
          text = `Navigation zu ${new URL(page.url()).pathname}${new URL(page.url()).search}: neue Seite nach ${wall} ms geladen (erstes Bild ${Math.round(r.paint ?? 0)} ms nach ihrem Start)`;
        } else {
          const first = r.events.filter((e) => e.id > 0);
          const id = first[0]?.id;
          const inp = Math.max(0, ...first.filter((e) => e.id === id).map((e) => e.duration));
          // Which event was the longest, and how long it waited before its handlers ran (input delay).
          const worst = first.filter((e) => e.id === id).sort((a, b) => b.duration - a.duration)[0];
          const answer = r.firstChange !== null && r.tap !== null ? Math.round(r.firstChange - r.tap) : null;
          text = `INP ${id ? `${Math.round(inp)} ms` : 'unter 16 ms'}${id && inp > 200 ? ' (über dem Ziel)' : ''}${worst ? ` (${worst.name}, ${Math.round(worst.delay)} ms gewartet)` : ''}; sichtbare Antwort ${answer === null ? '–' : `nach ${answer} ms`}`;
        }
        rows.push(`  ${`${it.page}: ${it.name}`.padEnd(38)} ${text}`);
      } catch (e) {
        rows.push(`  ${`${it.page}: ${it.name}`.padEnd(38)} nicht gemessen: ${(e as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log('Erste Interaktion, Telefon gedrosselt (CPU 4×, 150 ms Latenz, 1,6 Mbit/s), Ziel INP ≤ 200 ms:');
  for (const r of rows) console.log(r);
}
