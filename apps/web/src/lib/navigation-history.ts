// Navigation history (spec 01 §3): the last 20 routes as { name, path, params, query }; the entry before
// the current one is the previous route.
import { NAVIGATION_HISTORY_SIZE } from '@oabat/domain/constants';

export interface HistoryEntry {
  name: string;
  path: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
}
const entries: HistoryEntry[] = [];

export const navigationHistory = {
  push(entry: HistoryEntry) {
    const last = entries.at(-1);
    if (last && last.path === entry.path && JSON.stringify(last.query) === JSON.stringify(entry.query)) return;
    entries.push(entry);
    if (entries.length > NAVIGATION_HISTORY_SIZE) entries.splice(0, entries.length - NAVIGATION_HISTORY_SIZE);
  },
  all: (): readonly HistoryEntry[] => entries,
  previous: (): HistoryEntry | undefined => entries.at(-2),
};
