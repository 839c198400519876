// Generated from the web route table (issue 35, finding 6): no page with guards (logged-in pages, the login and
// registration, hidden test pages) is ever served on a custom domain, for either kind of owner and whatever its
// parameters hold, so a new logged-in route that an allow-list pattern happens to match fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_DOMAIN_PAGES, customDomainDecision, customDomainServesPage } from '@oabat/domain/custom-domains';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
// The table is routes.tsx and its areas in routes/.
const tableDir = path.join(repoRoot, 'apps/web/src/app');
const table = ['routes.tsx', ...fs.readdirSync(path.join(tableDir, 'routes')).map((f) => `routes/${f}`)]
  .map((f) => fs.readFileSync(path.join(tableDir, f), 'utf8'))
  .join('\n');
// One chunk per entry, also for entries spread over several lines.
const entries = table
  .split(/\{\s*name: /)
  .slice(1)
  .map((chunk) => ({
    name: /^'([^']+)'/.exec(chunk)![1]!,
    path: /\bpath: '([^']+)'/.exec(chunk)![1]!,
    guards: /\bguards: \[([^\]]*)\]/.exec(chunk)?.[1] ?? null,
  }));

const owners = [
  { type: 'region', slug: 'passau' },
  { type: 'business', slug: 'baeckerei-huber' },
] as const;

/** Sample paths of a route pattern: each parameter as the owner's slug and as another value, optional ones left out too. */
function samples(pattern: string, own: string): string[] {
  let out = [''];
  for (const seg of pattern.split('/').slice(1)) {
    const values = seg === '*' ? [own, 'x', ''] : seg.startsWith(':') ? [own, 'erstellen', ...(seg.endsWith('?') ? [null] : [])] : [seg];
    out = out.flatMap((p) => values.map((v) => (v === null ? p : `${p}/${v}`)));
  }
  return [...new Set(out.map((p) => p || '/'))];
}

describe('custom domains and the web route table', () => {
  it('reads the route table', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((e) => e.guards).length).toBeGreaterThan(50);
    expect(entries.find((e) => e.name === 'einstellungen')).toMatchObject({ path: '/einstellungen', guards: "'logged-in'" });
  });

  it('serves no route with guards on a custom domain: each goes to the platform origin', () => {
    const served: string[] = [];
    for (const route of entries.filter((e) => e.guards)) {
      for (const owner of owners) {
        for (const url of samples(route.path, owner.slug)) {
          const d = customDomainDecision({ method: 'GET', url, normal: url, bearer: false }, owner);
          if (d.kind !== 'platform') served.push(`${owner.type} ${route.name} ${url} → ${d.kind}`);
        }
      }
    }
    expect(served).toEqual([]);
  });

  it('every pattern of the allow-list names a route without guards', () => {
    const unguarded = entries.filter((e) => !e.guards);
    const orphans: string[] = [];
    for (const owner of owners) {
      for (const pattern of [...CUSTOM_DOMAIN_PAGES.any, ...CUSTOM_DOMAIN_PAGES[owner.type]]) {
        const url = pattern.replace(':own', owner.slug).replace(/:x/g, 'beispiel');
        if (!customDomainServesPage(url, owner)) orphans.push(`${pattern} not served`);
        const route = unguarded.find((r) => samples(r.path, 'beispiel').concat(samples(r.path, owner.slug)).includes(url) || r.path === '/customdomain/*');
        if (!route) orphans.push(`${pattern}: no route`);
      }
    }
    expect(orphans).toEqual([]);
  });
});
