// How the job search understands what a pupil types (issue #33): the words are read against a vocabulary of
// concepts (occupations, their other names, interests) before they become the text query. A word can be
// - an occupation or one of its names ("Klempner" -> Anlagenmechaniker/in SHK; KldB aliases and a reviewed list),
// - an interest ("Computer" -> the occupations of KldB group 43),
// - a gender or spelling form ("Frisörin", "Friseuse", "Baecker"), folded before the look-up,
// - a typo of a known word ("Mechatronicker"): corrected when the word as typed is not in any job's text.
// The vocabulary is built on the server (search.vocabulary.ts); everything here is pure, so it is tested alone.
import { z } from 'zod';
import { transliterate } from './locations.ts';

/** A meaning a typed word can have: the words that find its jobs, and what the page says about it. */
export interface Concept {
  kind: 'occupation' | 'alias' | 'interest';
  /** What the page names: the occupation, or the interest ("Computer"). */
  label: string;
  /** Surface words (lower case, umlauts kept: the stemmer folds them) of which a job's text must contain one. */
  terms: string[];
  /** For an interest or alias: the occupations it stands for (shown as "Berufe rund um …"). */
  occupations: string[];
}

export interface Vocabulary {
  /** Concept look-up by key (vocabKey of a name or of an n-gram of typed words). */
  concepts: Map<string, Concept[]>;
  /** Every known word's key with the form to show ("mechatroniker" -> "Mechatroniker"), for corrections. */
  words: Map<string, string>;
}

/** Words a search ignores when others remain: what pupils put around a wish ("was mit Autos"). */
const FILLERS = new Set([
  'was',
  'mit',
  'etwas',
  'irgendwas',
  'irgendwas',
  'ich',
  'will',
  'moechte',
  'gerne',
  'gern',
  'bereich',
  'beruf',
  'berufe',
  'sowas',
  'so',
  'als',
  'im',
  'in',
  'und',
  'oder',
  'fuer',
  'der',
  'die',
  'das',
  'den',
  'mich',
  'machen',
]);

/** Words that do not identify an occupation on their own ("Kaufmann im Einzelhandel" is found by "Einzelhandel"). */
const GENERIC = new Set([
  'kaufmann',
  'kauffrau',
  'kaufleute',
  'fachkraft',
  'fachkraefte',
  'fachmann',
  'fachfrau',
  'fachleute',
  'fachangestellte',
  'fachangestellter',
  'angestellte',
  'angestellter',
  'helfer',
  'helferin',
  'assistent',
  'assistentin',
  'technischer',
  'technische',
  'fuer',
  'im',
  'in',
  'und',
  'der',
  'die',
  'das',
  'des',
  'den',
  'von',
  'am',
  'an',
  'zum',
  'zur',
  'mit',
  'bei',
  'fachrichtung',
  'schwerpunkt',
  'einsatzgebiet',
  'r',
  'e',
  'n',
  'frau',
  'mann',
  'staatlich',
  'gepruefte',
  'gepruefter',
  'anerkannte',
  'anerkannter',
  'fachpraktiker',
  'fachpraktikerin',
  // Stems to 'kaufmann' ("Kaufmännische/r Assistent/in"): as generic as Kaufmann.
  'kaufmaennische',
  'kaufmaennischer',
  'werker',
  'facharbeiter',
]);

/** The key of a text: lower case, umlauts written out (ä = ae), letters and digits only, no spaces. */
export const vocabKey = (text: string) => transliterate(text).replace(/[^a-z0-9]+/g, '');

