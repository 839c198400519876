// Search use cases: GET /api/search (categories, facets) and /api/v2/search/{type} (+ meta, suggest).
import { GRADUATIONS, SEARCH_PAGE_SIZE } from '@oabat/domain/constants';
import { toPage } from '@oabat/domain/common';
import { searchKey } from '@oabat/domain/locations';
import { SEARCH_CATEGORIES, SEARCH_TOTAL_CAP, type SearchCategory, type SearchSort, type TSearchQuery, type TSearchV2Query } from '@oabat/domain/search';
import type { Db, Queryable } from '../../db.ts';
import type { TSearchSynonymInput } from '@oabat/domain/search-vocabulary';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findCategoryIds } from '../occupations/index.ts';
import * as repo from './search.repository.ts';
import * as businessRepo from './search.businesses.repository.ts';
import * as vocabRepo from './search.vocabulary.repository.ts';
import { stemmedTsQuery } from './search.tsquery.ts';
import { recordMiss, suggestedOccupations, termTsQuery, understandTerm, vocabulary } from './search.vocabulary.ts';
import { relatedOccupations } from './search.related.ts';
import { circleCounts, circlePage, rankedTextPage, startRadius } from './search.text-page.ts';
import { effectiveSort, type JobFilter } from './search.sql.ts';
import { planJobsPage } from './search.plan.ts';

/** Graduations that suffice for a job asking for `g` or less (the list is ordered). */
const graduationsUpTo = (g: string | undefined) => (g ? GRADUATIONS.slice(0, GRADUATIONS.indexOf(g as never) + 1) : null);

async function categoryIds(q: Queryable, values: (string | number)[] | undefined) {
  if (!values?.length) return null;
  const ids = new Set<number>();
  for (const v of values) for (const id of await findCategoryIds(q, String(v))) ids.add(id);
  return [...ids].length ? [...ids] : [-1]; // an unknown category matches nothing
}

/**
 * A page of jobs with its total. With `tabCounts` (every page of /api/search) it also returns the matches per type
 * (the category tabs) and the total is their sum; otherwise the total is capped at SEARCH_TOTAL_CAP. A text around a
 * place is ranked up to a cap (textPage); elsewhere a relevance page counts every match in the same pass
 * (rankedTextPage). Counts that are lower bounds keep the paging open while pages come back full.
 */
async function jobsPage(q: Db, viewer: SessionUser | null, f: JobFilter, wanted: SearchSort | undefined, page: number, perPage: number, tabCounts: boolean) {
  const sort = effectiveSort(f, wanted);
  const offset = (page - 1) * perPage;
  let ids: number[];
  let types: repo.TypeCounts | null = null;
  let capped: number | null = null;
  const sum = (c: Record<number, number>) => (f.typeIds?.length ? f.typeIds : [1, 2, 3]).reduce((n, t) => n + (c[t] ?? 0), 0);
  const strategy = planJobsPage(f, sort);
  // By pay: the matches (text index or box) sorted by first-year pay, or, without either, the pay index walked.
  if (strategy === 'fair') ids = await repo.fairPageOfJobIds(q, f, sort, perPage, offset);
  else if (strategy === 'by-pay') ids = await repo.pageOfJobIds(q, f, sort, perPage, offset);
  else if (strategy === 'circle') ({ ids, types } = await textPage(q, f, sort, perPage, offset));
  else if (strategy === 'ranked-text') ({ ids, counts: types } = await rankedTextPage(q, f, 'relevance', perPage, offset, null));
  else {
    // Newest first by place: count first, the count tells which way the page is cheaper (repo.walkDateIndex).
    let way: repo.DateWay | undefined;
    if (strategy === 'date-by-place') {
      if (tabCounts) types = await repo.typeCounts(q, f);
      else capped = await repo.countJobs(q, f);
      way = await repo.walkDateIndex(q, types ? sum(types.counts) : capped!, types ? types.stopped : capped! >= SEARCH_TOTAL_CAP, offset + perPage);
    }
    ids = await repo.pageOfJobIds(q, f, sort, perPage, offset, way);
  }
  if (!types && tabCounts) types = await repo.typeCounts(q, f);
  let total = tabCounts ? sum(types!.counts) : types ? Math.min(sum(types.counts), SEARCH_TOTAL_CAP) : (capped ?? (await repo.countJobs(q, f)));
  const atLeast = types ? types.stopped || (!tabCounts && total >= SEARCH_TOTAL_CAP) : total >= SEARCH_TOTAL_CAP;
  // A lower bound never says less than the jobs already shown, and a full page leaves room for the next one.
  if (atLeast) total = Math.max(total, offset + ids.length + (ids.length === perPage ? 1 : 0));
  return { page: toPage(await repo.jobCards(q, ids, f, viewer?.id ?? null), total, page, perPage), sort, types };
}

