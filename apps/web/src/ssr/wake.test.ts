// When the app takes over a server-rendered page: a first visit waits for a sign of use, a known visitor or a
// page that lives on its own starts at once; clicks made while waiting are replayed; the visit counts once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSR_STATE_ID } from '@oabat/domain/constants';
import { afterInteraction, afterScrollRest, hasCampaign, onFirstInteraction, preloadPageChunks, serverHydrateMode, startsNow, WAKE_EVENTS } from './wake.ts';

const nothingStored = { token: false, statistics: false, pendingConsent: false, campaign: false };

function serverPage(attrs: string, state = '{}') {
  document.body.innerHTML = `<div id="root"><button type="button">Merken</button><a href="/impressum">Impressum</a><div class="card"><span>Karte</span></div></div><script type="application/json" id="${SSR_STATE_ID}" ${attrs}>${state}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('startsNow', () => {
  it('lets a first visit of a server-rendered page wait for an interaction', () => {
    expect(startsNow('interaction', nothingStored)).toBe(false);
  });
  it('starts at once for a session, a statistics consent, a consent still to be sent, a campaign link, or a page the server wants live', () => {
    expect(startsNow('interaction', { ...nothingStored, token: true })).toBe(true);
    expect(startsNow('interaction', { ...nothingStored, campaign: true })).toBe(true);
    expect(startsNow('interaction', { ...nothingStored, statistics: true })).toBe(true);
    expect(startsNow('interaction', { ...nothingStored, pendingConsent: true })).toBe(true);
    expect(startsNow('now', nothingStored)).toBe(true);
  });
  it('starts at once on a page the server did not render (the client shell)', () => {
    expect(startsNow(null, nothingStored)).toBe(true);
  });
});

describe('hasCampaign', () => {
  it('sees UTM values in the address and nothing else', () => {
    expect(hasCampaign('?utm_id=fruehjahr-1&utm_source=instagram')).toBe(true);
    expect(hasCampaign('?q=Elektroniker&umkreis=20')).toBe(false);
    expect(hasCampaign('')).toBe(false);
  });
});

describe('serverHydrateMode and preloadPageChunks', () => {
  it('reads the server’s word and asks for the listed chunks only', () => {
    serverPage('data-hydrate="interaction" data-preload="assets/start-abc.js assets/job-page-1.js javascript:alert(1) assets/x.css"');
    expect(serverHydrateMode()).toBe('interaction');
    preloadPageChunks();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/start-abc.js',
      '/assets/job-page-1.js',
    ]);
  });
  it('is null without a server state and "now" when the server says so', () => {
    expect(serverHydrateMode()).toBeNull();
    serverPage('data-hydrate="now"');
    expect(serverHydrateMode()).toBe('now');
  });
});

describe('onFirstInteraction', () => {
  it('wakes once, on the first sign of use, whichever it is', () => {
    for (const type of WAKE_EVENTS) {
      const wake = vi.fn();
      const target = new EventTarget() as unknown as Window;
      onFirstInteraction(wake, target);
      expect(wake).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      target.dispatchEvent(new Event('scroll'));
      expect(wake, type).toHaveBeenCalledTimes(1);
      expect(wake, type).toHaveBeenCalledWith(type);
    }
  });
});

describe('afterInteraction', () => {
  const settledAfter = async (p: Promise<void>, ms: number) => {
    let settled = false;
    void p.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };
  it('waits while the finger is down, then for a paint: the app starts outside the tap', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget() as unknown as Window;
      const started = afterInteraction('pointerdown', 1000, target);
      expect(await settledAfter(started, 500)).toBe(false);
      target.dispatchEvent(new Event('pointerup'));
      // The tap's click is still to come: the app waits for it (or for a short grace: a drag brings none).
      expect(await settledAfter(started, 100)).toBe(false);
      target.dispatchEvent(new Event('click'));
      expect(await settledAfter(started, 300)).toBe(true);
      const dragged = afterInteraction('pointerdown', 1000, target);
      target.dispatchEvent(new Event('pointerup'));
      expect(await settledAfter(dragged, 200)).toBe(false);
      expect(await settledAfter(dragged, 300)).toBe(true);
      // A touch the browser took for a scroll (pointercancel) waits, as a scroll does, for scrolling to rest.
      const cancelled = afterInteraction('pointerdown', 1000, target);
      target.dispatchEvent(new Event('pointercancel'));
      expect(await settledAfter(cancelled, 300)).toBe(false);
      target.dispatchEvent(new Event('scroll'));
      expect(await settledAfter(cancelled, 300)).toBe(false);
      expect(await settledAfter(cancelled, 400)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
  it('waits for the key to be lifted after a key wakes the app, and at most maxMs for a held press', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget() as unknown as Window;
      const key = afterInteraction('keydown', 1000, target);
      target.dispatchEvent(new Event('pointerup'));
      expect(await settledAfter(key, 500)).toBe(false);
      target.dispatchEvent(new Event('keyup'));
      expect(await settledAfter(key, 300)).toBe(true);
      const held = afterInteraction('touchstart', 1000, target);
      expect(await settledAfter(held, 900)).toBe(false);
      expect(await settledAfter(held, 400)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
  it('after a scroll waits for scrolling to rest, or hands over to the press that follows it', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget() as unknown as Window;
      let got: string | null | undefined;
      void afterScrollRest(400, target).then((t) => (got = t));
      await vi.advanceTimersByTimeAsync(300);
      target.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(300);
      expect(got).toBeUndefined();
      await vi.advanceTimersByTimeAsync(150);
      expect(got).toBeNull();
      let then: string | null | undefined;
      void afterScrollRest(400, target).then((t) => (then = t));
      await vi.advanceTimersByTimeAsync(100);
      target.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(0);
      expect(then).toBe('pointerdown');
    } finally {
      vi.useRealTimers();
    }
  });
  it('after a scroll waits until it rests or the press after it is over; after a mouse move only for a paint', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget() as unknown as Window;
      expect(await settledAfter(afterInteraction('pointermove', 1000, target), 300)).toBe(true);
      const scrolled = afterInteraction('scroll', 1000, target);
      expect(await settledAfter(scrolled, 300)).toBe(false);
      expect(await settledAfter(scrolled, 300)).toBe(true);
      // A tap right after the scroll: the app starts after the tap's click, not between scroll and tap.
      const tapped = afterInteraction('scroll', 1000, target);
      await vi.advanceTimersByTimeAsync(100);
      target.dispatchEvent(new Event('pointerdown'));
      expect(await settledAfter(tapped, 500)).toBe(false);
      target.dispatchEvent(new Event('pointerup'));
      target.dispatchEvent(new Event('click'));
      expect(await settledAfter(tapped, 300)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