/** A name without its gender slashes and notes: "Zahnmedizinische/r Fachangestellte/r (m/w/d)" -> "Zahnmedizinische Fachangestellte". */
export function plainName(name: string): string {
  // "Landwirt/Landwirtin", "Zahnmedizinischer Fachangestellter/Zahnmedizinische Fachangestellte": the male form
  // ends where a capitalised second form begins.
  const full = /^([^/]+)\/([A-ZÄÖÜ][^/]*)$/.exec(name);
  const wordCount = (t: string) => t.trim().split(/\s+/).length;
  return (full && wordCount(full[1]) === wordCount(full[2]) ? full[1] : name)
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b[mwd]\/[mwd](\/[mwd])?\b/gi, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/\/.*$/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Keys under which an alias name is found: the whole name, and its first part before " - " when that says enough. */
export function aliasKeys(name: string): string[] {
  const base = plainName(name.replace(/\s+-\s+.*$/, (rest) => (GENERIC.has(vocabKey(name.split(' - ')[0])) ? rest : '')));
  const whole = vocabKey(plainName(name));
  const keys = new Set([vocabKey(base), whole].filter((k) => k.length >= 4 && !GENERIC.has(k)));
  return [...keys];
}

/**
 * Gender, number and spelling forms of one key (transliterated): -in, -innen, -frau/-mann/-leute, -euse/-eur,
 * -oer/-eur (Frisör), plural -e/-en/-n of a known word is left to the stemmer.
 */
export function keyForms(key: string): string[] {
  const out = new Set([key]);
  for (const [a, others] of [
    ['mann', ['frau', 'leute']],
    ['frau', ['mann', 'leute']],
    ['leute', ['mann', 'frau']],
  ] as const) {
    if (key.endsWith(a) && key.length > a.length + 2) for (const o of others) out.add(key.slice(0, -a.length) + o);
  }
  if (key.endsWith('innen') && key.length > 8) out.add(key.slice(0, -5));
  else if (key.endsWith('in') && key.length > 6) out.add(key.slice(0, -2));
  if (key.endsWith('euse') && key.length > 6) out.add(`${key.slice(0, -4)}eur`);
  if (key.endsWith('oeur')) out.add(`${key.slice(0, -4)}eur`);
  for (const k of [...out]) if (/oer$/.test(k)) out.add(k.replace(/oer$/, 'eur'));
  for (const k of [...out]) if (k.endsWith('s') && k.length > 5) out.add(k.slice(0, -1));
  return [...out];
}

/** Edits allowed for a typed word of this length: none below 5 letters, one from 5, two from 9 (issue #33). */
export const allowedEdits = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

// Three rows of the distance table, reused by every call (a correction compares thousands of words).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (insert, delete, replace, swap of two neighbours), stopping early: returns
 * max + 1 as soon as the distance must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0].length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = prev[j - 1] + (ca === cb ? 0 : 1);
      if (prev[j] + 1 < d) d = prev[j] + 1;
      if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && prev2[j - 2] + 1 < d) d = prev2[j - 2] + 1;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}

/** The known words by length, built once per vocabulary: a correction reads only lengths within its edits. */
const byLength = new WeakMap<Map<string, string>, Map<number, [string, string][]>>();
function wordsOfLength(words: Map<string, string>, length: number) {
  let buckets = byLength.get(words);
  if (!buckets) {
    buckets = new Map();
    for (const entry of words) {
      const list = buckets.get(entry[0].length) ?? [];
      list.push(entry);
      buckets.set(entry[0].length, list);
    }
    byLength.set(words, buckets);
  }
  return buckets.get(length) ?? [];
}

/** The nearest known word within the edits its length allows (ties: the shorter, then the first found). */
export function nearestWord(vocab: Vocabulary, key: string): { key: string; shown: string; distance: number } | null {
  const max = allowedEdits(key.length);
  if (!max) return null;
  let best: { key: string; shown: string; distance: number } | null = null;
  for (let length = key.length - max; length <= key.length + max; length++) {
    for (const [k, shown] of wordsOfLength(vocab.words, length)) {
      const d = editDistance(key, k, best ? Math.min(best.distance, max) : max);
      if (d <= max && (!best || d < best.distance || (d === best.distance && k.length < best.key.length))) best = { key: k, shown, distance: d };
    }
  }
  return best && best.distance > 0 ? best : null;
}

