// Sitemaps (sitemaps.org 0.9): an index naming child files of at most `perFile` URLs each, and the child
// files streamed batch by batch from the database.
import type { Queryable } from '../../db.ts';
import { countRows, keyAt, rowsFrom, SITEMAP_KINDS, type SitemapKind } from './seo.repository.ts';

/** The protocol's limit per file; tests lower it to see the split. */
export const MAX_URLS_PER_FILE = 50_000;
const BATCH = 2_000;
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
/** Slugs are our own, but a path is still encoded segment by segment (an umlaut or space stays a valid URL). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
const isoDate = (d: Date | string) => new Date(d).toISOString();

/** `jobs-3.xml` -> { kind: 'jobs', page: 3 }; anything else is not a sitemap of ours. */
export function parseSitemapName(name: string): { kind: SitemapKind; page: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m || !(SITEMAP_KINDS as readonly string[]).includes(m[1]!)) return null;
  return { kind: m[1] as SitemapKind, page: Number(m[2]) };
}

/** The index: one child per kind and page; a kind without rows still gets its (empty) first file. */
export async function sitemapIndex(db: Queryable, base: string, perFile: number): Promise<string> {
  const parts = [`${HEAD}<sitemapindex xmlns="${NS}">\n`];
  for (const kind of SITEMAP_KINDS) {
    const files = Math.max(1, Math.ceil((await countRows(db, kind)) / perFile));
    for (let page = 1; page <= files; page++) parts.push(`<sitemap><loc>${xmlEscape(`${base}/sitemaps/${kind}-${page}.xml`)}</loc></sitemap>\n`);
  }
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

/** Whether the child file exists: page 1 always, later pages only while rows remain for them. */
export async function sitemapFirstKey(db: Queryable, kind: SitemapKind, page: number, perFile: number): Promise<number | null | undefined> {
  const key = await keyAt(db, kind, (page - 1) * perFile);
  if (key === undefined) return page === 1 ? null : undefined;
  return key;
}

/** The child file's text in pieces: rows from `firstKey` on, at most `perFile`, read `BATCH` at a time. */
export async function* sitemapChunks(
  db: Queryable,
  base: string,
  kind: SitemapKind,
  firstKey: number | null,
  perFile: number,
  batch = BATCH,
): AsyncGenerator<string> {
  yield `${HEAD}<urlset xmlns="${NS}">\n`;
  let left = firstKey === null ? 0 : perFile;
  let from = firstKey ?? 0;
  while (left > 0) {
    const rows = await rowsFrom(db, kind, from, Math.min(batch, left));
    if (!rows.length) break;
    yield rows
      .map((r) => `<url><loc>${xmlEscape(base + encodePath(r.path))}</loc>${r.lastmod ? `<lastmod>${isoDate(r.lastmod)}</lastmod>` : ''}</url>\n`)
      .join('');
    left -= rows.length;
    from = Number(rows.at(-1)!.k) + 1;
    if (rows.length < batch) break;
  }
  yield '</urlset>\n';
}
