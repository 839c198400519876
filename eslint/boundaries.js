// Module boundaries (docs/develop/boundaries.md): an API module or a web feature imports another one only
// through its public face. One checker, two drivers: the ESLint rule `oabat/boundaries` (eslint.config.js)
// and `node eslint/boundaries.js` (fast whole-tree scan; also fails for stale allow-list entries; `--prune` deletes them).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowFile = path.join(root, 'eslint/boundaries.allow.txt');

const units = [
  { side: 'api', prefix: 'apps/api/src/modules/' },
  { side: 'web', prefix: 'apps/web/src/features/' },
];

/** Which module or feature a repo-relative path belongs to, or null for shared kernels and composition roots. */
const unitOf = (rel) => {
  for (const { side, prefix } of units) {
    if (!rel.startsWith(prefix)) continue;
    const rest = rel.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) return null; // modules/index.ts, modules/startup.ts: the composition root
    return { side, name: rest.slice(0, slash), inner: rest.slice(slash + 1) };
  }
  return null;
};

const isTest = (rel) => /\.test\.tsx?$/.test(rel);
const isTesting = (rel) => /(^|[./-])testing\.tsx?$/.test(path.basename(rel));
// What another API module may import: its use cases, actions (writes other features trigger), events,
// dependency builders, demo seeds, an optional index.ts. Never a repository, table or helper.
const API_PUBLIC = /^(index|[a-z0-9-]+\.(actions|usecases|events|deps|demo))\.ts$/;
// Files beyond those roles that a module offers to all: services and SQL mirrors of domain rules made to be shared
// (each says so in its first lines). Listed here and in docs/develop/boundaries.md; a repository never is.
const API_PUBLIC_FILES = new Set([
  'accounts/credentials.ts', // the one place that ends a person's credentials
  'analytics/analytics.team-access.ts', // who reads analytics
  'demo/demo.helpers.ts', // building blocks other modules' demo seeds use
  'jobs/job-expiry.ts', // SQL of "expired", mirror of the domain's jobExpired
  'jobs/job-fair-pay.ts', // SQL of "faire Vergütung", mirror of the domain's isFairPay
  'jobs/jobs.chat.ts', // the chat notices about a job (interest, publishing request, review outcome)
  'media/media.storage.ts', // where upload bytes live (disk or S3)
  'media/media.upload.ts', // reading one multipart upload within a limit
  'posts/posts.sanitize.ts', // the allow-list for rich text bodies
  'search/search.cache.ts', // the guest search cache, which writes to jobs and businesses empty
  'search/search.tsquery.ts', // the German text query
  'videos/videos.render.ts', // ffmpeg renditions and thumbnails (livestream replays are rendered too)
]);

/**
 * Why importing `target` from `from` crosses a boundary, or null when it may. Both are repo-relative.
 * @param {string} from
 * @param {string} target
 */
export const violation = (from, target) => {
  // The test factories (apps/api/test/factories/) build rows for tests: product code never builds on them.
  if (target.startsWith('apps/api/test/') && from.startsWith('apps/api/src/') && !isTest(from)) return 'apps/api/test/ is for tests only';
  const a = unitOf(from);
  const b = unitOf(target);
  if (!a || !b || a.side !== b.side || a.name === b.name) return null;
  const where = `${b.side === 'api' ? 'module' : 'feature'} '${b.name}'`;
  if (b.side === 'web') return b.inner.startsWith('api/') ? null : `${where} is reached only through its api/ folder`;
  if (isTesting(b.inner)) return isTest(from) || isTesting(from) ? null : `${where}: test helpers are for tests only`;
  if (b.inner.includes('/') || !(API_PUBLIC.test(b.inner) || API_PUBLIC_FILES.has(`${b.name}/${b.inner}`)))
    return `${where}: '${b.inner}' is internal (public: *.usecases, *.actions, *.events, *.deps, *.demo, index.ts, the files listed in eslint/boundaries.js)`;
  if (/\.repository\.ts$/.test(from) && /\.usecases\.ts$/.test(b.inner)) return `${where}: a repository does not call another module's use cases`;
  return null;
};

const toRel = (file) => path.relative(root, file).split(path.sep).join('/');
/** Repo-relative target of a relative specifier, or null for packages. */
export const resolveSpec = (fromRel, spec) => (spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec)) : null);

