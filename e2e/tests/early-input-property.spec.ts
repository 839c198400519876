// Issue #34, item 4: no lost and no doubled input, whatever the timing. Random sequences (seeded: a failure names
// its seed and replays with EARLY_INPUT_SEED) of taps and typing on the search, job and profile pages, done at
// once on a first visit, so they fall before, during and after the app starts (the app's script is held back by a
// random delay, so "before" is really hit); the end state must equal what the same sequence gives done slowly
// (a model of it, checked against real slow runs of the first sequences of each page): 0 lost, 0 doubled.
import { expect, test } from '../support/test.ts';
import type { Page, Route } from '@playwright/test';

/** A small seeded generator (mulberry32): the same seed gives the same sequences. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

type Tap = 'menu' | 'map' | 'like';
type Step = { type: 'text'; field: string; text: string; delay: number } | { type: 'tap'; target: Tap } | { type: 'pause'; ms: number };
interface PageCase {
  name: string;
  path: string;
  /** Text fields (CSS selectors) the sequences type into; the job and profile pages have none on a phone. */
  fields: string[];
  /** What may be tapped, by its accessible name: each is a toggle whose end state says how often it was tapped. */
  taps: Partial<Record<Tap, RegExp>>;
  /** A known loss this page still has: the case is skipped (test.fixme) and says why. */
  knownLoss?: string;
}
const PAY = 'input[name="verguetung_ab"]';
const CASES: PageCase[] = [
  // On a phone the set search is collapsed ("Suche ändern"): the pay filter and the map toggle are in sight.
  {
    name: 'Suche',
    path: '/ausbildung/zip-passau-94032',
    fields: [PAY],
    taps: { map: /^Karte (anzeigen|ausblenden)$/, menu: /^Menü öffnen$/ },
  },
  { name: 'Stellenseite', path: '/betriebe/baeckerei-huber/jobs/ausbildung-konditor-in-2027-3', fields: [], taps: { like: /^Gefällt mir/ } },
  { name: 'Betriebsprofil', path: '/betriebe/baeckerei-huber', fields: [], taps: { menu: /^Menü öffnen$/ } },
];
const SEQUENCES = Number(process.env.EARLY_INPUT_SEQUENCES ?? 204);
const SLOW_CHECKS = 2;
const BASE_SEED = Number(process.env.EARLY_INPUT_SEED ?? 34_004);
const CHOICE = JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null });

function sequence(seed: number, pc: PageCase): Step[] {
  const r = rng(seed);
  const steps: Step[] = [];
  const pause = () => r.next() < 0.6 && steps.push({ type: 'pause', ms: r.int(0, 250) });
  // Typing and map taps in any order; the map toggle stays in place (the map opens below it).
  // The pay field takes up to 100 000 (more is clamped on blur): at most five digits in all.
  let budget = 5;
  for (let i = 0, n = r.int(1, 5); i < n; i++) {
    if (pc.fields.length && budget > 0 && r.next() < 0.6) {
      const text = Array.from({ length: r.int(1, Math.min(3, budget)) }, () => r.pick('123456789'.split(''))).join('');
      budget -= text.length;
      steps.push({ type: 'text', field: pc.fields[0]!, text, delay: r.int(0, 40) });
    } else if (pc.taps.map) steps.push({ type: 'tap', target: 'map' });
    pause();
  }
  // A like opens the login prompt, the menu covers the page: each comes last, once (a second tap would land on
  // what they opened).
  if (pc.taps.like) steps.push({ type: 'tap', target: 'like' });
  if (pc.taps.menu && (!pc.fields.length || r.next() < 0.5)) steps.push({ type: 'tap', target: 'menu' });
  return steps;
}

