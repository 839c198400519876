// The search's vocabulary on the server (issue #33): concepts from the occupations in the database, KldB's alias
// names (vocabulary/kldb-aliases.json, built by scripts/build-search-aliases.ts), the reviewed synonyms, the
// interests and the synonyms the admin added (search_synonyms). Built once per process and rebuilt when older
// than VOCABULARY_TTL_MS or when an admin changes a synonym (forgetVocabulary, on every process via the cache bus).
import fs from 'node:fs';
import {
  type Concept,
  occupationTerms,
  plainName,
  nearestWord,
  typedWords,
  understand,
  understoodTsQuery,
  vocabKey,
  type Understanding,
  type Vocabulary,
} from '@oabat/domain/search-vocabulary';
import { expandWord } from '@oabat/domain/search';
import type { Queryable } from '../../db.ts';
import { perDatabase } from '../../lib/per-database.ts';
import * as repo from './search.vocabulary.repository.ts';
import { INTERESTS } from './vocabulary/interests.ts';
import { REVIEWED_SYNONYMS } from './vocabulary/reviewed-synonyms.ts';

const VOCABULARY_TTL_MS = 10 * 60_000;
/** Lexemes of the jobs' texts (compound parts) and whether a typed word is in them: fresh within a minute. */
const LEXEMES_TTL_MS = 60_000;

interface KldbAliases {
  aliases: Record<string, { name: string; kldb: string[] }>;
}
const KLDB_ALIASES: KldbAliases = JSON.parse(fs.readFileSync(new URL('./vocabulary/kldb-aliases.json', import.meta.url), 'utf8'));

export interface VocabularyOccupation {
  id: number;
  name: string;
  short_name: string;
  slug: string;
  kldb_code: string;
}

/** An occupation's name as the page shows it: the short name without its specialisation ("Kfz-Mechatroniker/in"). */
export const labelOf = (o: VocabularyOccupation) => o.short_name.replace(/\s+-\s+.*$/, '').trim();

export interface ServerVocabulary extends Vocabulary {
  /** Occupation label -> slug, for suggestions. */
  slugs: Map<string, string>;
  /** The occupations it was built from (a few hundred rows), for look-ups that need no SQL. */
  occupations: readonly VocabularyOccupation[];
}

/** Builds the vocabulary from its sources (pure apart from the rows given). */
export function buildVocabulary(occupations: VocabularyOccupation[], adminSynonyms: { term: string; target: string }[]): ServerVocabulary {
  const concepts = new Map<string, Concept[]>();
  const words = new Map<string, string>();
  const slugs = new Map<string, string>();
  // 7,000 aliases name a few hundred groups: each list of groups is looked up once.
  const kldbMemo = new Map<string, VocabularyOccupation[]>();
  const byKldb = (prefixes: string[]) => {
    const key = prefixes.join(',');
    let found = kldbMemo.get(key);
    if (!found) kldbMemo.set(key, (found = occupations.filter((o) => prefixes.some((p) => o.kldb_code.startsWith(p)))));
    return found;
  };
  const termMemo = new Map<VocabularyOccupation, string[]>();
  const termsOf = (o: VocabularyOccupation) => {
    let t = termMemo.get(o);
    if (!t) termMemo.set(o, (t = occupationTerms(o.name)));
    return t;
  };
  const conceptOf = (kind: Concept['kind'], label: string, occ: VocabularyOccupation[], extra: string[] = []): Concept => ({
    kind,
    label,
    terms: [...new Set([...extra, ...occ.flatMap(termsOf)])],
    occupations: [...new Set(occ.map(labelOf))].sort(),
  });
  const add = (key: string, c: Concept, replace = false) => {
    if (key.length < 2) return;
    const have = concepts.get(key);
    if (replace || !have) concepts.set(key, [c]);
    else if (!have.some((h) => h.label === c.label && h.kind === c.kind)) have.push(c);
  };
  const addWord = (shown: string) => {
    const k = vocabKey(shown);
    if (k.length >= 4 && !words.has(k)) words.set(k, shown);
  };

  for (const o of occupations) {
    const label = labelOf(o);
    slugs.set(label, o.slug);
    const c = conceptOf('occupation', label, [o]);
    for (const name of [o.name, o.short_name, label]) {
      add(vocabKey(plainName(name)), c);
      for (const w of plainName(name).split(/[\s,-]+/)) addWord(w);
    }
  }
  // KldB's aliases only where no occupation has the name.
  for (const [key, a] of Object.entries(KLDB_ALIASES.aliases)) {
    if (concepts.has(key)) continue;
    const occ = byKldb(a.kldb);
    if (!occ.length) continue;
    add(key, conceptOf('alias', plainName(a.name.replace(/\s+-\s+.*$/, '')), occ));
    addWord(plainName(a.name.replace(/\s+-\s+.*$/, '')).split(' ')[0]);
  }
  // The reviewed list and the admin's synonyms win over KldB's aliases; beside an occupation of the same name
  // they add its other words.
  for (const s of REVIEWED_SYNONYMS) {
    const occ = byKldb(s.kldb);
    for (const name of s.names) {
      const key = vocabKey(plainName(name));
      const isOccupation = concepts.get(key)?.some((c) => c.kind === 'occupation');
      add(key, conceptOf('alias', plainName(name), occ, s.terms), !isOccupation);
      for (const w of plainName(name).split(/[\s-]+/)) addWord(w);
    }
  }
  // An interest keeps an occupation's word only when no occupation outside its groups has the same word
  // ("Mechatroniker/in für Land- und Baumaschinentechnik" is about vehicles; its word finds every Mechatroniker).
  const termOwners = new Map<string, VocabularyOccupation[]>();
  for (const o of occupations) for (const t of termsOf(o)) termOwners.set(t, [...(termOwners.get(t) ?? []), o]);
  for (const i of INTERESTS) {
    const inside = byKldb(i.kldb);
    const own = (t: string) => (termOwners.get(t) ?? []).every((o) => inside.includes(o));
    const c = conceptOf('interest', i.label, inside, i.terms);
    c.terms = c.terms.filter((t) => i.terms.includes(t) || own(t));
    for (const w of i.words) {
      add(vocabKey(w), c, true);
      if (!w.includes(' ')) addWord(w);
    }
  }
  for (const s of adminSynonyms) {
    const target = vocabKey(plainName(s.target));
    const found = concepts.get(target) ?? [];
    const occ = occupations.filter((o) => found.some((c) => c.occupations.includes(labelOf(o))));
    const terms = plainName(s.target)
      .toLowerCase()
      .split(/[^a-zäöüß0-9]+/)
      .filter((w) => w.length >= 2);
    add(vocabKey(plainName(s.term)), conceptOf('alias', plainName(s.target), occ, terms), true);
    addWord(plainName(s.term));
  }
  return { concepts, words, slugs, occupations };
}