/** The allow-list: `from -> to` pairs that existed when the rule came; it must only shrink. */
export const readAllowList = () =>
  new Set(
    readFileSync(allowFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );

let allowed;
const rule = {
  meta: { type: 'problem', docs: { description: 'An API module or web feature imports another only through its public face' }, schema: [] },
  create(context) {
    const from = toRel(context.filename);
    if (!unitOf(from)) return {};
    allowed ??= readAllowList();
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      const target = spec && resolveSpec(from, spec);
      if (!target) return;
      const why = violation(from, target);
      if (why && !allowed.has(`${from} -> ${target}`)) context.report({ node, message: `Boundary: ${why} (docs/develop/boundaries.md).` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
export const plugin = { rules: { boundaries: rule } };

/** Every crossing in the tree: `from -> to` with its reason. */
export const scan = async () => {
  const ts = (await import('typescript')).default;
  const found = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const from = toRel(full);
        const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
        for (const { fileName } of importedFiles) {
          const target = resolveSpec(from, fileName);
          const why = target && violation(from, target);
          if (why) found.set(`${from} -> ${target}`, why);
        }
      }
    }
  };
  for (const { prefix } of units) walk(path.join(root, prefix));
  return found;
};

const HEADER = `# Boundary crossings that existed when the rule came (docs/develop/boundaries.md), one \`from -> to\` a line.
# This list must only shrink: fix a crossing and delete its line; never add one (a new crossing goes
# through the other module's public face instead). \`node eslint/boundaries.js\` fails for stale lines;
# \`node eslint/boundaries.js --prune\` deletes them.
`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Canaries: an edit of the rule that lets these through fails here, before any scan.
  const refused = [
    ['apps/api/src/modules/chat/chat.usecases.ts', 'apps/api/src/modules/jobs/jobs.repository.ts'],
    ['apps/api/src/modules/chat/chat.routes.ts', 'apps/api/src/modules/jobs/jobs.table.ts'],
    ['apps/api/src/modules/search/search.repository.ts', 'apps/api/src/modules/media/media.usecases.ts'],
    ['apps/api/src/modules/chat/chat.usecases.ts', 'apps/api/test/factories/accounts.ts'],
    ['apps/web/src/features/jobs/pages/job-page.tsx', 'apps/web/src/features/chat/components/chat-box.tsx'],
  ];
  const fine = [
    ['apps/api/src/modules/problem-reports/problem-reports.usecases.ts', 'apps/api/src/modules/chat/chat.actions.ts'],
    ['apps/api/src/modules/chat/chat.test.ts', 'apps/api/test/factories/accounts.ts'],
    ['apps/api/src/plugins/auth.ts', 'apps/api/src/modules/accounts/session.repository.ts'],
    ['apps/web/src/features/jobs/pages/job-page.tsx', 'apps/web/src/features/chat/api/chat.ts'],
  ];
  const wrong = [...refused.filter(([a, b]) => !violation(a, b)), ...fine.filter(([a, b]) => violation(a, b))];
  if (wrong.length) throw new Error(`boundaries: the rule judges these wrongly: ${JSON.stringify(wrong)}`);
  const found = await scan();
  if (process.argv.includes('--prune')) {
    // Deletes the lines of crossings that are gone; never adds one.
    const kept = [...readAllowList()].filter((pair) => found.has(pair));
    writeFileSync(allowFile, HEADER + kept.join('\n') + '\n');
    console.log(`boundaries: ${kept.length} allowed crossings left`);
  } else if (process.argv.includes('--write')) {
    writeFileSync(allowFile, HEADER + [...found.keys()].sort().join('\n') + '\n');
    console.log(`boundaries: wrote ${found.size} allowed crossings`);
  } else {
    const allow = readAllowList();
    const fresh = [...found].filter(([pair]) => !allow.has(pair));
    const stale = [...allow].filter((pair) => !found.has(pair));
    for (const [pair, why] of fresh) console.log(`new crossing: ${pair}\n  ${why}`);
    for (const pair of stale) console.log(`stale allow-list line (the crossing is gone; delete it): ${pair}`);
    console.log(`boundaries: ${allow.size} allowed crossings left, ${fresh.length} new, ${stale.length} stale`);
    process.exitCode = fresh.length || stale.length ? 1 : 0;
  }
}