type State = { fields: Record<string, string>; open: Partial<Record<Tap, boolean>>; writes: number };
/** What the sequence gives done slowly: the typed digits appended, each toggle open after an odd number of taps, one write per like. */
function model(steps: Step[], start: Record<string, string>, pc: PageCase): State {
  const fields = { ...start };
  const open: Partial<Record<Tap, boolean>> = {};
  for (const t of Object.keys(pc.taps) as Tap[]) open[t] = false;
  for (const s of steps) {
    if (s.type === 'text') fields[s.field] = (fields[s.field] ?? '') + s.text;
    if (s.type === 'tap') open[s.target] = !open[s.target];
  }
  return { fields, open, writes: open.like ? 1 : 0 };
}

async function perform(page: Page, steps: Step[], at: Partial<Record<Tap, { x: number; y: number }>>, slow: boolean) {
  for (const s of steps) {
    if (s.type === 'pause') await page.waitForTimeout(slow ? 300 : s.ms);
    // Where the control was when the page showed: a real finger does not wait for it.
    else if (s.type === 'tap') await page.touchscreen.tap(at[s.target]!.x, at[s.target]!.y);
    else {
      // A tap into the field, then the keys (held by the boot, early-input.ts, until the app runs).
      const box = (await page.locator(s.field).first().boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      // The caret lands where the finger was: the visitor moves it to the end before typing on.
      await page.keyboard.press('End');
      await page.keyboard.type(s.text, { delay: slow ? 60 : s.delay });
    }
    if (slow) await page.waitForTimeout(300);
  }
}

async function endState(page: Page, pc: PageCase): Promise<Omit<State, 'writes'>> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  // The replay of held steps, a like's answer, the menu's transition.
  await page.waitForTimeout(400);
  const fields: Record<string, string> = {};
  for (const f of pc.fields) fields[f] = await page.locator(f).first().inputValue();
  const open: Partial<Record<Tap, boolean>> = {};
  if (pc.taps.map)
    open.map = (await page.getByRole('button', { name: pc.taps.map }).filter({ visible: true }).first().getAttribute('aria-expanded')) === 'true';
  // By CSS: the login prompt a like opens hides the page from the accessibility tree.
  if (pc.taps.like) open.like = (await page.locator('button[aria-pressed]', { hasText: pc.taps.like }).first().getAttribute('aria-pressed')) === 'true';
  if (pc.taps.menu)
    open.menu =
      (await page
        .getByRole('dialog')
        .filter({ visible: true })
        .filter({ hasText: /Anmelden|Registrieren|Ausbildung/ })
        .count()) > 0;
  return { fields, open };
}

