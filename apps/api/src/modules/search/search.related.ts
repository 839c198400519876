// "Nothing found is never a dead end" (issue #33): for a search without results, the occupations related to what the
// words meant (same KldB 2010 Berufsgruppe) that have open jobs under the same place and filters.
import type { Db } from '../../db.ts';
import type { Understanding } from '@oabat/domain/search-vocabulary';
import type { JobFilter } from './search.sql.ts';
import { occupationsWithJobs } from './search.related.repository.ts';
import { labelOf, suggestedOccupations, vocabulary, type VocabularyOccupation } from './search.vocabulary.ts';

/** At most this many related occupations are offered: a short line of links, not a second result list. */
export const RELATED_OCCUPATIONS = 5;

/**
 * The occupations of the KldB groups (first three digits) of the meant ones, named by full name, short name or label.
 * Read from the vocabulary's rows: a search without results paid 10 ms on PGlite for the same in SQL (a regular
 * expression over every occupation), the largest part of its "related" look-up.
 */
export function relatedByGroup(occupations: readonly VocabularyOccupation[], meant: ReadonlySet<string>): VocabularyOccupation[] {
  const groups = new Set<string>();
  for (const o of occupations) if (o.kldb_code && (meant.has(o.name) || meant.has(o.short_name) || meant.has(labelOf(o)))) groups.add(o.kldb_code.slice(0, 3));
  return groups.size ? occupations.filter((o) => o.kldb_code && groups.has(o.kldb_code.slice(0, 3))) : [];
}

export async function relatedOccupations(db: Db, f: JobFilter, term: string, u: Understanding | null) {
  const meant = new Set<string>();
  for (const i of u?.interests ?? []) for (const o of i.occupations) meant.add(o);
  for (const s of u?.synonyms ?? []) for (const o of s.occupations) meant.add(o);
  for (const o of await suggestedOccupations(db, term, 10)) meant.add(o);
  if (!meant.size) return [];
  const related = relatedByGroup((await vocabulary(db)).occupations, meant);
  if (!related.length) return [];
  const label = new Map(related.map((o) => [o.id, labelOf(o)]));
  // Occupations that share a label (specialisations of one occupation) are one link.
  const counts = new Map<string, number>();
  for (const r of await occupationsWithJobs(db, f, [...label.keys()])) {
    const name = label.get(r.occupation_id)!;
    counts.set(name, (counts.get(name) ?? 0) + r.count);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, RELATED_OCCUPATIONS);
}
