// Simplifying the stemmed text query keeps exactly the jobs it matches (fewer index lookups, same result); naming a
// prefix's lexemes does too, as long as the dictionary (migration 0045) holds every lexeme of the jobs' texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { expandPrefixes, PREFIX_LEXEMES_MAX, prefixEnd, prefixesOf, simplifyTsQuery, stemmedTsQuery } from './search.tsquery.ts';
import { buildTsQuery } from '@oabat/domain/search';

describe('simplifyTsQuery', () => {
  it('drops repeated alternatives and prefixes covered by a shorter prefix', () => {
    expect(simplifyTsQuery(`'elektron':* | 'elektron':* | 'elektr':* | 'elektr':* | 'elektro':*`)).toBe(`'elektr':*`);
    expect(simplifyTsQuery(`'koch':* | 'koch' | 'kuch':*`)).toBe(`( 'koch':* | 'kuch':* )`);
    expect(simplifyTsQuery(`( 'back':* | 'backerin':* ) & 'passau':*`)).toBe(`'back':* & 'passau':*`);
  });
  it('keeps what it cannot cover: exact words, other groups, operators it does not know', () => {
    expect(simplifyTsQuery(`( 'kauffrau':* | 'kaufmann':* | 'kaufleut':* ) & 'passau':*`)).toBe(`( 'kauffrau':* | 'kaufmann':* | 'kaufleut':* ) & 'passau':*`);
    expect(simplifyTsQuery(`'koch' | 'kochin'`)).toBe(`( 'koch' | 'kochin' )`);
    expect(simplifyTsQuery(`!'a':*`)).toBe(`!'a':*`);
    expect(simplifyTsQuery(`( 'e-commerc':* & 'e':* & 'commerc':* | 'handel':* )`)).toBe(`( 'e-commerc':* & 'e':* & 'commerc':* | 'handel':* )`);
    expect(simplifyTsQuery(`'o''neil':* | 'o''neil':*`)).toBe(`'o''neil':*`);
    expect(simplifyTsQuery('')).toBe('');
  });
});

describe('expandPrefixes', () => {
  it('names the lexemes of each prefix, without repeating an exact alternative', () => {
    const q = `( 'elektron':* | 'elektr' ) & 'passau':*`;
    expect(prefixesOf(q)).toEqual(['elektron', 'passau']);
    expect(
      expandPrefixes(
        q,
        new Map([
          ['elektron', ['elektron', 'elektronikerin']],
          ['passau', ['passau']],
        ]),
      ),
    ).toBe(`( 'elektron' | 'elektronikerin' | 'elektr' ) & 'passau'`);
  });
  it('keeps a prefix with too many lexemes or not looked up; one without lexemes stays as the exact word', () => {
    const many = Array.from({ length: PREFIX_LEXEMES_MAX + 1 }, (_, i) => `ka${i}`);
    expect(
      expandPrefixes(
        `'ka':* & 'zz':* & 'yy':*`,
        new Map([
          ['ka', many],
          ['zz', []],
        ]),
      ),
    ).toBe(`'ka':* & 'zz' & 'yy':*`);
  });
  it('leaves out a prefix that matches no lexeme beside other alternatives, and keeps it alone as the exact word', () => {
    const known = new Map([
      ['klempn', []],
      ['zz', []],
      ['back', ['back', 'backerei']],
    ]);
    expect(expandPrefixes(`( 'klempn':* | 'anlagenmechan' | 'shk' ) & 'back':*`, known)).toBe(`( 'anlagenmechan' | 'shk' ) & ( 'back' | 'backerei' )`);
    // Alone, the words stay, as exact words: they match the same (nothing), and an index can answer them.
    expect(expandPrefixes(`( 'klempn':* | 'zz':* ) & 'back':*`, known)).toBe(`( 'klempn' | 'zz' ) & ( 'back' | 'backerei' )`);
    expect(expandPrefixes(`'klempn':* | 'yy':*`, known)).toBe(`'yy':*`);
  });
  it('quotes lexemes with quotes and backslashes as tsquery input, and reads them back', () => {
    expect(prefixesOf(`'o''n':*`)).toEqual([`o'n`]);
    expect(expandPrefixes(`'o''n':*`, new Map([[`o'n`, [`o'neil`, 'o\\n']]]))).toBe(`( 'o''neil' | 'o\\\\n' )`);
    expect(expandPrefixes(`!'a':*`, new Map([['a', ['ab']]]))).toBe(`!'a':*`);
  });
  it('bounds a prefix by the first text after all texts that start with it, in code point order', () => {
    const words = ['elektr', 'elektriker', 'elektrzzz', 'elekts', 'elektr\u{10ffff}', 'elektrü', 'über', 'übf', 'ü'];
    for (const prefix of ['elektr', 'ü', 'ab\u{1f600}']) {
      const end = prefixEnd(prefix);
      for (const w of words) expect([w, w >= prefix && codePointLess(w, end)]).toEqual([w, w.startsWith(prefix)]);
    }
    expect(prefixEnd('a\u{d7ff}')).toBe('a\u{e000}'); // skips the surrogates, which no text holds
  });
});