for (const pc of CASES) {
  // A page with a known loss is skipped with its reason, so the other pages keep guarding what works.
  (pc.knownLoss ? test.fixme : test)(`early taps and typing on the ${pc.name} page are neither lost nor doubled`, async ({ browser }) => {
    // The search page's last "losses" (a menu tap after map taps, 1 to 4 of 68) were late answers: the map's start
    // is a long task, the menu opened up to 1 s after its tap and the end state was read before (see below).
    test.setTimeout(900_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // A stored cookie choice without statistics: no notice over the page, and the app still waits for the first
    // interaction (ssr/wake.ts).
    // Each sequence is a first visit of a new guest: a like of an earlier sequence (kept in localStorage, which the
    // app shows once it runs) and the guest's id are forgotten before every page.
    await context.addInitScript((choice) => {
      localStorage.setItem('cookie_consent', choice);
      for (const key of ['oabat.local_ratings', 'oabat.pending_ratings', 'oabat.anonymous_user_id']) localStorage.removeItem(key);
    }, CHOICE);
    // EARLY_INPUT_TRACE=1: each failure also prints the fields' values as they changed (polled), the keys and input events.
    if (process.env.EARLY_INPUT_TRACE)
      await context.addInitScript(() => {
        const log: string[] = ((window as unknown as { __trace: string[] }).__trace = []);
        const t = () => Math.round(performance.now());
        let last = '';
        setInterval(() => {
          const now = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="verguetung_ab"]'))
            .map((f) => f.value)
            .join('|');
          if (now !== last) log.push(`${t()} value "${now}" hydrated=${document.documentElement.dataset.hydrated ?? ''}`);
          last = now;
        }, 1);
        addEventListener('keydown', (e) => log.push(`${t()} key ${e.key}`), true);
        addEventListener('input', (e) => log.push(`${t()} input "${(e.target as HTMLInputElement).value}" trusted=${e.isTrusted}`), true);
      });
    const page = await context.newPage();
    // The app's script comes late by a random delay, so the first steps fall before the app starts.
    let delay = 0;
    // Every write of a rating (a doubled like would send two).
    let writes = 0;
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /rating/i.test(r.url())) writes++;
    });
    // Their answers, named in a failure (a refused like stays off, and says so).
    let answers: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() !== 'GET' && /rating/i.test(r.url())) answers.push(r.status());
    });
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route: Route) => {
      await new Promise((r) => setTimeout(r, delay));
      await route.continue();
    });
    const count = Math.ceil(SEQUENCES / CASES.length);
    const failures: string[] = [];
    for (let i = 0; i < count; i++) {
      // EARLY_INPUT_REPEAT=1: every sequence uses EARLY_INPUT_SEED itself (a timing-dependent failure, traced again and again).
      const seed = process.env.EARLY_INPUT_REPEAT ? BASE_SEED : BASE_SEED + CASES.indexOf(pc) * 10_000 + i;
      const steps = sequence(seed, pc);
      const slow = i < SLOW_CHECKS && !process.env.EARLY_INPUT_REPEAT;
      delay = rng(seed ^ 0x5eed).int(0, 700);
      await page.goto(pc.path, { waitUntil: 'domcontentloaded' });
      const at: Partial<Record<Tap, { x: number; y: number }>> = {};
      for (const [t, name] of Object.entries(pc.taps) as [Tap, RegExp][]) {
        const box = (await page.getByRole('button', { name }).filter({ visible: true }).first().boundingBox())!;
        at[t] = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }
      const start: Record<string, string> = {};
      for (const f of pc.fields) start[f] = await page.locator(f).first().inputValue();
      if (slow) {
        // Done slowly: after the app has started, one step at a time.
        await page.mouse.move(5, 5);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      }
      writes = 0;
      answers = [];
      await perform(page, steps, at, slow);
      // The rating writes are counted once the page has settled (a doubled like would send two).
      // A held like is sent after the app started, and its answer may take a while on a busy machine: the end state
      // is read once the app runs and every write is answered.
      await endState(page, pc);
      await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(writes);
      const want = model(steps, start, pc);
      // A late answer is not a lost one: while the map starts (a long task on a slow machine) the menu may open
      // 1 s after its tap. The end state is read until it matches or 5 s have passed.
      let got = { ...(await endState(page, pc)), writes };
      for (let waited = 0; JSON.stringify(got) !== JSON.stringify(want) && waited < 5_000; waited += 250) {
        await page.waitForTimeout(250);
        got = { ...(await endState(page, pc)), writes };
      }
      if (JSON.stringify(got) !== JSON.stringify(want))
        failures.push(
          (process.env.EARLY_INPUT_TRACE ? `${(await page.evaluate(() => (window as unknown as { __trace: string[] }).__trace)).join('\n')}\n` : '') +
            `seed ${seed}${slow ? ' (langsam)' : ''}, delay ${delay} ms${answers.length ? `, Antworten ${answers.join(' ')}` : ''}: ${JSON.stringify(steps).replaceAll(PAY, 'pay')} → ${JSON.stringify(got).replaceAll(PAY, 'pay')}, erwartet ${JSON.stringify(want).replaceAll(PAY, 'pay')}`,
        );
    }
    console.log(`${pc.name}: ${count} Folgen, ${failures.length} abweichend${failures.map((f) => `\n  ${f}`).join('')}`);
    expect(failures, failures.join('\n')).toEqual([]);
    await context.close();
  });
}
