// SQL of the search's vocabulary: suggestions as one types, the occupations and the admin's synonyms the vocabulary is
// built from, the jobs' lexemes for compound parts, and the searches without results ("Suchen ohne Treffer").
import type { Queryable } from '../../db.ts';
import { JOB_LISTED } from './search.sql.ts';

/** As-you-type: occupations, job titles and businesses starting with (or containing) the text. */
export function suggest(q: Queryable, key: string, text: string, limit: number) {
  return q.query<{ type: string; label: string; slug: string }>(
    `(SELECT 'occupation' AS type, o.short_name AS label, o.slug, 0 AS rank FROM occupations o
       WHERE o.search_name LIKE $1 || '%' OR o.search_name LIKE '% ' || $1 || '%' ORDER BY o.short_name LIMIT $3)
     UNION ALL
     (SELECT DISTINCT ON (lower(j.name)) 'job', j.name, j.slug, 1 FROM jobs j
       WHERE ${JOB_LISTED} AND lower(j.name) LIKE '%' || $2 || '%' ORDER BY lower(j.name), j.id LIMIT $3)
     UNION ALL
     (SELECT 'business', b.name, b.slug, 2 FROM businesses b WHERE b.is_visible AND lower(b.name) LIKE '%' || $2 || '%' ORDER BY b.name LIMIT $3)
     ORDER BY rank LIMIT $3`,
    [key, text.toLowerCase(), limit],
  );
}

/** The occupations the search's vocabulary names (search.vocabulary.ts). */
export function vocabularyOccupations(q: Queryable) {
  return q.query<{ id: number; name: string; short_name: string; slug: string; kldb_code: string }>(
    `SELECT id, name, short_name, slug, kldb_code FROM occupations ORDER BY id`,
  );
}

/** The admin's synonyms (search_synonyms, migration 0590). */
export function searchSynonyms(q: Queryable) {
  return q.query<{ id: number; term: string; target: string; created_at: Date }>(
    `SELECT id, term, target, created_at FROM search_synonyms ORDER BY lower(term)`,
  );
}

/** Every lexeme of the jobs' texts, for the compound parts of a word (search.vocabulary.ts). */
export async function allLexemes(q: Queryable) {
  return (await q.query<{ lexeme: string }>(`SELECT lexeme FROM search_lexemes ORDER BY lexeme`)).map((r) => r.lexeme);
}

/** The typed words whose German stem begins a lexeme of the jobs' texts (a key range of search_lexemes each). */
export async function wordsInLexemes(q: Queryable, words: string[]) {
  const rows = await q.query<{ w: string }>(
    `SELECT u.w FROM unnest($1::text[]) AS u(w), LATERAL (SELECT (ts_lexize('german_stem', u.w))[1] AS s) st
      WHERE st.s IS NOT NULL AND EXISTS (SELECT 1 FROM search_lexemes l WHERE l.lexeme >= st.s AND l.lexeme < st.s || chr(1114111))`,
    [words],
    { prepared: true },
  );
  return new Set(rows.map((r) => r.w));
}

export function recordMiss(q: Queryable, term: string, category: string) {
  return q.query(
    `INSERT INTO search_misses (term, category) VALUES ($1, $2)
     ON CONFLICT (term, category) DO UPDATE SET count = search_misses.count + 1, last_at = now()`,
    [term, category],
  );
}

/** Searches without results, most frequent of the last 90 days first. */
export function listMisses(q: Queryable, limit: number) {
  return q.query<{ term: string; category: string; count: number; last_at: Date }>(
    `SELECT term, category, count, last_at FROM search_misses WHERE last_at > now() - interval '90 days'
      ORDER BY count DESC, last_at DESC LIMIT $1`,
    [limit],
  );
}

export function addSynonym(q: Queryable, term: string, target: string) {
  return q.one<{ id: number; term: string; target: string; created_at: Date }>(
    `INSERT INTO search_synonyms (term, target) VALUES ($1, $2)
     ON CONFLICT (lower(term)) DO UPDATE SET target = EXCLUDED.target RETURNING id, term, target, created_at`,
    [term, target],
  );
}

export async function removeSynonym(q: Queryable, id: number) {
  return (await q.query<{ id: number }>(`DELETE FROM search_synonyms WHERE id = $1 RETURNING id`, [id])).length > 0;
}

/** Once the admin has given a word a synonym, its misses are answered. */
export function forgetMisses(q: Queryable, term: string) {
  return q.query(`DELETE FROM search_misses WHERE lower(term) = lower($1)`, [term]);
}
