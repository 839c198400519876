// Demo jobs: a few hundred apprenticeships, internships and jobs of real occupations across demo businesses
// in Bavaria, inserted in bulk. Runs once (skipped when jobs exist), called at the end of seedDemo.
import { slugify } from '@oabat/domain/locations';
import type { Queryable } from '../../db.ts';
import { ensureDemoBusiness } from '../demo/demo.helpers.ts';
import { EXISTING_DEMO_TRADES, JOB_DEMO_BUSINESSES, jobDescription, seededRandom, TRADES } from './jobs.demo-data.ts';
import { JOB_CONTENT_COLUMNS, type JobWrite } from './jobs.repository.ts';

const PERMISSIONS = ['publish_business', 'publish_apprenticeship', 'publish_traineeship', 'publish_regular_jobs', 'job_v3', 'show_own_jobs', 'statistics'];
const WORKING_HOURS = ['Vollzeit', 'Teilzeit', 'Minijob'];
const COLUMNS = ['id', ...JOB_CONTENT_COLUMNS, 'published_at'] as const;
type Row = Omit<JobWrite, 'created_by'> & { id: number; published_at: string | null };

interface BusinessRow {
  id: number;
  slug: string;
  name: string;
  site_id: number;
  place_id: number | null;
  latitude: number | null;
  longitude: number | null;
  town: string | null;
}
interface OccupationRow {
  id: number;
  name: string;
  short_name: string;
  category_id: number;
}

