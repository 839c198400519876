// The global snackbar (spec 01 §8): one message at a time, set and cleared from anywhere. Mostly errors; a notice
// (`showInfo`) says what happened to the account after a page change (issue #36: a login that kept the account).
import { useSyncExternalStore } from 'react';

let message: string | null = null;
let kind: 'error' | 'info' = 'error';
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((s) => s());

export const snackbar = {
  get: () => message,
  kind: () => kind,
  subscribe(fn: () => void) {
    subscribers.add(fn);
    return () => {
      subscribers.delete(fn);
    };
  },
  showError(text: string) {
    message = text;
    kind = 'error';
    notify();
  },
  showInfo(text: string) {
    message = text;
    kind = 'info';
    notify();
  },
  clear() {
    message = null;
    notify();
  },
};

export const useSnackbar = () => useSyncExternalStore(snackbar.subscribe, snackbar.get, snackbar.get);