/** Code point order (C collation on UTF-8); JavaScript's < compares UTF-16 units. */
const codePointLess = (a: string, b: string) => {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i];
  return x.length < y.length;
};

describe('stemmedTsQuery on the database', () => {
  let t: TestContext;
  let business: number;
  const WORDS = [
    'Elektroniker',
    'Elektroanlagen',
    'Elektronikerin',
    'Kauffrau',
    'Kaufleute',
    'Kaufhaus',
    'Bäckerei',
    'Bäcker',
    'Backstube',
    "O'Neill",
    'Neubau',
    'Lagerist',
    'Lagerlogistik',
    'Koch',
    'Köchin',
    'Küche',
    'Kuchen',
  ];
  beforeAll(async () => {
    t = await createTestApp();
    business = (await buildBusiness(t, { slug: 'lexeme-betrieb' })).id;
  });
  afterAll(() => t.close());

  const insert = (texts: string[], tag: string) =>
    t.db.query(
      `INSERT INTO jobs (business_id, type_id, status, name, description, slug, published_at)
     SELECT $1, 1, 'published', 'Stelle', d, $2 || '-' || n, now() FROM unnest($3::text[]) WITH ORDINALITY AS x(d, n)`,
      [business, tag, texts],
    );
  const matching = async (query: string) =>
    (await t.db.query<{ slug: string }>(`SELECT slug FROM jobs WHERE slug LIKE 'lex-%' AND search_vector @@ $1::tsquery ORDER BY slug`, [query])).map(
      (r) => r.slug,
    );

  it('matches exactly the jobs the prefix query matches, also right after a job with a new word was written', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom('Elektro', 'Elektroniker', 'Kauf', 'Kauffrau', 'Bäck', 'Back', 'Lager', 'Koch', 'Küche', "O'Neill", 'Neu'),
        fc.boolean(),
        async (texts, term, update) => {
          const tag = `lex-${round++}`;
          await insert(texts, tag);
          // An edit that brings a new word (the update trigger keeps it too).
          if (update) await t.db.query(`UPDATE jobs SET description = description || ' Neuartig ' || $2 WHERE slug = $1 || '-1'`, [tag, term]);
          const raw = buildTsQuery(term)!;
          const stemmed = simplifyTsQuery((await t.db.one<{ q: string }>(`SELECT to_tsquery('german', $1)::text AS q`, [raw]))!.q);
          const expanded = (await stemmedTsQuery(t.db, raw))!;
          expect(await matching(expanded)).toEqual(await matching(stemmed));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('finds a word that an edit brought, by a prefix whose other lexemes were known before', async () => {
    await insert(['Neubau am Stadtrand', 'Altbau'], 'lex-edit');
    const found = async () => matching((await stemmedTsQuery(t.db, buildTsQuery('Neu')))!);
    expect(await found()).toContain('lex-edit-1');
    await t.db.query(`UPDATE jobs SET description = 'Neuartige Werkstatt' WHERE slug = 'lex-edit-2'`);
    expect(await found()).toEqual(expect.arrayContaining(['lex-edit-1', 'lex-edit-2']));
  });

  it('names lexemes instead of prefixes where the dictionary has them', async () => {
    await insert(['Elektroniker für Betriebstechnik'], 'lex-named');
    const q = (await stemmedTsQuery(t.db, buildTsQuery('Elektroniker')))!;
    expect(q).not.toContain(':*');
    expect(q).toContain(`'elektron'`);
  });
});