/** The category tabs' counts beside the business and news tabs: a text around a place is counted in its first circle. */
const tabCounts = async (q: Db, f: JobFilter) =>
  planJobsPage(f, 'distance') === 'circle' ? circleCounts(q, f, startRadius(await repo.jobsInTable(q))) : repo.typeCounts(q, f);

/**
 * A text around a place: the page and its counts (circlePage). Newest first over an area with more matches than one
 * circle ranks sorts the area's matches where they should be few, or walks the date index (repo.textPageByDate).
 */
async function textPage(q: Db, f: JobFilter, sort: SearchSort, perPage: number, offset: number) {
  const c = await circlePage(q, f, sort, perPage, offset, startRadius(await repo.jobsInTable(q)));
  return { ids: c.ids ?? (await repo.textPageByDate(q, f, perPage, offset, c.areaWanted)), types: c.counts };
}

/** The fields of GET /api/search that decide which jobs match (a saved search stores these, see the alerts module). */
export type JobSearchFields = Pick<TSearchQuery, 'category' | 'term' | 'latitude' | 'longitude' | 'radius' | 'filters' | 'channel'> &
  Partial<Pick<TSearchQuery, 'job_fair' | 'livestream'>>;

/** The job filter of a GET /api/search query; `tsqueryOf` may memoise the stemmed words (an alert run asks often). */
export async function jobFilterOf(q: Queryable, s: JobSearchFields, tsqueryOf = (text: string | null) => stemmedTsQuery(q, text)): Promise<JobFilter> {
  const term = s.term ?? s.filters.term ?? null;
  const category = SEARCH_CATEGORIES.find((c) => c.key === s.category)!;
  return {
    typeIds: [...category.typeIds],
    tsquery: await tsqueryOf(await termTsQuery(q, term)),
    lat: s.latitude,
    lon: s.longitude,
    // A fair's participants come from anywhere: its search has no radius, the place only orders by distance.
    radiusM: s.job_fair != null || s.livestream != null ? null : s.radius * 1000,
    jobFairId: s.job_fair ?? null,
    livestreamId: s.livestream ?? null,
    categoryIds: await categoryIds(q, s.filters.job_categories),
    graduations: graduationsUpTo(s.filters.graduation),
    startYear: s.filters.start_year,
    durationMax: s.filters.duration,
    salaryLower: s.filters.lower_salary,
    salaryUpper: s.filters.upper_salary,
    minPayYear1: s.filters.min_pay_year_1,
    fairPay: s.filters.fair_pay === true,
    channel: s.channel,
  };
}

/** The news tab's page: the posts around the place, from the same use case as the news route (`/api/posts`). */
export type NewsPage = (viewer: SessionUser | null, s: TSearchQuery, perPage: number) => Promise<ReturnType<typeof toPage>>;

export async function search(q: Db, viewer: SessionUser | null, s: TSearchQuery, news?: NewsPage) {
  const perPage = s.per_page ?? s.limit ?? SEARCH_PAGE_SIZE;
  const term = s.term ?? s.filters.term ?? null;
  const category = SEARCH_CATEGORIES.find((c) => c.key === s.category)!;
  const f = await jobFilterOf(q, s);
  // Every page counts the tabs the same way, so the total (and last_page) does not change while paging and a
  // later page costs what the first does (a different, capped count on later pages once doubled their time).
  const jobsTab = category.typeIds.length > 0;
  let types: repo.TypeCounts | null = null;
  let result;
  let sort: SearchSort | null = null;
  if (jobsTab) {
    const r = await jobsPage(q, viewer, f, s.sort, s.page, perPage, true);
    result = r.page;
    sort = r.sort;
    types = r.types;
  } else if (s.category === 'unternehmen') {
    types = await tabCounts(q, f);
    const { rows, total } = await businessRepo.searchBusinesses(
      q,
      { lat: s.latitude, lon: s.longitude, radiusM: f.radiusM, text: term, channel: s.channel, jobFairId: f.jobFairId, livestreamId: f.livestreamId },
      perPage,
      (s.page - 1) * perPage,
    );
    result = toPage(rows, total, s.page, perPage);
  } else {
    types = await tabCounts(q, f);
    result = news ? await news(viewer, s, perPage) : toPage([], 0, s.page, perPage);
  }
  const byType = (ids: readonly number[]) => (types ? ids.reduce((n, t) => n + types.counts[t], 0) : null);
  const understood = jobsTab ? await understandTerm(q, term) : null;
  const missed = jobsTab && !!term && result.total === 0 && s.page === 1;
  if (missed) await recordMiss(q, term, s.category);
  const related = missed ? await relatedOccupations(q, f, term, understood) : [];
  return {
    result,
    filters: {
      category: s.category as SearchCategory,
      channel: s.channel,
      radius: s.radius,
      sort,
      term,
      latitude: s.latitude ?? null,
      longitude: s.longitude ?? null,
      applied: s.filters,
      total_cap: SEARCH_TOTAL_CAP,
      counts_at_least: !!types?.stopped,
      categories: SEARCH_CATEGORIES.map((c) => ({ key: c.key, label: c.label, count: c.typeIds.length ? byType(c.typeIds) : null })),
      understood: understood && {
        corrections: understood.corrections,
        interests: understood.interests,
        synonyms: understood.synonyms,
        related,
      },
    },
  };
}

