// Search-engine and link-preview data of public pages: the <head> tags (title with the ' | Oabat' rule,
// description, canonical, Open Graph, Twitter card) and schema.org JSON-LD. Pure, so the server renderer
// and the tests share one definition.
import { PLATFORM_TIME_ZONE, dayInGermany } from './dates.ts';
import { pageTitle } from './validation.ts';

export const SITE_NAME = 'Oabat';
export const DEFAULT_DESCRIPTION =
  'Oabat verbindet Schülerinnen, Schüler und Azubis mit Betrieben, Schulen und Regionen: Ausbildung, Praktikum und Jobs in deiner Nähe.';
/** Search engines cut descriptions at about 160 characters. */
export const DESCRIPTION_MAX = 160;

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The page's own title; the ' | Oabat' suffix rule is applied when rendering. */
  title: string | null;
  description?: string | null;
  /** Path (with query where it matters) of the canonical address; joined to PUBLIC_URL. */
  canonicalPath: string;
  /** Absolute or site-relative picture for link previews. */
  image?: string | null;
  ogType?: 'website' | 'article' | 'profile';
  jsonLd?: JsonLd[];
  /** Pages that must not be indexed (error pages, expired jobs). */
  noindex?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Plain text of user-written content, whitespace folded, cut at a word boundary with an ellipsis. */
export function summary(text: string | null | undefined, max = DESCRIPTION_MAX): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** An absolute URL on the public address (PUBLIC_URL); absolute inputs stay as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/** JSON inside <script>: '<' escaped so a text containing '</script>' cannot end the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags of a page's <head>, as HTML. */
export function renderHeadTags(head: PageHead, publicUrl: string): string {
  const title = pageTitle(head.title);
  const description = summary(head.description || DEFAULT_DESCRIPTION);
  const canonical = absoluteUrl(publicUrl, head.canonicalPath);
  const image = head.image ? absoluteUrl(publicUrl, head.image) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : '',
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

// ---- schema.org builders -------------------------------------------------------------------------

export interface JobPostingInput {
  name: string;
  description: string;
  type_id: number;
  published_at: string | null;
  created_at?: string | null;
  start_date: string | null;
  salary_lower: number | null;
  salary_upper: number | null;
  working_hours?: string | null;
  latitude: number | null;
  longitude: number | null;
  place: { name: string; postal_code: string } | null;
  business: { name: string; slug: string };
}

/**
 * Google's employmentType has no "apprenticeship": an Ausbildung is full-time employment with a
 * contract (FULL_TIME), a school or student internship is INTERN, a job full- or part-time by its hours.
 */
export function jobEmploymentType(typeId: number, workingHours?: string | null): string[] {
  if (typeId === 2) return ['INTERN'];
  if (typeId === 3 && workingHours && /teilzeit|minijob|aushilfe/i.test(workingHours)) return ['PART_TIME'];
  return ['FULL_TIME'];
}

/**
 * The last day applications make sense: an apprenticeship or internship that has a start date closes
 * when it starts. Jobs "ab sofort" and regular jobs have no end.
 */
export function jobValidThrough(job: Pick<JobPostingInput, 'type_id' | 'start_date'>): string | null {
  return job.type_id !== 3 && job.start_date ? job.start_date : null;
}

/** The platform's calendar: a job's day ends at midnight in Germany, wherever the server or browser runs. */
export const JOB_TIME_ZONE = PLATFORM_TIME_ZONE;

/** The day (YYYY-MM-DD) an instant falls on in JOB_TIME_ZONE: the `today` of jobExpired. */
export const jobToday = (now: Date = new Date()) => dayInGermany(now);

/**
 * Whether the job's application window is over on `today` (YYYY-MM-DD): THE rule of "expired" (issue 33). An expired
 * job is out of search, suggest, counts, alerts and sitemaps, its page answers 410 and its business sees "Abgelaufen".
 * The SQL side (apps/api/src/modules/jobs/job-expiry.ts, jobOpenSql) mirrors it; job-expiry.test.ts holds both to
 * one table of cases.
 */
export function jobExpired(job: Pick<JobPostingInput, 'type_id' | 'start_date'>, today: string = jobToday()): boolean {
  const until = jobValidThrough(job);
  return until !== null && until < today;
}

/** schema.org JobPosting as Google for Jobs reads it. */
export function jobPostingJsonLd(job: JobPostingInput, o: { url: string; businessUrl: string; logo?: string | null }): JsonLd {
  const validThrough = jobValidThrough(job);
  const pay = job.salary_lower ?? job.salary_upper;
  const datePosted = (job.published_at ?? job.created_at ?? null)?.slice(0, 10);
  return strip({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description || job.name,
    datePosted,
    validThrough: validThrough ?? undefined,
    employmentType: jobEmploymentType(job.type_id, job.working_hours),
    directApply: true,
    url: o.url,
    hiringOrganization: strip({ '@type': 'Organization', name: job.business.name, sameAs: o.businessUrl, logo: o.logo ?? undefined }),
    jobLocation: job.place
      ? {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', postalCode: job.place.postal_code, addressLocality: job.place.name, addressCountry: 'DE' },
          geo: job.latitude != null && job.longitude != null ? { '@type': 'GeoCoordinates', latitude: job.latitude, longitude: job.longitude } : undefined,
        }
      : undefined,
    baseSalary: pay
      ? {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: strip({
            '@type': 'QuantitativeValue',
            unitText: 'MONTH',
            ...(job.salary_lower && job.salary_upper && job.salary_upper !== job.salary_lower
              ? { minValue: job.salary_lower, maxValue: job.salary_upper }
              : { value: pay }),
          }),
        }
      : undefined,
  });
}

export interface OrganizationInput {
  name: string;
  about_us?: string | null;
  motto?: string | null;
  website?: string | null;
  address?: { street?: string | null; postal_code?: string | null; city?: string | null } | null;
}

/** schema.org Organization of a business profile. */
export function organizationJsonLd(b: OrganizationInput, o: { url: string; logo?: string | null; image?: string | null }): JsonLd {
  const a = b.address;
  return strip({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: b.name,
    url: o.url,
    logo: o.logo ?? undefined,
    image: o.image ?? undefined,
    description: summary(b.about_us || b.motto, 300) || undefined,
    sameAs: b.website || undefined,
    address:
      a && (a.postal_code || a.city)
        ? strip({
            '@type': 'PostalAddress',
            streetAddress: a.street ?? undefined,
            postalCode: a.postal_code ?? undefined,
            addressLocality: a.city ?? undefined,
            addressCountry: 'DE',
          })
        : undefined,
  });
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.url })),
  };
}

/** Drops undefined values, so the JSON carries no empty keys. */
function strip<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
