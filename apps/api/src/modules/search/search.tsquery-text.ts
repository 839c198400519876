// The text of a tsquery as to_tsquery writes it, read without the database: its OR groups of lexemes, quoting, and
// the words every match must hold one of. Kept apart from search.tsquery.ts (which looks lexemes up) so that the SQL
// of the filter can use it without importing the vocabulary.

/** One lexeme of to_tsquery's output: `'word':*` or `'word'` (quotes inside doubled). */
const LEXEME = /^'((?:[^']|'')+)'(:\*)?$/;

export interface Alternative {
  word: string;
  prefix: boolean;
  text: string;
}

/**
 * The OR groups of an `a & b & ...` query of single lexemes (`'w'` or `'w':*`), or null for anything else (negation,
 * phrases, nested groups), which callers leave unchanged.
 */
export function groupsOf(query: string): Alternative[][] | null {
  const groups: Alternative[][] = [];
  for (const g of query.split(' & ')) {
    const inner = g.startsWith('( ') && g.endsWith(' )') ? g.slice(2, -2) : g;
    const parsed = inner.split(' | ').map((s) => LEXEME.exec(s.trim()));
    if (parsed.some((m) => !m)) return null;
    groups.push(parsed.map((m) => ({ word: m![1], prefix: !!m![2], text: m![0] })));
  }
  return groups;
}

/** A lexeme as tsquery input: quoted, with quotes and backslashes doubled. */
export const quote = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
/** The lexeme inside a quoted one of to_tsquery's output. */
export const unquote = (word: string) => word.replaceAll("''", "'").replaceAll('\\\\', '\\');

/**
 * The words of the query's OR group with the fewest alternatives, none of them a prefix: every job the query matches
 * has one of them (the keys of the word-and-cell index, search.word-cells.ts). Null for another shape of query
 * (negation, phrases, weights) or when every group holds a prefix.
 */
export function keyWordsOf(query: string): string[] | null {
  const exact = groupsOf(query)?.filter((g) => g.every((a) => !a.prefix));
  if (!exact?.length) return null;
  const fewest = exact.reduce((a, b) => (b.length < a.length ? b : a));
  return [...new Set(fewest.map((a) => unquote(a.word)))];
}
