// What the server renderer puts into a public page's <head> beyond its title: description, picture and
// JSON-LD, read from the data the page itself loaded (the query cache after the prepass), plus the
// HTTP status (an unknown job is 404, an expired one 410).
import type { QueryClient } from '@tanstack/react-query';
import type { TBusiness } from '@oabat/domain/businesses';
import type { TSchool } from '@oabat/domain/schools';
import type { TRegion } from '@oabat/domain/regions';
import type { TLocation } from '@oabat/domain/locations';
import { absoluteUrl, breadcrumbJsonLd, jobExpired, jobPostingJsonLd, organizationJsonLd, summary, type PageHead } from '@oabat/domain/seo';
import { ZBusinessSeo } from '@oabat/domain/businesses';
import { ApiError, api } from '../lib/api.ts';
import { imageUrl } from '../lib/image.ts';
import { jobKey, type JobView } from '../features/jobs/api/jobs.ts';
import { businessKey, getBusiness } from '../features/businesses/api/get-business.ts';
import { schoolKey } from '../features/schools/api/get-school.ts';
import { regionKey } from '../features/regions/api/get-region.ts';
import { eventKey } from '../features/events/api/events.ts';
import { eventJsonLd, formatEventTime, type TEvent } from '@oabat/domain/events';
import { FAIR_CATEGORIES, type TJobFair } from '@oabat/domain/fairs';
import { fairAtKey } from '../features/fairs/api/fairs.ts';
import type { TLivestream } from '@oabat/domain/livestreams';
import { livestreamKey } from '../features/livestreams/api/livestreams.ts';
import { businessPath, jobPath } from '../lib/paths.ts';

export interface HeadContext {
  name: string;
  params: Record<string, string | undefined>;
  url: URL;
  qc: QueryClient;
  publicUrl: string;
  /** The page's own title, as it asked for it while rendering. */
  title: string | null;
  /** Today in Germany (YYYY-MM-DD). */
  today: string;
}
export interface HeadResult {
  head: Partial<PageHead>;
  status?: number;
}
type HeadBuilder = (ctx: HeadContext) => HeadResult | Promise<HeadResult>;

// Link previews always get a JPEG (every consumer reads it).
const jpeg = (image: Parameters<typeof imageUrl>[0], size: number | 'p' = 3) => imageUrl(image, size, false);
const statusOf = (qc: QueryClient, key: readonly unknown[]) => {
  const error = qc.getQueryState(key)?.error;
  return error instanceof ApiError ? error.status : error ? 500 : 200;
};
const gone = (status: number) => ({ head: { noindex: true }, status: status === 200 ? 500 : status });

/** The business's own search-engine data (spec 02 §7), the same the API serves to others. */
const businessSeo = (slug: string) =>
  api<{ data: unknown }>('GET', `/api/business/seo/${encodeURIComponent(slug)}`)
    .then((r) => ZBusinessSeo.parse(r.data))
    .catch(() => null);

const job: HeadBuilder = async ({ params, qc, publicUrl, today }) => {
  const slug = params.jobSlug ?? '';
  const data = qc.getQueryData<JobView>(jobKey(slug));
  if (!data) return gone(statusOf(qc, jobKey(slug)));
  if (data.status !== 'published') return { head: { noindex: true }, status: 410 };
  // The job page itself does not load its business; its picture and logo are only needed here.
  const [business, seo] = await Promise.all([
    qc.getQueryData<TBusiness>(businessKey(data.business.slug)) ?? getBusiness(data.business.slug).catch(() => null),
    businessSeo(data.business.slug),
  ]);
  const logo = business?.logo ? jpeg(business.logo, 1) : null;
  const picture = seo?.image ?? null;
  const canonicalPath = jobPath(data.business.slug, data.slug);
  const place = data.place ? ` in ${data.place.name}` : '';
  if (jobExpired(data, today))
    return { head: { canonicalPath, noindex: true, description: `${data.name}${place}: Diese Stelle ist nicht mehr ausgeschrieben.` }, status: 410 };
  return {
    head: {
      canonicalPath,
      description: summary(data.description) || `${data.name} bei ${data.business.name}${place}.`,
      image: picture ?? logo,
      ogType: 'article',
      jsonLd: [
        jobPostingJsonLd(data, {
          url: absoluteUrl(publicUrl, canonicalPath),
          businessUrl: absoluteUrl(publicUrl, businessPath(data.business.slug)),
          logo: logo ? absoluteUrl(publicUrl, logo) : null,
        }),
      ],
    },
  };
};

