// Search categories, sorts and limits (spec 02 §3 Search state): kept apart from the query schemas in
// search.ts, which re-exports them, so a search page that only shows them carries no zod.
import { JOB_TYPE } from './constants.ts';

export const SEARCH_CATEGORIES = [
  { key: 'alles', label: 'Alles', typeIds: [JOB_TYPE.apprenticeship, JOB_TYPE.traineeship, JOB_TYPE.job] },
  { key: 'ausbildung', label: 'Ausbildung', typeIds: [JOB_TYPE.apprenticeship] },
  { key: 'praktikum', label: 'Praktikum', typeIds: [JOB_TYPE.traineeship] },
  { key: 'unternehmen', label: 'Unternehmen', typeIds: [] },
  { key: 'news', label: 'Neuigkeiten', typeIds: [] },
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]['key'];
export const DEFAULT_SEARCH_CATEGORY: SearchCategory = 'ausbildung';
/** `pay`: best first-year pay first (apprenticeships stating it; the others follow, newest first). */
export const SEARCH_SORTS = ['relevance', 'distance', 'date', 'pay'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 500;
/**
 * Totals are counted up to this many matches (50 pages); a total equal to it means "at least". Counting every
 * match of a dense area costs more than the page itself, and nobody pages further.
 */
export const SEARCH_TOTAL_CAP = 1000;
