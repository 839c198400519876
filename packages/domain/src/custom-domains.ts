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

/** A Host header's name: lower case, without port and trailing dot. */
export function hostName(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.split(':')[0]!;
  return name.replace(/\.$/, '');
}

/**
 * On a custom domain the paths of its own directory are remapped into `/customdomain/…` (spec 01 §2): the
 * domain's `/` is its page, `/artikel/…` its articles. Other paths (jobs, legal pages, assets) stay as they are.
 * Returns the path to send the visitor to, or null.
 */
export function customDomainPath(path: string): string | null {
  const [pathname, query = ''] = path.split(/\?(.*)/s, 2) as [string, string?];
  const q = query ? `?${query}` : '';
  if (pathname === '/' || pathname === '') return `/customdomain/${q}`;
  if (pathname === '/artikelvorschau' || pathname === '/artikel' || pathname.startsWith('/artikel/')) return `/customdomain${pathname}${q}`;
  return null;
}
