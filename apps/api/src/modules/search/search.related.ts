// "Nothing found is never a dead end" (issue #33): for a search without results, the occupations related to what the
// words meant (same KldB 2010 Berufsgruppe) that have open jobs under the same place and filters.
import type { Db } from '../../db.ts';
import type { Understanding } from '@oabat/domain/search-vocabulary';
import type { JobFilter } from './search.sql.ts';
import { groupsOfOccupations, occupationsWithJobs } from './search.related.repository.ts';
import { suggestedOccupations } from './search.vocabulary.ts';

/** At most this many related occupations are offered: a short line of links, not a second result list. */
export const RELATED_OCCUPATIONS = 5;

export async function relatedOccupations(db: Db, f: JobFilter, term: string, u: Understanding | null) {
  const meant = new Set<string>();
  for (const i of u?.interests ?? []) for (const o of i.occupations) meant.add(o);
  for (const s of u?.synonyms ?? []) for (const o of s.occupations) meant.add(o);
  for (const o of await suggestedOccupations(db, term, 10)) meant.add(o);
  if (!meant.size) return [];
  const groups = await groupsOfOccupations(db, [...meant]);
  return groups.length ? occupationsWithJobs(db, f, groups, RELATED_OCCUPATIONS) : [];
}
