// Data for the search benchmark: N published jobs of all three types with real occupations, realistic German
// text and real places (Bavaria first), spread over businesses with one site each. Bulk multi-row inserts.
import type { Queryable } from '../apps/api/src/db.ts';
import { jobDescription, seededRandom, TRADES } from '../apps/api/src/modules/jobs/jobs.demo-data.ts';

const SURNAMES = [
  'Huber',
  'Bauer',
  'Wagner',
  'Maier',
  'Schmid',
  'Hofmann',
  'Fischer',
  'Weber',
  'Gruber',
  'Brunner',
  'Eder',
  'Lechner',
  'Moser',
  'Wimmer',
  'Reiter',
  'Aigner',
  'Kern',
  'Stadler',
  'Friedl',
  'Kainz',
  'Hartl',
  'Pichler',
  'Obermeier',
  'Zellner',
  'Steiner',
  'Berger',
];
const TRADE_WORDS: Record<string, string> = {
  bakery: 'Bäckerei',
  auto: 'Autohaus',
  electro: 'Elektro',
  carpentry: 'Schreinerei',
  tax: 'Steuerkanzlei',
  hotel: 'Gasthof',
  care: 'Pflegedienst',
  software: 'Software',
  metal: 'Metallbau',
  bank: 'Bank',
  retail: 'Modehaus',
  construction: 'Bau',
  shk: 'Haustechnik',
  logistics: 'Spedition',
  hair: 'Friseur',
  industry: 'Maschinenbau',
  painter: 'Malerbetrieb',
  dental: 'Zahnarztpraxis',
};
const JOB_COLUMNS = [
  'business_id',
  'business_site_id',
  'place_id',
  'latitude',
  'longitude',
  'type_id',
  'version',
  'status',
  'name',
  'slug',
  'occupation_id',
  'category_id',
  'description',
  'search_terms',
  'occupation_name',
  'start_date',
  'salary_lower',
  'salary_upper',
  'duration_months',
  'graduation',
  'published_at',
];
const GRADS = [null, 'main', 'quali', 'mittel', 'abi'];