const business: HeadBuilder = async ({ params, qc, publicUrl }) => {
  const slug = params.slug ?? '';
  const data = qc.getQueryData<TBusiness>(businessKey(slug));
  if (!data) return gone(statusOf(qc, businessKey(slug)));
  const seo = await businessSeo(slug);
  const canonicalPath = seo?.path ?? businessPath(data.slug);
  const logo = data.logo ? jpeg(data.logo, 1) : null;
  const site = data.business_sites[0];
  return {
    head: {
      // Without SEO data the page's own title stays.
      ...(seo ? { title: seo.title } : {}),
      canonicalPath,
      description: seo?.description ?? summary(data.about_us || data.motto),
      image: seo?.image ?? logo,
      noindex: seo?.noindex ?? !data.is_visible,
      ogType: 'profile',
      jsonLd: [
        organizationJsonLd(
          {
            name: data.name,
            about_us: data.about_us,
            motto: data.motto,
            address: site ? { street: site.street, postal_code: site.postal_code, city: site.city } : null,
          },
          { url: absoluteUrl(publicUrl, canonicalPath), logo: logo ? absoluteUrl(publicUrl, logo) : null },
        ),
      ],
    },
  };
};

/** A business site (location) page: the business's picture, canonical on the site's own path. */
const siteOf: HeadBuilder = async (ctx) => {
  const data = ctx.qc.getQueryData<TBusiness>(businessKey(ctx.params.slug ?? ''));
  if (!data) return gone(statusOf(ctx.qc, businessKey(ctx.params.slug ?? '')));
  const site = data.business_sites.find((s) => s.slug === ctx.params.siteslug);
  if (!site) return { head: { noindex: true }, status: 404 };
  const seo = await businessSeo(data.slug);
  return {
    head: {
      description: `${data.name}, Standort ${site.name}: Ausbildung, Praktikum und Jobs${site.city ? ` in ${site.city}` : ''}.`,
      image: seo?.image ?? null,
    },
  };
};

const school: HeadBuilder = ({ params, qc }) => {
  const slug = params.slug ?? '';
  const data = qc.getQueryData<TSchool>(schoolKey(slug));
  if (!data) return gone(statusOf(qc, schoolKey(slug)));
  return {
    head: {
      description:
        summary(data.about_us) ||
        `${data.name}${data.city ? ` in ${data.city}` : ''}: Schulprofil auf Oabat mit Praktikums- und Ausbildungsbetrieben in der Nähe.`,
      image: jpeg(data.main_image ?? data.logo),
      ogType: 'profile',
    },
  };
};

const REGION_SUBPAGES: Record<string, string> = {
  ausbildung: 'Ausbildung',
  praktikum: 'Praktikum',
  unternehmen: 'Unternehmen',
  schulen: 'Schulen',
  news: 'News',
  arbeitgeber: 'Arbeitgeber',
};
const region: HeadBuilder = ({ params, qc, url, publicUrl }) => {
  const slug = params.slug ?? '';
  const data = qc.getQueryData<TRegion>(regionKey(slug));
  if (!data) {
    const status = statusOf(qc, regionKey(slug));
    // Fixed region pages without a region record render on their own.
    return status === 404 || status === 200 ? { head: {} } : gone(status);
  }
  const sub = url.pathname.split('/')[3];
  const crumbs = [
    { name: 'Regionen', url: absoluteUrl(publicUrl, '/region') },
    { name: data.name, url: absoluteUrl(publicUrl, `/region/${data.slug}`) },
  ];
  if (sub && REGION_SUBPAGES[sub]) crumbs.push({ name: REGION_SUBPAGES[sub], url: absoluteUrl(publicUrl, url.pathname) });
  return {
    head: {
      description: summary(data.intro || data.description) || `Ausbildung, Praktikum und Betriebe in der Region ${data.name}.`,
      image: jpeg(data.hero_image),
      jsonLd: [breadcrumbJsonLd(crumbs)],
    },
  };
};

