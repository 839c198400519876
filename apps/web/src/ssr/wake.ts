// When the web app takes over a server-rendered page. A first visit (nothing stored: no session, no cookie
// choice that allows statistics) reads complete HTML and needs no JavaScript to do so; the app (about 180 KB
// gzip) loads on the first sign of use: a touch, a scroll, a key, the mouse moving. Until then clicks and
// typing are held (early-input.ts). A person with a session, a stored statistics consent or a consent still
// to be sent, a visit from a campaign link (the app keeps its UTM values for the visit), and pages that live on
// their own (a livestream, a fair, charts) get the app at once.
import { SSR_STATE_ID } from '@oabat/domain/constants';

/** The signs of use that wake the app (captured, passive: they never delay scrolling). */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** What about this visit means the app has work to do right away (stored: see lib/api.ts, lib/consent.ts). */
export interface VisitState {
  token: boolean;
  /** The stored cookie choice allows statistics (page visits are counted by the app). */
  statistics: boolean;
  /** A cookie choice the server has not confirmed yet: the app sends it again. */
  pendingConsent: boolean;
  /** The address carries campaign values (utm_*), which the app keeps for the visit (lib/analytics.ts). */
  campaign: boolean;
}

export const hasCampaign = (search: string) => /[?&]utm_[a-z]+=/.test(search);

export type HydrateMode = 'now' | 'interaction';

/** The server's word on this page (`data-hydrate` on its state block), or null when the server did not render it. */
export function serverHydrateMode(doc: Document = document): HydrateMode | null {
  const el = doc.getElementById(SSR_STATE_ID);
  if (!el) return null;
  return el.dataset.hydrate === 'interaction' ? 'interaction' : 'now';
}

/** Whether the app starts now or waits for the visitor's first interaction. */
export function startsNow(mode: HydrateMode | null, visit: VisitState): boolean {
  return mode !== 'interaction' || visit.token || visit.statistics || visit.pendingConsent || visit.campaign;
}

/** Calls `wake` once, on the first of WAKE_EVENTS, with that event's type. */
export function onFirstInteraction(wake: (type: string) => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const options = { capture: true, passive: true } as const;
  const fire = (e: Event) => {
    for (const type of WAKE_EVENTS) target.removeEventListener(type, fire, options);
    wake(e.type);
  };
  for (const type of WAKE_EVENTS) target.addEventListener(type, fire, options);
}

/** The events that end a press begun by a waking event (a finger or a key held down). */
const PRESS_ENDS: Record<string, readonly string[]> = {
  pointerdown: ['pointerup', 'pointercancel'],
  touchstart: ['touchend', 'touchcancel'],
  keydown: ['keyup'],
};

/** After the browser's next paint (a task after the frame), or after `fallbackMs` where no frame comes (a hidden tab). */
export const afterPaint = (fallbackMs = 200) =>
  new Promise<void>((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(go, 0));
    setTimeout(go, fallbackMs);
  });

/**
 * Resolves once the interaction that woke the app is over (the finger or key lifted, at most `maxMs` later) and the
 * browser has painted its answer to it (a held tap's busy ring). Why (issue #34, INP): starting the app costs long
 * tasks (a preload link per chunk, then the app's modules and React taking the page over). Run inside the tap they
 * delayed its next paint: a throttled phone spent 325 ms of the tap's pointerdown in the wake alone.
 */
export function afterInteraction(type: string, maxMs = 1000, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<void> {
  if (type === 'scroll' || type === 'wheel') return afterScrolling(maxMs, target);
  const ends = PRESS_ENDS[type] ?? [];
  if (!ends.length) return afterPaint();
  const pointer = type !== 'keydown';
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const over = () => {
      if (done) return;
      done = true;
      for (const e of ends) target.removeEventListener(e, lifted, options);
      target.removeEventListener('click', over, options);
      clearTimeout(timer);
      void afterPaint().then(resolve);
    };
    // A tap's click comes after the finger is lifted, as an input of its own: started in between, the app's long
    // tasks delayed the click instead (the profile's cookie settings: 524 ms of input delay on a throttled phone).
    // So after a pointer is lifted, the click is awaited too, briefly (a drag or a scroll brings none).
    const lifted = (e: Event) => {
      if (e.type.endsWith('cancel')) {
        // The browser took the touch for a scroll (pointercancel): as after any scroll, wait for it to rest.
        done = true;
        for (const end of ends) target.removeEventListener(end, lifted, options);
        clearTimeout(timer);
        void afterScrolling(maxMs, target).then(resolve);
        return;
      }
      if (!pointer) return over();
      for (const end of ends) target.removeEventListener(end, lifted, options);
      target.addEventListener('click', over, options);
      clearTimeout(timer);
      timer = setTimeout(over, CLICK_GRACE_MS);
    };
    for (const e of ends) target.addEventListener(e, lifted, options);
    timer = setTimeout(over, maxMs);
  });
}
/** The presses that may follow a scroll: the person scrolled to what she now taps or types into. */
const PRESSES = ['pointerdown', 'touchstart', 'keydown'] as const;
/** How long scrolling must rest before a scroll alone starts the app (measured below). */
export const SCROLL_REST_MS = 400;

/**
 * After a scroll woke the app: resolves with the type of a press that comes before scrolling has rested for
 * `restMs` (the app then starts after that press, `afterInteraction`), or with null once it has rested. Why (issue
 * #34, INP): a scroll is often the way to a tap (the profile's cookie settings sit in the footer). Started at once,
 * the app's chunks arrived and were compiled while that tap's click waited: 149-188 ms of input delay on a
 * throttled phone.
 */
export function afterScrollRest(restMs = SCROLL_REST_MS, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<string | null> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (type: string | null) => {
      clearTimeout(timer);
      for (const t of ['scroll', 'wheel']) target.removeEventListener(t, moved, options);
      for (const t of PRESSES) target.removeEventListener(t, pressed, options);
      resolve(type);
    };
    const moved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(null), restMs);
    };
    const pressed = (e: Event) => finish(e.type);
    for (const t of ['scroll', 'wheel']) target.addEventListener(t, moved, options);
    for (const t of PRESSES) target.addEventListener(t, pressed, options);
    moved();
  });
}

/** After scrolling: once it rests (then a paint), or once the press that follows it is over (`afterInteraction`). */
const afterScrolling = (maxMs: number, target: Pick<Window, 'addEventListener' | 'removeEventListener'>) =>
  afterScrollRest(SCROLL_REST_MS, target).then((press) => (press ? afterInteraction(press, maxMs, target) : afterPaint()));

/** How long after a pointer is lifted its click may take to come (measured: a few ms; on a throttled phone more). */
const CLICK_GRACE_MS = 250;

/** Asks the browser for the page's own chunks (listed by the server in `data-preload`) before the app imports them. */
export function preloadPageChunks(doc: Document = document) {
  const files =
    doc
      .getElementById(SSR_STATE_ID)
      ?.dataset.preload?.split(' ')
      .filter((f) => /^assets\/[\w.-]+\.js$/.test(f)) ?? [];
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    doc.head.append(link);
  }
}
