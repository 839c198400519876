// The docs name real things (issue #37 item 4). Over README.md, docs/**/*.md and apps/api/src/modules/*/README.md:
// - every repository path they name (in `code` or as a relative link) and every migration by number exists;
// - every function, constant or column they name in `code` (camelCase, snake_case) is in the code or the migrations;
// - every environment variable they name is read by the code: a key of apps/api/src/config.ts, or read elsewhere
//   (process.env, a string literal, a shell script's $NAME); every other UPPER_SNAKE name exists in the code;
// - every variable config.ts reads (and every process.env read of the API outside it) has a row in
//   docs/operate/configuration.md, and a row's plain default is the code's default.
// It lives in the domain project because that project has no set-up (no database): it runs in seconds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');

/** Files a doc may name before they exist (written in parallel by someone else): remove a line once the file exists. */
const ANNOUNCED = new Set<string>([]);
/** Names the docs use that are not ours (settings of other programs, columns of source files), with why. */
const EXTERNAL_NAMES: Record<string, string> = {
  ORIGINAL_RECIPIENT: 'a variable Postfix sets for the pipe script in docs/operate/email.md',
  FILE_COPY: "PostgreSQL's CREATE DATABASE strategy (docs/ci.md)",
  max_connections: "PostgreSQL's setting",
  min_wal_size: "PostgreSQL's setting",
  wal_recycle: "PostgreSQL's setting",
  client_header_timeout: "nginx's setting",
  match_recipient: "Mailgun's route filter (docs/operate/email.md)",
  qualifikationsNiveaus: 'a column of the BA occupation file (docs/reference-data.md)',
  bezeichnungNeutral: 'a column of the BA occupation file',
  bezeichnungKurzNeutral: 'a column of the BA occupation file',
};

const TOP = ['apps', 'packages', 'bench', 'e2e', 'scripts', 'data', 'docs', 'eslint', '.ci'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', '.git', 'test-results', 'playwright-report', 'coverage', '.vite']);
const CODE_EXT = /\.(ts|tsx|js|mjs|cjs|sh)$/;
// A bare file name or a path not rooted at a top-level folder is checked only when it names source or docs.
const SOURCE_EXT = /\.(ts|tsx|js|mjs|md|sql|sh)$/;

function walk(dir: string, out: string[]) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(rel(p));
  }
}
const files: string[] = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => e.name);
for (const top of TOP) if (fs.existsSync(path.join(root, top))) walk(path.join(root, top), files);
const fileSet = new Set(files);
const dirSet = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const docs = [
  'README.md',
  ...files.filter((f) => f.startsWith('docs/') && f.endsWith('.md')),
  ...files.filter((f) => /^apps\/api\/src\/modules\/[^/]+\/README\.md$/.test(f)),
];

/** Code spans and fenced blocks of a markdown text, and its relative links. */
function parse(text: string) {
  const fences: string[] = [];
  const prose = text.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_, body: string) => {
    fences.push(body);
    return '';
  });
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return { fences, spans, links };
}

/** Why a path named in `doc` does not resolve, or null when it does. */
function missingPath(doc: string, token: string): string | null {
  const clean = token.replace(/\/$/, '');
  if (fileSet.has(clean) || dirSet.has(clean) || ANNOUNCED.has(clean)) return null;
  const besideDoc = path.posix.normalize(path.posix.join(path.posix.dirname(doc), clean));
  if (fileSet.has(besideDoc) || dirSet.has(besideDoc)) return null;
  if (!clean.includes('/')) return files.some((f) => f.endsWith(`/${clean}`)) ? null : 'no file of that name';
  const first = clean.split('/')[0];
  if (TOP.includes(first)) return 'no such file or folder';
  return files.some((f) => f.endsWith(`/${clean}`)) ? null : 'no file ends with this path';
}

/** The paths a doc names that should be checked. */
function namedPaths(doc: string, spans: string[], links: string[]) {
  const named: { token: string; how: string }[] = [];
  for (const span of spans) {
    if (!/^[A-Za-z0-9_.@/-]+$/.test(span) || span.startsWith('/') || span.startsWith('@') || span.startsWith('../')) continue;
    if (span.includes('//') || /^[A-Z][A-Z0-9_]*\//.test(span)) continue; // URLs, DATA_DIR/uploads
    if (span.startsWith('apps/web/dist')) continue; // the build's output
    const first = span.split('/')[0];
    const rooted = span.includes('/') && TOP.includes(first);
    if (rooted || SOURCE_EXT.test(span)) named.push({ token: span, how: 'code' });
  }
  for (const link of links) {
    if (/^[a-z]+:/i.test(link) || link.startsWith('#')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(doc), link.split('#')[0]));
    named.push({ token: target, how: 'link' });
  }
  return named;
}

// --- what the code reads ---------------------------------------------------------------------------------------
const configSource = read('apps/api/src/config.ts');
const schemaText = configSource.slice(configSource.indexOf('const schema = z.object({'), configSource.indexOf('\n});', configSource.indexOf('const schema')));
const keyMatches = [...schemaText.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)];
const configKeys = keyMatches.map((m) => m[1]);
/** A key's literal default as text (numbers without separators), or undefined when it has none or a computed one. */
const configDefaults = new Map<string, string | undefined>(
  keyMatches.map((m, i) => {
    const entry = schemaText.slice(m.index, keyMatches[i + 1]?.index ?? schemaText.length);
    const boolDefault = /\bbool\((true|false)\)/.exec(entry);
    if (boolDefault) return [m[1], boolDefault[1]];
    const d = /\.default\(([^()]*)\)[\s,]*$/.exec(entry.trim());
    if (!d) return [m[1], undefined];
    const literal = d[1].trim();
    if (/^-?[\d_]+(\.\d+)?$/.test(literal)) return [m[1], literal.replaceAll('_', '')];
    const quoted = /^'([^']*)'$/.exec(literal);
    return [m[1], quoted ? quoted[1] : undefined];
  }),
);