/**
 * A value loaded from the database and kept for `ttl`: the first call waits for it; later calls get the value in hand
 * while a newer one loads after the ttl (a rebuild of the vocabulary takes about a second, which no search should
 * wait for).
 */
class Refreshed<T> {
  private value: T | null = null;
  private loading: Promise<T> | null = null;
  private at = 0;
  /** A load started before forget() must not put back what was forgotten. */
  private generation = 0;
  private readonly ttl: number;
  constructor(ttl: number) {
    this.ttl = ttl;
  }
  /** `load` comes with each call: it reads through the caller's connection, never a stale one. */
  get(load: () => Promise<T>): Promise<T> {
    const stale = Date.now() - this.at > this.ttl;
    if ((stale || this.value === null) && !this.loading) {
      const generation = this.generation;
      this.loading = load().then(
        (v) => {
          if (generation === this.generation) {
            this.value = v;
            this.at = Date.now();
            this.loading = null;
          }
          return v;
        },
        (err) => {
          if (generation === this.generation) this.loading = null;
          throw err;
        },
      );
    }
    return this.value !== null ? Promise.resolve(this.value) : this.loading!;
  }
  loaded() {
    return this.value !== null;
  }
  forget() {
    this.generation++;
    this.value = null;
    this.loading = null;
    this.at = 0;
  }
}

/** What the vocabulary remembers, per database handle (lib/per-database.ts). */
interface VocabularyState {
  vocabulary: Refreshed<ServerVocabulary>;
  lexemes: Refreshed<string[]>;
  inIndex: Map<string, { at: number; found: boolean }>;
  understood: Map<string, { at: number; u: Understanding }>;
  misses: { hour: number; n: number };
}
const stateOf = perDatabase<VocabularyState>(() => ({
  vocabulary: new Refreshed<ServerVocabulary>(VOCABULARY_TTL_MS),
  lexemes: new Refreshed<string[]>(LEXEMES_TTL_MS),
  inIndex: new Map(),
  understood: new Map(),
  misses: { hour: 0, n: 0 },
}));

/** Drops this process's vocabulary of that database (an admin changed a synonym; a test changed the occupations). */
export function forgetVocabulary(q: Queryable) {
  const s = stateOf(q);
  s.vocabulary.forget();
  s.lexemes.forget();
  s.inIndex.clear();
  s.understood.clear();
}

