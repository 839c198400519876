// The page overlay (spec 01 §4): shown after a 100 ms delay, and it blocks page scrolling meanwhile.
import { useSyncExternalStore } from 'react';
import { OVERLAY_DELAY_MS } from '@oabat/domain/constants';

let visible = false;
let requested = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((s) => s());

function apply(next: boolean) {
  visible = next;
  document.documentElement.style.overflow = next ? 'hidden' : '';
  notify();
}

export const overlay = {
  get: () => visible,
  subscribe(fn: () => void) {
    subscribers.add(fn);
    return () => {
      subscribers.delete(fn);
    };
  },
  /** Several callers may hold the overlay; it hides when the last one releases it. */
  show() {
    requested += 1;
    if (requested === 1 && !timer)
      timer = setTimeout(() => {
        timer = null;
        if (requested > 0) apply(true);
      }, OVERLAY_DELAY_MS);
  },
  hide() {
    requested = Math.max(0, requested - 1);
    if (requested > 0) return;
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (visible) apply(false);
  },
};

export const useOverlay = () => useSyncExternalStore(overlay.subscribe, overlay.get, overlay.get);
