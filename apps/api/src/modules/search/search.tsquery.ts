// The text query of a search, stemmed once, simplified, and its prefixes named as the lexemes that exist, before it
// reaches the index. A term expands to its gender forms and synonyms (buildTsQuery), and after German stemming
// several of them are often the same prefix or one is a prefix of another: "Elektroniker" gives 'elektron':* |
// 'elektron':* | 'elektr':* | 'elektr':* | 'elektro':*, where 'elektr':* alone matches exactly the same jobs. The
// GIN index reads every prefix's lexemes separately, so dropping the covered ones cut that index scan by half at
// 100k jobs. Then each remaining prefix becomes the list of lexemes it stands for (expandPrefixes).
import type { Queryable } from '../../db.ts';
import { jobLexemes } from './search.vocabulary.ts';
import { groupsOf, quote, unquote, type Alternative } from './search.tsquery-text.ts';

const cache = new Map<string, string>();
const CACHE_MAX = 2000;

const joinGroups = (groups: string[][]) => groups.map((g) => (g.length > 1 ? `( ${g.join(' | ')} )` : g[0])).join(' & ');

/**
 * Drops repeated alternatives and prefix alternatives covered by a shorter prefix, inside each OR group of an
 * `a & b & ...` query. Anything else (negation, phrases, nested groups) is returned unchanged.
 */
export function simplifyTsQuery(stemmed: string): string {
  const groups = groupsOf(stemmed);
  if (!groups) return stemmed;
  return joinGroups(
    groups.map((alts) =>
      alts
        .filter(
          (a, i) =>
            alts.findIndex((b) => b.text === a.text) === i && // first of equal ones
            !alts.some((b) => b.prefix && b.text !== a.text && a.word.startsWith(b.word) && (b.word !== a.word || !a.prefix)),
        )
        .map((a) => a.text),
    ),
  );
}

/** The lexemes that the query's prefixes stand for must be looked up (unquoted, without `:*`). */
export function prefixesOf(query: string): string[] {
  return [
    ...new Set(
      (groupsOf(query) ?? [])
        .flat()
        .filter((a) => a.prefix)
        .map((a) => unquote(a.word)),
    ),
  ];
}

/**
 * A prefix that stands for more lexemes than this stays a prefix: beyond it the list costs the index more lookups
 * than the bitmap of the prefix.
 */
export const PREFIX_LEXEMES_MAX = 40;

/**
 * The query with each prefix `'w':*` replaced by the lexemes it matches (`known`: prefix → the lexemes starting with
 * it, at most PREFIX_LEXEMES_MAX + 1 of them). Matches exactly the same texts, provided `known` lists every lexeme of
 * the texts with that prefix. A prefix that matches no lexeme is left out of an OR group with other alternatives
 * (it adds no job): "Klempner" is in no job's text, its other names are, and a prefix left in the query made the
 * point-and-words walks (search.nearest.ts) check every job of the area on the table, since a signature cannot
 * answer a prefix (10 km around Munich at 1M jobs on PostgreSQL: 108 ms against a few). Alone in its group it
 * becomes the exact word, which matches the same (nothing) but which the indexes answer: "Kaufmau" (no correction, no
 * job) read every job within 50 km of Munich on the table, 42 ms at 100k on PGlite. A prefix without an entry or with
 * too many lexemes stays as it is.
 */
export function expandPrefixes(query: string, known: Map<string, string[]>): string {
  const groups = groupsOf(query);
  if (!groups) return query;
  const matchesNothing = (a: Alternative) => a.prefix && known.get(unquote(a.word))?.length === 0;
  return joinGroups(
    groups.map((alts) => {
      const kept = alts.some((a) => !matchesNothing(a))
        ? alts.filter((a) => !matchesNothing(a))
        : alts.map((a) => ({ ...a, prefix: false, text: quote(unquote(a.word)) }));
      return [
        ...new Set(
          kept.flatMap((a) => {
            const lexemes = a.prefix ? known.get(unquote(a.word)) : undefined;
            return lexemes?.length && lexemes.length <= PREFIX_LEXEMES_MAX ? lexemes.map(quote) : [a.text];
          }),
        ),
      ];
    }),
  );
}

/**
 * The first text after every text starting with `prefix` in code point order (the lexemes' collation is C, which
 * orders UTF-8 by code point): the prefix with its last character's code point one higher.
 */