export function vocabulary(q: Queryable): Promise<ServerVocabulary> {
  return stateOf(q).vocabulary.get(async () => buildVocabulary(await repo.vocabularyOccupations(q), await repo.searchSynonyms(q)));
}

/**
 * Builds the vocabulary and reads the lexemes ahead of the first search: built on a pupil's first text search after a
 * start, they made it the slowest of all (0.5-0.6 s in the bench's first round after the start, 30 Nov 2026).
 */
export async function warmVocabulary(q: Queryable): Promise<void> {
  await Promise.all([vocabulary(q), jobLexemes(q)]);
}

/** Whether this process holds a vocabulary of that database (built, not forgotten since). */
export const vocabularyLoaded = (q: Queryable) => stateOf(q).vocabulary.loaded() && stateOf(q).lexemes.loaded();

/** Every lexeme of the jobs' texts, sorted (search_lexemes), for compound parts. */
export function jobLexemes(q: Queryable): Promise<string[]> {
  return stateOf(q).lexemes.get(() => repo.allLexemes(q));
}

/** Which of these typed words occur in some job's text (their stem is a prefix of a lexeme). */
async function wordsInIndex(q: Queryable, words: string[]): Promise<Set<string>> {
  const inIndexCache = stateOf(q).inIndex;
  const now = Date.now();
  const ask = words.filter((w) => {
    const c = inIndexCache.get(w);
    return !c || now - c.at > LEXEMES_TTL_MS;
  });
  if (ask.length) {
    const found = await repo.wordsInLexemes(q, ask);
    if (inIndexCache.size > 5000) inIndexCache.clear();
    for (const w of ask) inIndexCache.set(w, { at: now, found: found.has(w) });
  }
  return new Set(words.filter((w) => inIndexCache.get(w)?.found));
}

/** What a search text means: its slots, corrections, interests and synonyms (null for no words). Cached a minute. */
export async function understandTerm(q: Queryable, term: string | null | undefined): Promise<Understanding | null> {
  if (!term?.trim()) return null;
  const understood = stateOf(q).understood;
  const hit = understood.get(term);
  if (hit && Date.now() - hit.at < LEXEMES_TTL_MS) return hit.u;
  const u = await understandFresh(q, term);
  if (understood.size > 2000) understood.clear();
  understood.set(term, { at: Date.now(), u });
  return u;
}

/** The stemmer's input for a search text (search.tsquery.ts stems it): null for no words. */
export async function termTsQuery(q: Queryable, term: string | null | undefined) {
  return understoodTsQuery(await understandTerm(q, term), expandWord);
}

async function understandFresh(q: Queryable, term: string): Promise<Understanding> {
  const vocab = await vocabulary(q);
  // Only words without a concept and long enough for a correction are checked against the index.
  const first = understand(vocab, term, () => false);
  const unknown = first.slots.filter((s) => s.correctedFrom).map((s) => s.correctedFrom!);
  if (!unknown.length) return first;
  const inIndex = await wordsInIndex(q, unknown);
  return inIndex.size ? understand(vocab, term, (w) => inIndex.has(w)) : first;
}

/** New words recorded per process (and database) and hour at most: the count is open to guests, so it has a limit of its own. */
export const MISSES_PER_HOUR = 500;

/**
 * Counts a search without results by its words and category only (no person, no place): "Suchen ohne Treffer"
 * for the admin. Never fails the search.
 */
export async function recordMiss(q: Queryable, term: string, category: string) {
  const words = typedWords(term).join(' ').slice(0, 100);
  if (!words) return;
  const hour = Math.floor(Date.now() / 3_600_000);
  const s = stateOf(q);
  if (s.misses.hour !== hour) s.misses = { hour, n: 0 };
  if (++s.misses.n > MISSES_PER_HOUR) return;
  await repo.recordMiss(q, words, category).catch(() => undefined);
}

/**
 * Occupations for the autocomplete from the vocabulary: concepts whose key starts with the typed text (at least 3
 * letters), else the concept of the nearest known word within the edits its length allows.
 */
export async function suggestedOccupations(q: Queryable, text: string, limit: number): Promise<string[]> {
  const key = vocabKey(text);
  if (key.length < 3) return [];
  const vocab = await vocabulary(q);
  const out: string[] = [];
  const take = (concepts: Concept[] | undefined) => {
    for (const c of concepts ?? []) for (const o of c.occupations) if (!out.includes(o) && out.length < limit) out.push(o);
  };
  for (const [k, concepts] of vocab.concepts) {
    if (out.length >= limit) break;
    if (k.startsWith(key)) take(concepts);
  }
  if (!out.length) {
    const near = nearestWord(vocab, key);
    if (near) take(vocab.concepts.get(near.key));
  }
  return out;
}