async function insertMany(q: Queryable, table: string, columns: string[], rows: unknown[][], returning = '') {
  const values: unknown[] = [];
  const tuples = rows.map(
    (r) =>
      `(${r
        .map((v) => {
          values.push(v);
          return `$${values.length}`;
        })
        .join(', ')})`,
  );
  return q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning}`, values);
}

/** Inserts `total` jobs (and about total/50 businesses); returns the seconds it took. */
export async function generateJobs(q: Queryable, total: number, log: (s: string) => void) {
  const started = performance.now();
  const rnd = seededRandom(20261123);
  const places = await q.query<{ id: number; name: string; latitude: number; longitude: number }>(
    `SELECT id, name, latitude, longitude FROM places WHERE id = city_id ORDER BY (state = 'Bayern') DESC, postal_code_count DESC, id LIMIT 3000`,
  );
  const occupations = new Map(
    (await q.query<{ id: number; name: string; short_name: string; category_id: number }>(`SELECT id, name, short_name, category_id FROM occupations`)).map(
      (o) => [o.id, o],
    ),
  );
  const trades = Object.values(TRADES);
  const businessCount = Math.max(20, Math.round(total / 50));
  const sites: { business: number; site: number; place: (typeof places)[number]; trade: (typeof trades)[number]; name: string }[] = [];
  for (let i = 0; i < businessCount; i += 500) {
    const chunk = Array.from({ length: Math.min(500, businessCount - i) }, (_, k) => {
      const trade = trades[Math.floor(rnd() * trades.length)];
      const place = places[Math.floor(rnd() ** 2 * places.length)]; // bigger places get more businesses
      return { trade, place, name: `${TRADE_WORDS[trade.key]} ${SURNAMES[Math.floor(rnd() * SURNAMES.length)]} ${i + k + 1}` };
    });
    const ids = (await insertMany(
      q,
      'businesses',
      ['slug', 'name', 'is_visible'],
      chunk.map((c, k) => [`bench-betrieb-${i + k + 1}`, c.name, true]),
      ' RETURNING id',
    )) as { id: number }[];
    const siteIds = (await insertMany(
      q,
      'business_sites',
      ['business_id', 'slug', 'name', 'is_main', 'place_id'],
      chunk.map((c, k) => [ids[k].id, `bench-betrieb-${i + k + 1}`, c.name, true, c.place.id]),
      ' RETURNING id',
    )) as { id: number }[];
    chunk.forEach((c, k) => sites.push({ business: ids[k].id, site: siteIds[k].id, place: c.place, trade: c.trade, name: c.name }));
  }
  const now = Date.now();
  for (let i = 0; i < total; i += 1000) {
    const rows: unknown[][] = [];
    for (let k = i; k < Math.min(total, i + 1000); k++) {
      const s = sites[Math.floor(rnd() * sites.length)];
      const r = rnd();
      const typeId = r < 0.55 ? 1 : r < 0.75 ? 2 : 3;
      const occ = typeId === 1 ? (occupations.get(s.trade.occupations[Math.floor(rnd() * s.trade.occupations.length)]) ?? null) : null;
      const title =
        typeId === 1
          ? `Ausbildung ${occ?.short_name ?? 'im Betrieb'} ${2026 + Math.floor(rnd() * 2)}`
          : typeId === 2
            ? s.trade.internships[Math.floor(rnd() * s.trade.internships.length)]
            : s.trade.jobs[Math.floor(rnd() * s.trade.jobs.length)];
      const salary = typeId === 2 ? null : typeId === 1 ? 850 + Math.floor(rnd() * 8) * 50 : s.trade.salary[0] + Math.floor(rnd() * 10) * 100;
      rows.push([
        s.business,
        s.site,
        s.place.id,
        s.place.latitude + (rnd() - 0.5) * 0.04,
        s.place.longitude + (rnd() - 0.5) * 0.06,
        typeId,
        2,
        'published',
        title,
        `bench-job-${k + 1}`,
        occ?.id ?? null,
        occ?.category_id ?? null,
        jobDescription(s.trade, { typeId, title: occ?.short_name ?? title, businessName: s.name, town: s.place.name, rnd }),
        [occ?.name, s.name, s.place.name].filter(Boolean).join(' '),
        occ?.name ?? '',
        typeId === 1 ? `${2026 + Math.floor(rnd() * 2)}-09-01` : null,
        salary,
        salary ? salary + 300 : null,
        typeId === 1 ? 36 : null,
        typeId === 1 ? GRADS[Math.floor(rnd() * GRADS.length)] : null,
        new Date(now - Math.floor(rnd() * 90 * 86_400_000)).toISOString(),
      ]);
    }
    await insertMany(q, 'jobs', JOB_COLUMNS, rows);
    if ((i / 1000) % 20 === 19) log(`  ${(i + 1000).toLocaleString('de-DE')} Jobs …`);
  }
  // As autovacuum would on a settled table (PGlite: search.maintenance.ts): index-only scans need the visibility map.
  await q.exec('VACUUM ANALYZE jobs');
  await q.exec('ANALYZE businesses');
  await q.exec('ANALYZE business_sites');
  return (performance.now() - started) / 1000;
}

/**
 * Grows the bench jobs to `total` in SQL (generate_series), for sizes where inserting from here takes too long:
 * copies of the generated jobs with a new slug, their point moved by up to ±3 km and another publishing date.
 * The text stays realistic (copied); returns the seconds it took.
 */
export async function multiplyJobs(q: Queryable, total: number) {
  const started = performance.now();
  const have = (await q.one<{ n: number; max: number; last: number }>(`SELECT count(*)::int AS n, coalesce(max(substr(slug, 11)::int), 0) AS max,
    coalesce(max(id), 0) AS last FROM jobs WHERE slug LIKE 'bench-job-%'`))!;
  for (let made = 0; have.n > 0 && have.n + made < total; made += have.n) {
    await q.query(
      `INSERT INTO jobs (${JOB_COLUMNS.join(', ')})
       SELECT business_id, business_site_id, place_id, latitude + (random() - 0.5) * 0.05, longitude + (random() - 0.5) * 0.08, type_id, version,
              status, name, 'bench-job-' || ($1::int + g.n), occupation_id, category_id, description, search_terms, occupation_name,
              start_date, salary_lower, salary_upper, duration_months, graduation, published_at - random() * interval '90 days'
         FROM (SELECT *, row_number() OVER (ORDER BY id)::int AS n FROM jobs WHERE slug LIKE 'bench-job-%' AND id <= $2) g
        WHERE g.n <= $3`,
      [have.max + made, have.last, Math.min(have.n, total - have.n - made)],
    );
  }
  await q.exec('VACUUM ANALYZE jobs');
  return (performance.now() - started) / 1000;
}

/** Makes sure there are `total` bench jobs: up to 100,000 generated here, more copied in SQL. */
export async function ensureJobs(q: Queryable & { kind: string }, total: number, log: (s: string) => void) {
  const count = async () => (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE slug LIKE 'bench-job-%'`))!.n;
  const base = Math.min(total, 100_000);
  let n = await count();
  if (n < base) {
    log(`Erzeuge ${(base - n).toLocaleString('de-DE')} Jobs (${q.kind}) …`);
    log(`Erzeugt in ${(await generateJobs(q, base - n, log)).toFixed(1)} s.`);
    n = await count();
  }
  if (n < total) log(`Auf ${total.toLocaleString('de-DE')} Jobs vervielfacht in ${(await multiplyJobs(q, total)).toFixed(1)} s.`);
}