const KIND_WORDS: Record<string, string> = {
  ausbildung: 'Ausbildungsplätze',
  praktikum: 'Praktikumsplätze',
  unternehmen: 'Ausbildungsbetriebe',
  alles: 'Ausbildung, Praktika und Jobs',
};
const search: HeadBuilder = ({ params, qc, url }) => {
  const kind = url.pathname.split('/')[1] ?? 'ausbildung';
  const slug = params.locationSlug;
  const location = slug ? qc.getQueriesData<TLocation>({ queryKey: ['location', slug] }).find(([, d]) => d)?.[1] : undefined;
  if (slug && !location && qc.getQueriesData({ queryKey: ['location', slug] }).length) return { head: { noindex: true }, status: 404 };
  const where = location ? ` in ${location.name}` : '';
  return {
    head: {
      description: `${KIND_WORDS[kind] ?? 'Angebote'}${where} auf Oabat: finde Ausbildung, Praktikum und Betriebe in deiner Nähe, vergleiche und bewirb dich direkt.`,
    },
  };
};

const event: HeadBuilder = ({ params, qc, publicUrl }) => {
  const slug = params.eventSlug;
  if (!slug) return { head: { noindex: true } };
  const data = qc.getQueryData<TEvent>(eventKey(slug));
  if (!data) return gone(statusOf(qc, eventKey(slug)));
  const canonicalPath = `/event/${data.slug}`;
  const image = jpeg(data.cover_image);
  const description = summary(data.description);
  return {
    head: {
      canonicalPath,
      description,
      image,
      ogType: 'article',
      jsonLd: [eventJsonLd(data, { url: absoluteUrl(publicUrl, canonicalPath), image: image ? absoluteUrl(publicUrl, image) : null, description })],
    },
  };
};

/** /messe/{locationSlug}/{category?}: the fair of that slug, else the one at that place not yet over; none (or an unknown tab) is a 404. */
const fair: HeadBuilder = ({ params, qc }) => {
  if (params.category && !(FAIR_CATEGORIES as readonly string[]).includes(params.category)) return { head: { noindex: true }, status: 404 };
  const key = fairAtKey(params.locationSlug ?? '');
  const data = qc.getQueryData<TJobFair | null>(key);
  if (!data) return gone(statusOf(qc, key) === 200 ? 404 : statusOf(qc, key));
  return {
    head: {
      description: summary(`${data.name}: ${formatEventTime(data.start_at, data.end_at)} in ${data.place.name}. ${data.description}`),
      image: jpeg(data.logo),
    },
  };
};

/** /livestream/{id}: the stream's description (or its time and businesses) and thumbnail, canonical on its own path. */
const livestream: HeadBuilder = ({ params, qc }) => {
  const raw = params.livestream ?? '';
  if (!/^\d{1,9}$/.test(raw)) return { head: { noindex: true }, status: 404 };
  const key = livestreamKey(Number(raw));
  const data = qc.getQueryData<TLivestream>(key);
  if (!data) return gone(statusOf(qc, key));
  const businesses = [...new Set(data.slots.map((s) => s.business.name))];
  const fallback = `Livestream ${formatEventTime(data.planned_start, data.planned_end)}${businesses.length ? ` mit ${businesses.join(', ')}` : ''}: zuschauen, im Chat fragen und abstimmen.`;
  return {
    head: {
      canonicalPath: `/livestream/${data.id}`,
      description: summary(data.description) || fallback,
      image: data.thumbnail_url,
    },
  };
};