async function v2Filter(q: Queryable, s: TSearchV2Query): Promise<JobFilter> {
  const known = SEARCH_CATEGORIES.find((c) => c.key === s.category?.toLowerCase());
  const typeIds = s.type_id?.length ? s.type_id.map(Number).filter((n) => n >= 1 && n <= 3) : known?.typeIds.length ? [...known.typeIds] : null;
  return {
    typeIds,
    tsquery: await stemmedTsQuery(q, await termTsQuery(q, s.term)),
    lat: s.latitude,
    lon: s.longitude,
    radiusM: s.latitude != null && s.longitude != null ? (s.distance ?? 50) * 1000 : null,
    categoryIds: s.category && !known ? await categoryIds(q, [s.category]) : null,
    graduations: graduationsUpTo(s.graduation),
    startYear: s.start_year,
    durationMax: s.duration,
    salaryLower: s.lower_salary,
    salaryUpper: s.upper_salary,
    minPayYear1: s.min_pay_year_1,
    fairPay: s.fair_pay,
    excludeSlug: s.exclude_job_slug,
    businessSlug: s.business_slug,
    list: s.list,
    onlyPro: s.only_pro,
    channel: s.channel,
    maxResponseMinutes: s.avg_response_time != null ? s.avg_response_time * 60 : null,
    authorType: s.author_type,
  };
}

export async function searchV2(q: Db, viewer: SessionUser | null, type: 'job' | 'business', s: TSearchV2Query) {
  if (type === 'business') {
    const { rows, total } = await businessRepo.searchBusinesses(
      q,
      {
        lat: s.latitude,
        lon: s.longitude,
        radiusM: (s.distance ?? 50) * 1000,
        text: s.term,
        onlyPro: s.only_pro,
        channel: s.channel,
      },
      s.per_page,
      (s.page - 1) * s.per_page,
    );
    return toPage(rows, total, s.page, s.per_page);
  }
  return (await jobsPage(q, viewer, await v2Filter(q, s), s.sort, s.page, s.per_page, false)).page;
}

/** Facet counts of a v2 search (how many matches per type, category, graduation, start year). */
export async function searchMeta(q: Db, type: 'job' | 'business', s: TSearchV2Query) {
  if (type === 'business') {
    const { total } = await businessRepo.searchBusinesses(
      q,
      { lat: s.latitude, lon: s.longitude, radiusM: (s.distance ?? 50) * 1000, text: s.term, onlyPro: s.only_pro, channel: s.channel },
      1,
      0,
    );
    return { total };
  }
  const f = await v2Filter(q, s);
  const total = await repo.countJobs(q, f);
  const { counts: types } = await repo.typeCounts(q, { ...f, typeIds: null });
  return {
    total,
    total_cap: SEARCH_TOTAL_CAP,
    types: Object.entries(types)
      .filter(([t]) => !f.typeIds || f.typeIds.includes(Number(t)))
      .map(([t, count]) => ({ id: Number(t), count })),
    job_categories: await repo.categoryCounts(q, f),
  };
}

export async function suggest(q: Queryable, term: string, limit: number) {
  const key = searchKey(term);
  if (key.length < 2) return [];
  const rows = (await vocabRepo.suggest(q, key, term.trim(), limit)).map(({ type, label, slug }) => ({ type, label, slug }));
  // The vocabulary fills up what the names alone miss: other names ("Klempn" -> Anlagenmechaniker/in), interests and
  // typos ("Mechatronick"), each as the occupation it stands for.
  if (rows.length < limit) {
    const have = new Set(rows.map((r) => r.label));
    for (const label of await suggestedOccupations(q, term, limit)) {
      const slug = (await vocabulary(q)).slugs.get(label);
      if (slug && !have.has(label) && rows.length < limit) {
        have.add(label);
        rows.push({ type: 'occupation', label, slug });
      }
    }
  }
  return rows;
}

/** "Suchen ohne Treffer": the misses, with the admin's synonyms beside them. */
export async function searchMisses(q: Queryable, limit: number) {
  return { misses: await vocabRepo.listMisses(q, limit), synonyms: await vocabRepo.searchSynonyms(q) };
}

export async function addSynonym(q: Db, input: TSearchSynonymInput) {
  const synonym = await q.tx(async (tx) => {
    const row = await vocabRepo.addSynonym(tx, input.term, input.target);
    await vocabRepo.forgetMisses(tx, input.term);
    return row!;
  });
  return synonym;
}

export async function removeSynonym(q: Queryable, id: number) {
  if (!(await vocabRepo.removeSynonym(q, id))) throw notFound('Dieses Synonym gibt es nicht.');
}
