// The text query of a search, stemmed once and simplified before it reaches the index. A term expands to its
// gender forms and synonyms (buildTsQuery), and after German stemming several of them are often the same prefix
// or one is a prefix of another: "Elektroniker" gives 'elektron':* | 'elektron':* | 'elektr':* | 'elektr':* |
// 'elektro':*, where 'elektr':* alone matches exactly the same jobs. The GIN index reads every prefix's lexemes
// separately, so dropping the covered ones cut that index scan by half at 100k jobs.
import type { Queryable } from '../../db.ts';

const cache = new Map<string, string>();
const CACHE_MAX = 2000;

/** One lexeme of to_tsquery's output: `'word':*` or `'word'` (quotes inside doubled). */
const LEXEME = /^'((?:[^']|'')+)'(:\*)?$/;

/**
 * Drops repeated alternatives and prefix alternatives covered by a shorter prefix, inside each OR group of an
 * `a & b & ...` query. Anything else (negation, phrases, nested groups) is returned unchanged.
 */
export function simplifyTsQuery(stemmed: string): string {
  const groups = stemmed.split(' & ');
  const out: string[] = [];
  for (const g of groups) {
    const inner = g.startsWith('( ') && g.endsWith(' )') ? g.slice(2, -2) : g;
    const parts = inner.split(' | ').map((s) => s.trim());
    const parsed = parts.map((s) => LEXEME.exec(s));
    if (parsed.some((m) => !m)) return stemmed;
    const alts = parsed.map((m) => ({ word: m![1], prefix: !!m![2], text: m![0] }));
    const kept = alts.filter((a, i) =>
      alts.findIndex((b) => b.text === a.text) === i // first of equal ones
      && !alts.some((b) => b.prefix && b.text !== a.text && a.word.startsWith(b.word) && (b.word !== a.word || !a.prefix)));
    out.push(kept.length > 1 ? `( ${kept.map((a) => a.text).join(' | ')} )` : kept[0].text);
  }
  return out.join(' & ');
}

/**
 * The stemmed, simplified tsquery text of a query built by buildTsQuery (null stays null). A text of stop words
 * only ("und", "die") stems to nothing: null, so the search goes by place and filters alone instead of finding
 * nothing.
 */
export async function stemmedTsQuery(q: Queryable, raw: string | null): Promise<string | null> {
  if (!raw) return null;
  const hit = cache.get(raw);
  if (hit !== undefined) return hit || null;
  const row = await q.one<{ q: string }>(`SELECT to_tsquery('german', $1)::text AS q`, [raw]);
  const simple = simplifyTsQuery(row?.q ?? '');
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(raw, simple);
  return simple || null;
}