export function prefixEnd(prefix: string) {
  const chars = Array.from(prefix);
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

/**
 * The lexemes of the jobs' texts starting with each prefix (search_lexemes, migration 0045), one more than the limit.
 * As a range of the primary key: `lexeme ^@ p` with a prefix from a list cannot use the index and read all lexemes
 * for each prefix (0.27 ms at 3,840 lexemes, most of this statement's time).
 */
async function lexemesStartingWith(q: Queryable, prefixes: string[]) {
  const rows = await q.query<{ p: string; lexemes: string[] | null }>(
    `SELECT p, (SELECT array_agg(lexeme ORDER BY lexeme)
                  FROM (SELECT lexeme FROM search_lexemes WHERE lexeme >= p AND lexeme < e ORDER BY lexeme LIMIT $3) x) AS lexemes
       FROM unnest($1::text[], $2::text[]) AS u(p, e)`,
    [prefixes, prefixes.map(prefixEnd), PREFIX_LEXEMES_MAX + 1],
    { prepared: true }, // one text on every search, a key range whatever the prefixes
  );
  return new Map(rows.map((r) => [r.p, r.lexemes ?? []]));
}

/**
 * The stemmed and simplified tsquery text of a query built by buildTsQuery, prefixes left as prefixes (null for
 * nothing or stop words only). Texts other than jobs' (posts) use it: search_lexemes lists only the jobs' words.
 */
export async function stemmedOnly(q: Queryable, raw: string | null): Promise<string | null> {
  if (!raw) return null;
  let simple = cache.get(raw);
  if (simple === undefined) {
    const row = await q.one<{ q: string }>(`SELECT to_tsquery('german', $1)::text AS q`, [raw], { prepared: true });
    simple = simplifyTsQuery(row?.q ?? '');
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(raw, simple);
  }
  return simple || null;
}

/**
 * The stemmed, simplified and expanded tsquery text of a query built by buildTsQuery (null stays null). A text of
 * stop words only ("und", "die") stems to nothing: null, so the search goes by place and filters alone instead of
 * finding nothing. Stemming is cached; the prefixes are looked up on every search, so that a job published a moment
 * ago with a new word is found by its prefix at once, on every process.
 */
export async function stemmedTsQuery(q: Queryable, raw: string | null): Promise<string | null> {
  const stemmed = await stemmedOnly(q, raw);
  if (!stemmed) return null;
  const simple = addCompounds(stemmed, await jobLexemes(q));
  const prefixes = prefixesOf(simple);
  return prefixes.length ? expandPrefixes(simple, await lexemesStartingWith(q, prefixes)) : simple;
}

/** A typed word's stem from this length on also finds the compounds it ends or stands in ("mechan" -> 'industriemechan'). */
export const COMPOUND_STEM_MIN = 5;
/** At most this many compounds per word: the ones that end with it (German heads come last) and the shortest first. */
export const COMPOUNDS_MAX = 30;

const compoundCache = new WeakMap<string[], Map<string, string[]>>();

/** The lexemes in which a stem is a part after at least three letters (not the prefix case, which `:*` covers). */
export function compoundsOf(stem: string, lexemes: string[]): string[] {
  let byStem = compoundCache.get(lexemes);
  if (!byStem) compoundCache.set(lexemes, (byStem = new Map()));
  let found = byStem.get(stem);
  if (!found) {
    found = lexemes
      .filter((l) => l.indexOf(stem) >= 3)
      .sort((a, b) => Number(b.endsWith(stem)) - Number(a.endsWith(stem)) || a.length - b.length || (a < b ? -1 : 1))
      .slice(0, COMPOUNDS_MAX);
    if (byStem.size > 5000) byStem.clear();
    byStem.set(stem, found);
  }
  return found;
}

/**
 * German compounds (issue #33): each prefix alternative of a flat query (the word as typed) gains, as whole words,
 * the lexemes of the jobs' texts that contain its stem as a later part: "Mechaniker" finds Industriemechaniker/in.
 */
export function addCompounds(query: string, lexemes: string[]): string {
  const groups = groupsOf(query);
  if (!groups || !lexemes.length) return query;
  return joinGroups(
    groups.map((alts) => {
      const out = alts.map((a) => a.text);
      for (const a of alts) {
        const stem = unquote(a.word);
        if (a.prefix && stem.length >= COMPOUND_STEM_MIN) for (const l of compoundsOf(stem, lexemes)) out.push(quote(l));
      }
      return [...new Set(out)];
    }),
  );
}