/**
 * The word of an occupation's name that finds it: the noun of its head ("Mathematisch-technische/r
 * Softwareentwickler/in" -> softwareentwickler), or, where that says nothing alone, the first word of its
 * specialisation ("Kaufmann/-frau im Einzelhandel" -> einzelhandel; "Fachkraft für Lagerlogistik" -> lagerlogistik),
 * else the head's first specific word ("Zahnmedizinische/r Fachangestellte/r" -> zahnmedizinische). Lower case with
 * umlauts, for the stemmer.
 */
export function occupationTerms(name: string): string[] {
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9äöüß]+/)
      .filter(Boolean);
  const specific = (w: string) => w.length >= 4 && !GENERIC.has(vocabKey(w));
  const [head, ...rest] = plainName(name).split(/\s+(?:-|für|im|in|der|zum|zur|am)\s+/i);
  const headWords = wordsOf(head);
  const noun = headWords[headWords.length - 1];
  if (noun && specific(noun)) return [noun];
  // A specialisation's short words name places and things ("Land- und Baumaschinentechnik"), not the occupation.
  const spec = wordsOf(rest.join(' ')).find((w) => specific(w) && w.length >= 6);
  if (spec) return [spec];
  // Nothing specific ("Kaufmann/Kauffrau"): no word, since a generic one would find every Kaufmann.
  const first = headWords.find(specific);
  return first ? [first] : [];
}

/** One AND member of the query: what a typed word (or several, "Kfz Mechaniker") was taken to mean. */
export interface Slot {
  typed: string;
  concepts: Concept[];
  /** The word as typed (when it is a word, not only a concept), searched as a prefix with its forms. */
  word: string | null;
  correctedFrom?: string;
}

export interface Understanding {
  slots: Slot[];
  corrections: { from: string; to: string }[];
  interests: { word: string; label: string; occupations: string[] }[];
  synonyms: { word: string; occupations: string[] }[];
}

const lookup = (vocab: Vocabulary, key: string) => {
  for (const k of keyForms(key)) {
    const found = vocab.concepts.get(k);
    if (found?.length) return found;
  }
  return null;
};

/** Typed words: letters and digits (umlauts kept), at least 2 characters, at most 8, fillers dropped while others remain. */
export function typedWords(term: string): string[] {
  const words = term
    .toLowerCase()
    .split(/[^a-z0-9äöüß]+/)
    .filter((w) => w.length >= 2)
    .slice(0, 8);
  const kept = words.filter((w) => !FILLERS.has(vocabKey(w)));
  return kept.length ? kept : words;
}

/**
 * The typed words as slots: the longest runs of words that name a concept ("kfz mechaniker", "menschen helfen")
 * first, then single words, then corrections of unknown words. `inIndex(word)` says whether a word without a concept
 * occurs in a job's text as typed (then it is not corrected: exact matches come first).
 */
export function understand(vocab: Vocabulary, term: string, inIndex: (word: string) => boolean): Understanding {
  const words = typedWords(term);
  const slots: Slot[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(3, words.length - i); n >= 2 && !taken; n--) {
      const concepts = lookup(vocab, vocabKey(words.slice(i, i + n).join('')));
      if (concepts) {
        slots.push({ typed: words.slice(i, i + n).join(' '), concepts, word: null });
        taken = n;
      }
    }
    if (!taken) {
      const w = words[i];
      const concepts = lookup(vocab, vocabKey(w));
      if (concepts) slots.push({ typed: w, concepts, word: w });
      else if (!vocab.words.has(vocabKey(w)) && !inIndex(w)) {
        const near = nearestWord(vocab, vocabKey(w));
        const nearConcepts = near ? lookup(vocab, near.key) : null;
        if (near) slots.push({ typed: w, concepts: nearConcepts ?? [], word: near.shown.toLowerCase(), correctedFrom: w });
        else slots.push({ typed: w, concepts: [], word: w });
      } else slots.push({ typed: w, concepts: [], word: w });
      taken = 1;
    }
    i += taken;
  }
  const result: Understanding = { slots, corrections: [], interests: [], synonyms: [] };
  for (const s of slots) {
    if (s.correctedFrom) result.corrections.push({ from: s.correctedFrom, to: s.word! });
    for (const c of s.concepts) {
      if (c.kind === 'interest') result.interests.push({ word: s.typed, label: c.label, occupations: c.occupations });
      else if (c.kind === 'alias') result.synonyms.push({ word: s.typed, occupations: c.occupations });
    }
  }
  return result;
}

