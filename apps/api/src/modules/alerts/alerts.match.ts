// Which new jobs match which saved searches. Two steps: a cheap sieve in memory (job type, a grid of the new jobs'
// places, the alert's own "already looked at" mark) leaves the few candidates of each alert; the search module's own
// filter (jobFilterOf + jobWhere, the SQL a search page runs) then decides exactly, for many alerts in one query.
// So an alert finds what the search page shows for the same search, and there is no second search to keep in step.
import { SEARCH_CATEGORIES } from '@oabat/domain/search';
import type { TSavedQuery } from '@oabat/domain/alerts';
import type { Queryable } from '../../db.ts';
import { jobFilterOf } from '../search/search.usecases.ts';
import { jobWhere, Params } from '../search/search.sql.ts';
import { stemmedTsQuery } from '../search/search.tsquery.ts';
import { greatCircleM } from '../search/search.geo.ts';
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
  const fresh = (j: FreshJob) => types.has(j.type_id) && j.published_at > a.checked_until;
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

/** The part of a saved query that decides the matches: equal keys share one SQL check. */
const filterKey = (q: TSavedQuery) => JSON.stringify([q.category, q.term ?? null, q.latitude ?? null, q.longitude ?? null, q.radius, q.filters]);

/**
 * The matching jobs per alert id (only alerts with at least one). A job matches when it was published after the
 * alert's mark and the search page's filter for the saved search selects it.
 */
export async function matchAlerts(db: Queryable, alerts: AlertToMatch[], jobs: FreshJob[]): Promise<Map<number, number[]>> {
  const g = gridOf(jobs);
  const byFilter = new Map<string, { query: TSavedQuery; ids: Set<number>; alerts: { id: number; candidates: number[] }[] }>();
  for (const a of alerts) {
    const candidates = candidatesOf(a, jobs, g);
    if (!candidates.length) continue;
    const key = filterKey(a.query);
    const entry = byFilter.get(key) ?? byFilter.set(key, { query: a.query, ids: new Set(), alerts: [] }).get(key)!;
    for (const id of candidates) entry.ids.add(id);
    entry.alerts.push({ id: a.id, candidates });
  }
  const stemmed = new Map<string | null, Promise<string | null>>();
  const tsqueryOf = (text: string | null) => stemmed.get(text) ?? stemmed.set(text, stemmedTsQuery(db, text)).get(text)!;
  const entries = [...byFilter.values()];
  const result = new Map<number, number[]>();
  for (let i = 0; i < entries.length; i += FILTERS_PER_QUERY) {
    const chunk = entries.slice(i, i + FILTERS_PER_QUERY);
    const p = new Params();
    const branches: string[] = [];
    for (const [k, e] of chunk.entries()) {
      const f = await jobFilterOf(db, { ...e.query, channel: 'oabat' }, tsqueryOf);
      branches.push(`SELECT ${k} AS k, j.id FROM jobs j WHERE j.id = ANY(${p.add([...e.ids])}::int[]) AND ${jobWhere(f, p)}`);
    }
    const rows = await db.query<{ k: number; id: number }>(branches.join('\nUNION ALL\n'), p.values);
    const matched = chunk.map(() => new Set<number>());
    for (const r of rows) matched[r.k].add(r.id);
    for (const [k, e] of chunk.entries()) {
      for (const a of e.alerts) {
        const ids = a.candidates.filter((id) => matched[k].has(id));
        if (ids.length) result.set(a.id, ids);
      }
    }
  }
  return result;
}
