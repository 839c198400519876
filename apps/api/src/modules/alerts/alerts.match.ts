// Which new jobs match which saved searches. Two steps: a cheap sieve in memory (job type, a grid of the new jobs'
// places, the alert's own "already looked at" mark) leaves the few candidates of each alert; the search module's own
// filter (jobFilterOf + jobWhere, the SQL a search page runs) then decides exactly, set-based for many alerts at once.
// So an alert finds what the search page shows for the same search, and there is no second search to keep in step.
import { SEARCH_CATEGORIES } from '@oabat/domain/search';
import type { TSavedQuery } from '@oabat/domain/alerts';
import type { Queryable } from '../../db.ts';
import { jobFilterOf } from '../search/search.usecases.ts';
import { chordOf, greatCircleM, jobWhere, Params } from '../search/index.ts';
import { stemmedTsQuery } from '../search/search.tsquery.ts';
import type { FreshJob } from './alerts.repository.ts';

export interface AlertToMatch {
  id: number;
  query: TSavedQuery;
  checked_until: Date;
}

/** Grid cell size of the sieve in degrees: a 50 km circle touches a handful of cells. */
const CELL_DEG = 0.5;
/** Distinct searches checked by one query (UNION ALL of their filters). */
const FILTERS_PER_QUERY = 100;
/** Metres added to the radius in the sieve, against rounding; the SQL decides exactly. */
const SIEVE_SLACK_M = 1000;

const cellKey = (la: number, lo: number) => `${Math.floor(la / CELL_DEG)}:${Math.floor(lo / CELL_DEG)}`;

function gridOf(jobs: FreshJob[]) {
  const grid = new Map<string, FreshJob[]>();
  const placeless: FreshJob[] = [];
  for (const j of jobs) {
    if (j.latitude == null || j.longitude == null) placeless.push(j);
    else {
      const k = cellKey(j.latitude, j.longitude);
      (grid.get(k) ?? grid.set(k, []).get(k)!).push(j);
    }
  }
  return { grid, placeless };
}

/** The new jobs an alert could match: the wanted types, inside its circle (with slack), published after its mark. */
function candidatesOf(a: AlertToMatch, jobs: FreshJob[], g: ReturnType<typeof gridOf>): number[] {
  const types = new Set<number>(SEARCH_CATEGORIES.find((c) => c.key === a.query.category)?.typeIds ?? []);
  // ">=": JS dates hold milliseconds, the database microseconds; a job published in the same millisecond as the mark
  // (a confirmation, or the end of the last run, which took only jobs up to that millisecond) is still new. A pair
  // found twice is recorded once (saved_search_matches), so nothing is mailed twice.
  const fresh = (j: FreshJob) => types.has(j.type_id) && j.published_at >= a.checked_until;
  const { latitude: la, longitude: lo } = a.query;
  if (la == null || lo == null) return jobs.filter(fresh).map((j) => j.id);
  const reach = a.query.radius * 1000 + SIEVE_SLACK_M;
  const dLat = reach / 111_000;
  const dLon = reach / (111_000 * Math.max(0.01, Math.cos((la * Math.PI) / 180)));
  const out: number[] = [];
  for (let ci = Math.floor((la - dLat) / CELL_DEG); ci <= Math.floor((la + dLat) / CELL_DEG); ci += 1) {
    for (let cj = Math.floor((lo - dLon) / CELL_DEG); cj <= Math.floor((lo + dLon) / CELL_DEG); cj += 1) {
      for (const j of g.grid.get(`${ci}:${cj}`) ?? []) {
        if (fresh(j) && greatCircleM(la, lo, j.latitude!, j.longitude!) <= reach) out.push(j.id);
      }
    }
  }
  return out;
}

/**
 * The part of a saved query besides its place: category, words and filters. Alerts of a city differ mostly in place
 * and radius, so 100,000 alerts share a few dozen of these, and one SQL branch per key stays cheap (one per distinct
 * search, place included, was 100,000 branches and did not finish).
 */
const filterKey = (q: TSavedQuery) => JSON.stringify([q.category, q.term ?? null, q.filters]);

/** (alert, job) pairs per geo query: one statement of parallel arrays, set-based. */
const PAIRS_PER_QUERY = 50_000;

