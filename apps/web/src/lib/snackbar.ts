// The global error snackbar (spec 01 §8): one message at a time, set and cleared from anywhere.
import { useSyncExternalStore } from 'react';

let message: string | null = null;
const subscribers = new Set<() => void>();

export const snackbar = {
  get: () => message,
  subscribe(fn: () => void) {
    subscribers.add(fn);
    return () => {
      subscribers.delete(fn);
    };
  },
  showError(text: string) {
    message = text;
    subscribers.forEach((s) => s());
  },
  clear() {
    message = null;
    subscribers.forEach((s) => s());
  },
};

export const useSnackbar = () => useSyncExternalStore(snackbar.subscribe, snackbar.get, snackbar.get);
