import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  jobEmploymentType,
  jobExpired,
  jobPostingJsonLd,
  jsonForScript,
  organizationJsonLd,
  renderHeadTags,
  summary,
  type JobPostingInput,
} from './seo.ts';

const job: JobPostingInput = {
  name: 'Ausbildung Bäcker/in',
  description: 'Backen mit Herz.',
  type_id: 1,
  published_at: '2026-11-13T08:00:00.000Z',
  start_date: '2027-09-01',
  salary_lower: 1050,
  salary_upper: 1350,
  latitude: 48.57,
  longitude: 13.45,
  place: { name: 'Passau', postal_code: '94032' },
  business: { name: 'Bäckerei Huber', slug: 'baeckerei-huber' },
};
const urls = {
  url: 'https://oabat.example/betriebe/baeckerei-huber/jobs/b-1',
  businessUrl: 'https://oabat.example/betriebe/baeckerei-huber',
  logo: 'https://oabat.example/logo.jpg',
};

describe('JobPosting', () => {
  it('carries what Google for Jobs asks for', () => {
    expect(jobPostingJsonLd(job, urls)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ausbildung Bäcker/in',
      description: 'Backen mit Herz.',
      datePosted: '2026-11-13',
      validThrough: '2027-09-01',
      employmentType: ['FULL_TIME'],
      directApply: true,
      url: urls.url,
      hiringOrganization: { '@type': 'Organization', name: 'Bäckerei Huber', sameAs: urls.businessUrl, logo: urls.logo },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', postalCode: '94032', addressLocality: 'Passau', addressCountry: 'DE' },
        geo: { '@type': 'GeoCoordinates', latitude: 48.57, longitude: 13.45 },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', unitText: 'MONTH', minValue: 1050, maxValue: 1350 } },
    });
  });

  it('gives one monthly value for a single pay and leaves pay, place and logo out when unknown', () => {
    const one = jobPostingJsonLd({ ...job, salary_upper: null }, urls);
    expect(one.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', unitText: 'MONTH', value: 1050 } });
    const bare = jobPostingJsonLd({ ...job, salary_lower: null, salary_upper: null, place: null, start_date: null }, { ...urls, logo: null });
    expect(Object.keys(bare)).not.toContain('baseSalary');
    expect(Object.keys(bare)).not.toContain('jobLocation');
    expect(Object.keys(bare)).not.toContain('validThrough');
    expect(bare.hiringOrganization).not.toHaveProperty('logo');
  });

  it('maps apprenticeship, internship and job to Google employment types', () => {
    expect([jobEmploymentType(1), jobEmploymentType(2), jobEmploymentType(3), jobEmploymentType(3, 'Teilzeit, 20 Stunden')]).toEqual([
      ['FULL_TIME'],
      ['INTERN'],
      ['FULL_TIME'],
      ['PART_TIME'],
    ]);
  });

  it('expires an apprenticeship or internship once its start date has passed, never a job "ab sofort"', () => {
    expect(jobExpired(job, '2027-09-01')).toBe(false);
    expect(jobExpired(job, '2027-09-02')).toBe(true);
    expect(jobExpired({ ...job, start_date: null }, '2030-01-01')).toBe(false);
    expect(jobExpired({ ...job, type_id: 3, start_date: '2020-01-01' }, '2030-01-01')).toBe(false);
  });
});

describe('head tags', () => {
  it('apply the title suffix rule and name canonical and picture absolutely', () => {
    const html = renderHeadTags(
      { title: 'Impressum', description: 'Wer wir sind', canonicalPath: '/impressum', image: '/media/a/3.jpg' },
      'https://oabat.example',
    );
    expect(html).toContain('<title>Impressum | Oabat</title>');
    expect(html).toContain('<meta name="description" content="Wer wir sind" />');
    expect(html).toContain('<link rel="canonical" href="https://oabat.example/impressum" />');
    expect(html).toContain('<meta property="og:image" content="https://oabat.example/media/a/3.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('robots');
    const long = 'Ein sehr langer Seitentitel, der ganz sicher mehr als fünfundfünfzig Zeichen hat';
    expect(renderHeadTags({ title: long, canonicalPath: '/' }, 'https://oabat.example')).toContain(`<title>${long}</title>`);
  });

  it('escape what users wrote and keep JSON-LD from closing its script', () => {
    const html = renderHeadTags(
      { title: '"<b>Bäcker</b>"', canonicalPath: '/x', jsonLd: [{ name: '</script><script>alert(1)</script>' }], noindex: true },
      'https://oabat.example',
    );
    expect(html).toContain('<title>&quot;&lt;b&gt;Bäcker&lt;/b&gt;&quot; | Oabat</title>');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('shorten descriptions at a word', () => {
    const text = `${'Wort '.repeat(60)}Ende`;
    const s = summary(text);
    expect(s.length).toBeLessThanOrEqual(160);
    expect(s.endsWith('Wort…')).toBe(true);
    expect(summary('  kurz  \n und gut ')).toBe('kurz und gut');
  });
});

describe('Organization and breadcrumbs', () => {
  it('describe a business with address and a trail of pages', () => {
    expect(
      organizationJsonLd(
        { name: 'Bäckerei Huber', about_us: 'Seit 1921.', address: { street: 'Ludwigstraße 1', postal_code: '94032', city: 'Passau' } },
        { url: 'https://o.example/betriebe/b', logo: 'https://o.example/l.jpg' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bäckerei Huber',
      url: 'https://o.example/betriebe/b',
      logo: 'https://o.example/l.jpg',
      description: 'Seit 1921.',
      address: { '@type': 'PostalAddress', streetAddress: 'Ludwigstraße 1', postalCode: '94032', addressLocality: 'Passau', addressCountry: 'DE' },
    });
    expect(
      breadcrumbJsonLd([
        { name: 'Regionen', url: 'https://o.example/region' },
        { name: 'Passau', url: 'https://o.example/region/passau' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Regionen', item: 'https://o.example/region' },
      { '@type': 'ListItem', position: 2, name: 'Passau', item: 'https://o.example/region/passau' },
    ]);
  });
});