/**
 * The matching jobs per alert id (only alerts with at least one). A job matches when it was published after the
 * alert's mark and the search page's filter for the saved search selects it. Two set-based steps: the search page's
 * filter without the place (one branch per distinct category, words and filters) over the candidates of all alerts
 * sharing it; then the exact radius of each alert, as the search page's SQL computes it (the stored `j.earth` point,
 * chord distance), for all (alert, job) pairs at once.
 */
export async function matchAlerts(db: Queryable, alerts: AlertToMatch[], jobs: FreshJob[]): Promise<Map<number, number[]>> {
  const g = gridOf(jobs);
  const byFilter = new Map<string, { query: TSavedQuery; ids: Set<number>; alerts: { a: AlertToMatch; candidates: number[] }[] }>();
  for (const a of alerts) {
    const candidates = candidatesOf(a, jobs, g);
    if (!candidates.length) continue;
    const key = filterKey(a.query);
    const entry = byFilter.get(key) ?? byFilter.set(key, { query: a.query, ids: new Set(), alerts: [] }).get(key)!;
    for (const id of candidates) entry.ids.add(id);
    entry.alerts.push({ a, candidates });
  }
  const stemmed = new Map<string | null, Promise<string | null>>();
  const tsqueryOf = (text: string | null) => stemmed.get(text) ?? stemmed.set(text, stemmedTsQuery(db, text)).get(text)!;
  const entries = [...byFilter.values()];

  // Step 1: everything but the place, per distinct filter.
  const passed: Set<number>[] = [];
  for (let i = 0; i < entries.length; i += FILTERS_PER_QUERY) {
    const chunk = entries.slice(i, i + FILTERS_PER_QUERY);
    const p = new Params();
    const branches: string[] = [];
    for (const [k, e] of chunk.entries()) {
      const f = await jobFilterOf(db, { ...e.query, latitude: undefined, longitude: undefined, channel: 'oabat' }, tsqueryOf);
      branches.push(`SELECT ${k} AS k, j.id FROM jobs j WHERE j.id = ANY(${p.add([...e.ids])}::int[]) AND ${jobWhere({ ...f, lat: null, lon: null }, p)}`);
    }
    const rows = await db.query<{ k: number; id: number }>(branches.join('\nUNION ALL\n'), p.values);
    const sets = chunk.map(() => new Set<number>());
    for (const r of rows) sets[r.k].add(r.id);
    passed.push(...sets);
  }

  // Step 2: the radius of each alert with a place; alerts without one match what step 1 let through.
  const result = new Map<number, number[]>();
  const pairs = { alert: [] as number[], job: [] as number[], lat: [] as number[], lon: [] as number[], chord: [] as number[] };
  for (const [k, e] of entries.entries()) {
    for (const { a, candidates } of e.alerts) {
      const ids = candidates.filter((id) => passed[k].has(id));
      if (!ids.length) continue;
      const { latitude: la, longitude: lo } = a.query;
      if (la == null || lo == null) {
        result.set(a.id, ids);
        continue;
      }
      const chord = chordOf(a.query.radius * 1000);
      for (const id of ids) {
        pairs.alert.push(a.id);
        pairs.job.push(id);
        pairs.lat.push(la);
        pairs.lon.push(lo);
        pairs.chord.push(chord);
      }
    }
  }
  for (let i = 0; i < pairs.alert.length; i += PAIRS_PER_QUERY) {
    const part = (xs: number[]) => xs.slice(i, i + PAIRS_PER_QUERY);
    const rows = await db.query<{ a: number; id: number }>(
      `SELECT x.a, x.id FROM unnest($1::int[], $2::int[], $3::float8[], $4::float8[], $5::float8[]) AS x(a, id, la, lo, chord)
         JOIN jobs j ON j.id = x.id
        WHERE j.earth <-> ll_to_earth(x.la, x.lo) <= x.chord
        ORDER BY x.a, x.id`,
      [part(pairs.alert), part(pairs.job), part(pairs.lat), part(pairs.lon), part(pairs.chord)],
    );
    for (const r of rows) (result.get(r.a) ?? result.set(r.a, []).get(r.a)!).push(r.id);
  }
  return result;
}
