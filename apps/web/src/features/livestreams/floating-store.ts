// Which stream the floating window shows (02 §2, 01 §2): set when a viewer opens a stream, cleared by its
// close button; kept in the browser so the window follows the viewer around the platform. Tiny on purpose:
// the app shell imports it, the window itself loads on demand.
import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage.ts';

export interface FloatingStream {
  id: number;
  title: string;
}
const KEY = 'livestream_floating';
const listeners = new Set<() => void>();
let cached: FloatingStream | null | undefined;

const read = () => {
  if (cached === undefined) cached = typeof window === 'undefined' ? null : storage.get<FloatingStream>(KEY);
  return cached;
};
export function setFloatingStream(value: FloatingStream | null) {
  cached = value;
  if (value) storage.set(KEY, value, 12 * 3_600_000);
  else storage.remove(KEY);
  listeners.forEach((l) => l());
}
/** Not on iOS (02 §2): its browsers play inline video only in the page that started it. */
export const floatingAllowed = () => typeof navigator !== 'undefined' && !/iPad|iPhone|iPod/.test(navigator.userAgent);
export function useFloatingStream(): FloatingStream | null {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    read,
    () => null,
  );
}
