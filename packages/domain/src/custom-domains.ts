// Custom domains (spec 01 §2): a region or business shows its page under its own host name. The host rule is
// the same as the database's CHECK (migration 0070): lower-case labels of letters, digits and hyphens, a
// letter-led last label (so no IP address), at most 253 characters.
import { z } from 'zod';

export const HOSTNAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
export const CUSTOM_DOMAIN_TYPES = ['region', 'business'] as const;
export type CustomDomainType = (typeof CUSTOM_DOMAIN_TYPES)[number];

const DOMAIN_MESSAGE = 'Bitte gib einen Domainnamen wie ausbildung-landkreis.de an (ohne https:// und ohne Pfad).';

/** A host name as typed: trimmed, lower case, without a trailing dot; `https://` and paths are refused. Empty or null removes it. */
export const ZCustomDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Der Domainname ist zu lang.')
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const host = v.replace(/\.$/, '');
    if (!HOSTNAME.test(host)) ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGE });
    return host;
  });

export const ZCustomDomainUpdate = z.object({
  type: z.enum(CUSTOM_DOMAIN_TYPES, 'Bitte wähle Region oder Betrieb.'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Bitte gib die Kennung (Slug) an.')
    .max(120, 'Die Kennung ist zu lang.')
    .regex(/^[a-z0-9-]+$/, 'Die Kennung besteht aus Kleinbuchstaben, Ziffern und Bindestrichen.'),
  domain: ZCustomDomain,
});
export type TCustomDomainUpdate = z.input<typeof ZCustomDomainUpdate>;

export const ZCustomDomainEntry = z.object({
  domain: z.string(),
  type: z.enum(CUSTOM_DOMAIN_TYPES),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type TCustomDomainEntry = z.infer<typeof ZCustomDomainEntry>;

export const ZCustomDomainCheck = z.object({ domain: z.string().max(300).default('') });
/** The answer of the check: the host is ours (an unknown one is a 404). */
export const ZCustomDomainCheckResult = z.object({ domain: z.string() });

/** A Host header's name: lower case, without port and trailing dot. */
export function hostName(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.split(':')[0]!;
  return name.replace(/\.$/, '');
}

/**
 * On a custom domain the paths of its own directory are remapped into `/customdomain/…` (spec 01 §2): the
 * domain's `/` is its page, `/artikel/…` its articles. The post editor (`/artikel/erstellen`) and its preview
 * (`/artikelvorschau`) are not served on a custom domain (see CUSTOM_DOMAIN_PAGES); `customDomainRedirect` sends
 * them to the editor on the platform's own origin. Returns the path to send the visitor to, or null.
 */
export function customDomainPath(path: string): string | null {
  const [pathname, query = ''] = path.split(/\?(.*)/s, 2) as [string, string?];
  const q = query ? `?${query}` : '';
  if (pathname === '/' || pathname === '') return `/customdomain/${q}`;
  if (Object.hasOwn(MOVED_TO_PLATFORM, pathname)) return null;
  if (pathname === '/artikel' || pathname.startsWith('/artikel/')) return `/customdomain${pathname}${q}`;
  return null;
}

/**
 * What a custom domain serves (issue 35, finding 6), decided here and nowhere else. The domain's DNS belongs to a
 * business or region: whoever controls it can point it at a server of their own at any time and then reads
 * everything the browser keeps for that origin (local storage, where the web app keeps its token). So no login,
 * no token and no logged-in page may ever live on a custom domain. It serves only:
 * - public pages of its owner that need no login (`:own` is the owner's slug, `:x` any one segment), and embeds;
 * - the static files of the web build (`/assets/…`: scripts, styles, fonts, images) and a few public files;
 * - API reads as a guest (GET/HEAD/OPTIONS without an Authorization header): whatever a guest may read anyway.
 * Every other page path redirects to the same path on the platform's own origin (PUBLIC_URL); API requests with a
 * token and every write are refused (403). `EXCEPT` lists logged-in pages a pattern would otherwise match; the
 * test `custom-domain-routes.test.ts` walks the web route table and fails for any guarded route served here.
 */
export const CUSTOM_DOMAIN_PAGES = {
  any: [
    '/customdomain',
    '/customdomain/artikel',
    '/customdomain/artikel/:x',
    '/embed/jobs',
    '/embed/businesses',
    '/jobs/uebersicht_embed',
    '/jobs/:x/card_embed',
  ],
  business: [
    '/betriebe/:own',
    '/betriebe/:own/azubis',
    '/betriebe/:own/jobs/uebersicht',
    '/betriebe/:own/jobs/:x',
    '/betriebe/:own/beitrag/:x',
    '/betriebe/:own/:x',
  ],
  region: [
    '/region/:own',
    '/region/v2/:own',
    '/region/:own/arbeitgeber',
    '/region/:own/arbeitgeber/events',
    '/region/:own/ausbildung',
    '/region/:own/ausbildung_embed',
    '/region/:own/news',
    '/region/:own/praktikum',
    '/region/:own/schulen',
    '/region/:own/unternehmen',
    '/region/:own/unternehmen_embed',
  ],
  except: ['/customdomain/artikel/erstellen', '/betriebe/:own/bearbeiten', '/betriebe/:own/profilbesucher', '/betriebe/:own/jobs/erstellen'],
  /** Files, not pages: served as they are. */
  files: ['/robots.txt', '/embed.js', '/favicon.ico'],
  filePrefixes: ['/assets/'],
} as const satisfies Record<string, readonly string[]>;

/** Where the post editor and its preview of a custom domain live on the platform's own origin. */
const MOVED_TO_PLATFORM: Record<string, string> = {
  '/artikel/erstellen': '/beitrag',
  '/customdomain/artikel/erstellen': '/beitrag',
  '/artikelvorschau': '/artikel/vorschau',
  '/artikel/vorschau': '/artikel/vorschau',
  '/customdomain/artikelvorschau': '/artikel/vorschau',
};

function matches(pattern: string, path: string, own: string): boolean {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return false;
  return p.every((seg, i) => (seg === ':own' ? s[i] === own : seg === ':x' ? s[i] !== '' : seg === s[i]));
}

/** Whether a custom domain of this owner serves this page (a decoded, normalised path without query). */
export function customDomainServesPage(path: string, owner: Pick<TCustomDomainEntry, 'type' | 'slug'>): boolean {
  const p = path.length > 1 ? path.replace(/\/$/, '') : path;
  const m = (pattern: string) => matches(pattern, p, owner.slug);
  if (CUSTOM_DOMAIN_PAGES.except.some(m)) return false;
  return CUSTOM_DOMAIN_PAGES.any.some(m) || CUSTOM_DOMAIN_PAGES[owner.type].some(m);
}

/** Static files and public files a custom domain serves. */
export function customDomainServesFile(path: string): boolean {
  return (CUSTOM_DOMAIN_PAGES.files as readonly string[]).includes(path) || CUSTOM_DOMAIN_PAGES.filePrefixes.some((p) => path.startsWith(p));
}

/**
 * A path that reads differently raw and decoded: dot segments (also encoded), encoded slashes or backslashes,
 * backslashes, empty segments. On a custom domain such a path is never served, whatever it resolves to.
 */
export const PATH_TRICK = /%2e|%2f|%5c|\\|\/\/|\/\.\.?(\/|$)/i;

export type TCustomDomainDecision =
  | { kind: 'serve' }
  /** To this path on the same host (the domain's own directory). */
  | { kind: 'remap'; location: string }
  /** To this path on the platform's own origin. */
  | { kind: 'platform'; location: string }
  | { kind: 'refuse' };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The decision for one request on a custom domain. `url` is the raw request URL, `normal` its normalised path
 * (percent-decoded, dot segments resolved; null when it cannot be decoded), `bearer` whether an Authorization
 * header came along.
 */
export function customDomainDecision(
  req: { method: string; url: string; normal: string | null; bearer: boolean },
  owner: Pick<TCustomDomainEntry, 'type' | 'slug'>,
): TCustomDomainDecision {
  if (req.bearer || !READS.has(req.method.toUpperCase())) return { kind: 'refuse' };
  const [raw = '', query = ''] = req.url.split(/\?(.*)/s, 2) as [string, string?];
  const q = query ? `?${query}` : '';
  const normal = req.normal;
  if (normal === null) return { kind: 'platform', location: '/' };
  const trick = PATH_TRICK.test(raw);
  if (!trick && (normal === '/api' || normal.startsWith('/api/'))) return { kind: 'serve' };
  if (req.method.toUpperCase() === 'OPTIONS') return { kind: 'refuse' };
  // `normal` comes from URL's parser, so it is percent-encoded again.
  if (trick) return { kind: 'platform', location: `${normal}${q}` };
  const key = normal.replace(/(.)\/$/, '$1');
  const moved = Object.hasOwn(MOVED_TO_PLATFORM, key) ? MOVED_TO_PLATFORM[key] : undefined;
  if (moved) return { kind: 'platform', location: `${moved}${q}` };
  const remap = customDomainPath(req.url);
  if (remap) return { kind: 'remap', location: remap };
  if (customDomainServesFile(normal) || customDomainServesPage(normal, owner)) return { kind: 'serve' };
  return { kind: 'platform', location: req.url };
}