/** Spelling variants of a typed word: ae/oe/ue written as umlauts ("Baecker" is stemmed apart from "Bäcker"). */
export function spellingVariants(word: string): string[] {
  const umlauts = word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');
  return umlauts !== word ? [umlauts] : [];
}

const queryWord = (w: string) => w.toLowerCase().replace(/[^a-z0-9äöüß]+/g, '');

/**
 * The text for `to_tsquery('german', ...)` of an understood search: every slot must match in one of its forms. A
 * word (as typed or corrected) is a prefix with its gender forms and spellings (expandWord); a concept adds the
 * words that find its occupations as whole words; title matches rank first, so the typed word's own matches in
 * descriptions come after them.
 */
export function understoodTsQuery(u: Understanding | null, expandWord: (w: string) => string[]): string | null {
  if (!u) return null;
  const groups = u.slots
    .map((s) => {
      const alts: string[] = [];
      if (s.word) {
        // An interest's word is a whole word: as a prefix "Holz" or "Backen" would find every job of a Holzbau or
        // Bäckerei through the business's name. A spelling variant is a whole word for the same reason.
        const interest = s.concepts.length > 0 && s.concepts.every((c) => c.kind === 'interest');
        const forms = expandWord(queryWord(s.word)).map(queryWord);
        alts.push(interest ? forms[0] : `${forms[0]}:*`, ...forms.slice(1));
        alts.push(...spellingVariants(queryWord(s.word)));
      }
      for (const c of s.concepts) for (const t of c.terms) alts.push(queryWord(t));
      return [...new Set(alts.filter((a) => a.replace(':*', '').length >= 2))];
    })
    .filter((g) => g.length);
  return groups.length ? groups.map((g) => `(${g.join(' | ')})`).join(' & ') : null;
}

/** The admin's synonym (POST /api/admin/search-synonyms): a word pupils type and the occupation or words it means. */
export const ZSearchSynonymInput = z.object({
  term: z
    .string()
    .trim()
    .min(2, 'Bitte gib ein Wort mit mindestens 2 Zeichen ein.')
    .max(100, 'Höchstens 100 Zeichen.')
    .regex(/[A-Za-zÄÖÜäöüß]/, 'Bitte gib ein Wort ein.'),
  target: z
    .string()
    .trim()
    .min(2, 'Bitte gib den Beruf oder die Wörter an, die gemeint sind.')
    .max(200, 'Höchstens 200 Zeichen.')
    .regex(/[A-Za-zÄÖÜäöüß]/, 'Bitte gib einen Beruf oder Wörter ein.'),
});
export type TSearchSynonymInput = z.infer<typeof ZSearchSynonymInput>;
export const ZSearchMissesQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** A search without results (GET /api/admin/search-misses), counted per term and category. */
export const ZSearchMiss = z.object({ term: z.string(), category: z.string(), count: z.number().int(), last_at: z.string() });
export type TSearchMiss = z.infer<typeof ZSearchMiss>;
/** An admin's synonym as stored. */
export const ZSearchSynonym = z.object({ id: z.number().int(), term: z.string(), target: z.string(), created_at: z.string() });
export type TSearchSynonym = z.infer<typeof ZSearchSynonym>;
/** GET /api/admin/search-misses: the misses with the synonyms beside them. */
export const ZSearchMisses = z.object({ misses: z.array(ZSearchMiss), synonyms: z.array(ZSearchSynonym) });
export type TSearchMisses = z.infer<typeof ZSearchMisses>;