/** The links of the alert mails: personal (a token), so never indexed; the page itself acts only in the browser. */
const alertLink: HeadBuilder = ({ url }) => ({
  head: {
    noindex: true,
    description: url.pathname.startsWith('/suchauftrag/abbestellen/')
      ? 'Suchauftrag bei Oabat abbestellen: keine E-Mails mehr zu neuen passenden Ausbildungsplätzen und Praktika.'
      : 'Suchauftrag bei Oabat bestätigen: per E-Mail von neuen passenden Ausbildungsplätzen und Praktika erfahren.',
  },
});

/** The parent's consent link (issue #19): personal (a token), never indexed. */
const parentConsentLink: HeadBuilder = () => ({
  head: { noindex: true, description: 'Einverständnis der Eltern für Newsletter, Empfehlungen und Statistik bei Oabat geben oder widerrufen.' },
});

const notFound: HeadBuilder = () => ({ head: { noindex: true }, status: 404 });

/** The routes the server renders, by route name; every other route is served as the client shell. */
/**
 * Server-rendered pages whose app starts at once even on a first visit (ssr/wake.ts): they live on their own
 * (a livestream plays and chats, a fair shows who is live), draw their content in the browser (the charts of
 * the public figures) or act on their link as soon as it is opened.
 */
export const HYDRATE_AT_ONCE = new Set([
  'livestream',
  'messe-locationSlug',
  'statistiken',
  'suchauftrag-bestaetigen',
  'suchauftrag-abbestellen',
  'eltern-einverstaendnis',
]);

export const PAGE_HEADS: Record<string, HeadBuilder> = {
  index: () => ({ head: {} }),
  ...Object.fromEntries(
    [
      'agb',
      'agb-messe',
      'app-datenschutz',
      'datenschutz',
      'impressum',
      'nutzungsbedingungen',
      'nutzungsbedingungen-fuer-bildungseinrichtungen',
      'idee',
      'leichte-sprache',
      'betriebe',
      'region',
      'schule',
      'betrieb',
    ].map((n) => [n, () => ({ head: {} })]),
  ),
  // A search form sent without the app (/suche?ort=…): results for the typed place, not a page of its own to index.
  suche: () => ({ head: { noindex: true } }),
  'a-locationSlug': search,
  'ausbildung-locationSlug': search,
  'praktikum-locationSlug': search,
  'unternehmen-locationSlug': search,
  'betriebe-slug-jobs-jobSlug': job,
  'jobs-jobSlug-praktikum': job,
  'betriebe-slug-siteslug': siteOf,
  'betriebe-slug-jobs-uebersicht': () => ({ head: {} }),
  'auswahl-jobListSlug': ({ params, qc }) => {
    const status = params.jobListSlug ? statusOf(qc, ['job-list', params.jobListSlug]) : 200;
    return status === 200 ? { head: {} } : gone(status);
  },
  'betriebe-slug': business,
  'schule-slug': school,
  'region-slug': region,
  'event-eventSlug': event,
  'messe-locationSlug': fair,
  livestream,
  'suchauftrag-bestaetigen': alertLink,
  'suchauftrag-abbestellen': alertLink,
  'eltern-einverstaendnis': parentConsentLink,
  ...Object.fromEntries(Object.keys(REGION_SUBPAGES).map((sub) => [`region-slug-${sub}`, region])),
  statistiken: () => ({
    head: { description: 'Oabat in Zahlen: offene Ausbildungsplätze, Praktika und Jobs nach Art und Landkreis, Betriebe, Azubis und Schulen der Plattform.' },
  }),
  '404': notFound,
  'not-found': notFound,
};