export async function seedDemoJobs(q: Queryable) {
  if (await q.one(`SELECT 1 FROM jobs LIMIT 1`)) return;
  for (const [name, , postalCode] of JOB_DEMO_BUSINESSES) {
    await ensureDemoBusiness(q, { slug: slugify(name), name, permissions: PERMISSIONS, postalCode });
  }
  const trades: Record<string, string> = { ...EXISTING_DEMO_TRADES };
  for (const [name, trade] of JOB_DEMO_BUSINESSES) trades[slugify(name)] = trade;

  const businesses = await q.query<BusinessRow>(
    `SELECT b.id, b.slug, b.name, s.id AS site_id, p.id AS place_id, p.latitude, p.longitude, p.name AS town
       FROM businesses b JOIN LATERAL (SELECT * FROM business_sites s WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) s ON true
       LEFT JOIN places p ON p.id = s.place_id WHERE b.slug = ANY($1::text[]) ORDER BY b.id`,
    [Object.keys(trades)],
  );
  const occupations = new Map(
    (
      await q.query<OccupationRow>(`SELECT id, name, short_name, category_id FROM occupations WHERE id = ANY($1::int[])`, [
        Object.values(TRADES).flatMap((t) => t.occupations),
      ])
    ).map((o) => [o.id, o]),
  );

  const rows: Row[] = [];
  const now = Date.now();
  for (const b of businesses) {
    const trade = TRADES[trades[b.slug]];
    const rnd = seededRandom(b.id * 7919);
    const town = b.town ?? 'Bayern';
    const add = (typeId: number, name: string, o: OccupationRow | null, extra: Partial<Row> = {}) => {
      const daysAgo = Math.floor(rnd() * 60);
      rows.push({
        id: 0,
        business_id: b.id,
        business_site_id: b.site_id,
        place_id: b.place_id,
        latitude: b.latitude,
        longitude: b.longitude,
        type_id: typeId,
        version: 2,
        status: 'published',
        name,
        slug: '',
        occupation_id: o?.id ?? null,
        category_id: o?.category_id ?? null,
        description: jobDescription(trade, { typeId, title: o?.short_name ?? name, businessName: b.name, town, rnd }),
        content_blocks: [],
        start_date: null,
        salary_lower: null,
        salary_upper: null,
        duration_months: null,
        graduation: null,
        pay_year_1: null,
        pay_year_2: null,
        pay_year_3: null,
        pay_year_4: null,
        collective_agreement: false,
        age_group: null,
        daily_hours: null,
        weekly_hours: null,
        work_start: null,
        work_end: null,
        break_minutes: null,
        positions: 1 + Math.floor(rnd() * 3),
        attributes: pick(rnd, 10, 3),
        advantages: pick(rnd, 10, 4),
        search_terms: [o?.name, b.name, town].filter(Boolean).join(' '),
        occupation_name: o?.name ?? '',
        published_at: new Date(now - daysAgo * 86_400_000 - Math.floor(rnd() * 86_400_000)).toISOString(),
        ...extra,
      });
    };
    trade.occupations
      .map((id) => occupations.get(id))
      .forEach((o, i) => {
        if (!o) return;
        for (const year of i === 0 ? [2026, 2027] : [2027]) {
          add(1, `Ausbildung ${o.short_name} ${year}`, o, {
            start_date: `${year}-09-01`,
            duration_months: /verkäufer|fachverkäufer/i.test(o.name) ? 24 : /mechatroniker|elektroniker|anlagen/i.test(o.name) ? 42 : 36,
            salary_lower: 850 + Math.floor(rnd() * 5) * 50,
            graduation: rnd() < 0.5 ? 'main' : rnd() < 0.7 ? 'quali' : 'mittel',
          });
          // Pay per training year, above the legal minimum of every year (§ 17 BBiG): +110 € a year.
          const job = rows.at(-1)!;
          const years = Math.ceil(job.duration_months! / 12);
          job.pay_year_1 = job.salary_lower;
          if (years >= 2) job.pay_year_2 = job.salary_lower! + 110;
          if (years >= 3) job.pay_year_3 = job.salary_lower! + 220;
          if (years >= 4) job.pay_year_4 = job.salary_lower! + 330;
          job.salary_upper = job.salary_lower! + 110 * (years - 1);
        }
      });
    // School internships within the JArbSchG limits for pupils under 15: 8 to 14:30 with 30 minutes' break.
    for (const title of trade.internships) {
      add(2, title, null, {
        duration_months: 0,
        graduation: null,
        age_group: 'child',
        daily_hours: 6,
        weekly_hours: 30,
        work_start: '08:00',
        work_end: '14:30',
        break_minutes: 30,
      });
    }
    trade.jobs.forEach((title, i) => {
      const lower = trade.salary[0] + Math.floor(rnd() * 4) * 100;
      // Every other type 3 job is an old one whose working hours live in the legacy block.
      add(3, title, null, {
        salary_lower: lower,
        salary_upper: lower + 400 + Math.floor(rnd() * 4) * 100,
        ...(i % 2 === 1 ? { version: 1, content_blocks: [{ name: 'legacy', data: { working_hours: WORKING_HOURS[Math.floor(rnd() * 3)] } }] } : {}),
      });
    });
  }
  // The demo bakery also has a draft and a job waiting for approval, so the editor and the review have something to show.
  const huber = businesses.find((b) => b.slug === 'baeckerei-huber');
  if (huber) {
    const base = rows.find((r) => r.business_id === huber.id)!;
    rows.push({
      ...base,
      type_id: 3,
      name: 'Fahrer (m/w/d) für die Brotzeit-Lieferung',
      status: 'draft',
      published_at: null,
      occupation_id: null,
      category_id: null,
      start_date: null,
    });
    rows.push({
      ...base,
      type_id: 2,
      name: 'Praktikum Konditorei in den Osterferien',
      status: 'pending',
      published_at: null,
      occupation_id: null,
      category_id: null,
      start_date: null,
    });
  }

  const ids = (await q.query<{ id: number }>(`SELECT nextval('jobs_id_seq')::int AS id FROM generate_series(1, $1)`, [rows.length])).map((r) => r.id);
  rows.forEach((r, i) => {
    r.id = ids[i];
    r.slug = `${slugify(r.name)}-${r.id}`;
  });
  for (let i = 0; i < rows.length; i += 200) await insertRows(q, rows.slice(i, i + 200));
  await q.query(`INSERT INTO job_reviews (job_id) SELECT id FROM jobs WHERE status = 'pending' AND id = ANY($1::int[])`, [ids]);
}

function pick(rnd: () => number, max: number, n: number) {
  const out = new Set<number>();
  while (out.size < n) out.add(1 + Math.floor(rnd() * max));
  return [...out].sort((a, b) => a - b);
}

async function insertRows(q: Queryable, rows: Row[]) {
  const values: unknown[] = [];
  const tuples = rows.map(
    (r) =>
      `(${COLUMNS.map((c) => {
        const v = r[c as keyof Row];
        values.push(typeof v === 'object' && v !== null ? JSON.stringify(v) : (v ?? null));
        return `$${values.length}`;
      }).join(', ')})`,
  );
  await q.query(`INSERT INTO jobs (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, values);
}