const codeFiles = files.filter((f) => (CODE_EXT.test(f) || f === '.ci/run') && f !== 'packages/domain/src/docs.test.ts');
// A file removed since the walk (a shared worktree) is skipped, not a failure.
const readIfThere = (f: string) => (fs.existsSync(path.join(root, f)) ? read(f) : '');
const codeText = codeFiles.map(readIfThere).join('\n');
const readVariables = new Set<string>([
  ...configKeys,
  ...[...codeText.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
  ...[...codeText.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g)].map((m) => m[1]),
  ...[...codeText.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
]);
const codeWords = new Set(codeText.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []);
// Identifiers (camelCase functions, snake_case columns) are looked up in the code and the migrations.
const sqlText = files
  .filter((f) => f.endsWith('.sql'))
  .map(readIfThere)
  .join('\n');
const identifiers = new Set(`${codeText}\n${sqlText}`.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

describe('docs name real files and variables', () => {
  it('finds the docs', () => {
    expect(docs.length).toBeGreaterThan(20);
    expect(configKeys.length).toBeGreaterThan(80);
  });

  it('every repository path named in the docs exists', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      const { spans, links } = parse(read(doc));
      for (const { token, how } of namedPaths(doc, spans, links)) {
        const why = missingPath(doc, token);
        if (why) missing.push(`${doc}: ${how} ${token} (${why})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every migration the docs name by number exists', () => {
    const numbers = new Set(files.filter((f) => f.startsWith('apps/api/migrations/')).map((f) => path.basename(f).slice(0, 4)));
    const missing: string[] = [];
    for (const doc of docs) {
      for (const m of read(doc).matchAll(/\b[Mm]igrations? `?(\d{4})/g)) if (!numbers.has(m[1])) missing.push(`${doc}: migration ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('every environment variable the docs name is read by the code', () => {
    const unknown: string[] = [];
    for (const doc of docs) {
      const { fences, spans } = parse(read(doc));
      const assigned = new Set<string>();
      for (const text of [...spans, ...fences]) {
        for (const m of text.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g)) assigned.add(m[1]);
        for (const m of text.matchAll(/\$\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)/g)) assigned.add(m[1]);
      }
      // A variable: assigned or expanded in a command, or named in the configuration table. It must be read.
      if (doc === 'docs/operate/configuration.md') for (const m of read(doc).matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)) assigned.add(m[1]);
      for (const name of assigned) {
        if (!readVariables.has(name) && !EXTERNAL_NAMES[name]) unknown.push(`${doc}: ${name} is not read by the code`);
      }
      // Any other UPPER_SNAKE name in code (a variable or a constant) must at least exist in the code.
      for (const span of spans) {
        const wildcard = /^([A-Z][A-Z0-9_]*_)\*$/.exec(span);
        if (wildcard && ![...readVariables].some((v) => v.startsWith(wildcard[1]))) unknown.push(`${doc}: no variable starts with ${wildcard[1]}`);
        if (!UPPER_SNAKE.test(span) || assigned.has(span)) continue;
        if (!readVariables.has(span) && !codeWords.has(span) && !EXTERNAL_NAMES[span]) unknown.push(`${doc}: ${span} is nowhere in the code`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every function, constant or column the docs name in code exists in the code or the migrations', () => {
    const unknown: string[] = [];
    for (const doc of docs) {
      for (const span of parse(read(doc)).spans) {
        if (/^\.|[{}]/.test(span)) continue; // CSS selectors, name patterns such as jobs_text_near_{1,2,3}_idx
        for (const [name] of span.matchAll(/\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)) {
          if (!identifiers.has(name) && !EXTERNAL_NAMES[name]) unknown.push(`${doc}: ${name} (in \`${span}\`)`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every variable apps/api/src/config.ts reads has a row in docs/operate/configuration.md, with the same default', () => {
    const table = read('docs/operate/configuration.md');
    const rows = new Map([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)].map((m) => [m[1], m[2].trim()]));
    const apiReads = files
      .filter((f) => f.startsWith('apps/api/src/') && CODE_EXT.test(f) && !f.includes('.test.'))
      .flatMap((f) => [...readIfThere(f).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const problems: string[] = [];
    for (const key of new Set([...configKeys, ...apiReads])) {
      const cell = rows.get(key);
      if (cell === undefined) {
        problems.push(`${key}: no row`);
        continue;
      }
      const code = configDefaults.get(key);
      if (code === undefined) continue;
      const documented = /^`([^`]*)`/.exec(cell)?.[1].replace(/(\d),(?=\d{3}\b)/g, '$1');
      if (documented !== code) problems.push(`${key}: documented default ${JSON.stringify(cell)}, the code's is ${JSON.stringify(code)}`);
    }
    expect(problems).toEqual([]);
  });
});
