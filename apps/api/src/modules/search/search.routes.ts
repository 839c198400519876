// Search (spec 02 §7 Search and locations): GET /api/search, GET /api/v2/search/{type} with /meta and /suggest,
// and POST /api/admin/cache/clear for the search cache. Locations, cities and autocomplete live in the places module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSearchQuery, ZSearchTypeParam, ZSearchV2Query } from '@oabat/domain/search';
import { canModerate, isAdmin } from '@oabat/domain/rights';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { ZCacheClearResult, ZSearchMeta, ZSearchResponse, ZSearchSuggestion, ZSearchV2Page } from '@oabat/domain/search-results';
import { ZSearchMisses, ZSearchMissesQuery, ZSearchSynonym, ZSearchSynonymInput } from '@oabat/domain/search-vocabulary';
import { forgetVocabulary, warmVocabulary } from './search.vocabulary.ts';
import { requireUser, ensure } from '../../plugins/auth.ts';
import * as uc from './search.usecases.ts';
import { SearchCache, clearSearchCaches } from './search.cache.ts';
import { startCacheBus } from './search.cache-bus.ts';
import { startSearchMaintenance } from './search.maintenance.ts';
import { postDeps } from '../posts/posts.deps.ts';
import { listPosts } from '../posts/posts.usecases.ts';
import { isoText } from '../../lib/wire.ts';

const tags = ['search'];
const security = [{ bearer: [] }];
const ZSuggestQuery = z.object({ term: z.string().max(100).default(''), limit: z.coerce.number().int().min(1).max(20).default(8) });
const ZCacheClear = z.object({ tags: z.array(z.string().max(40)).max(10).default(['search']) });

type Card = z.output<typeof ZSearchResponse>['result']['data'][number];
/**
 * A page of cards as it goes out: a job card's published_at is the database's Date, sent as its ISO text (as before,
 * when JSON.stringify wrote it). The news tab's posts (typed unknown by the use case) are already wire objects.
 */
function wireCards<C extends Card>(page: { data: readonly unknown[]; current_page: number; last_page: number; per_page: number; total: number }) {
  const data = page.data.map((c) => {
    const at = (c as { published_at?: unknown }).published_at;
    return (at instanceof Date ? { ...(c as object), published_at: at.toISOString() } : c) as C;
  });
  return { ...page, data };
}

const search: FastifyPluginAsyncZod = async (app) => {
  const cache = new SearchCache(app.db, app.config.SEARCH_CACHE_SECONDS);
  app.addHook('onClose', async () => cache.dispose());
  // Every process empties its search caches when any process is asked to (through Redis where set).
  const bus = await startCacheBus(
    app.config.REDIS_URL,
    (cleared) => {
      if (cleared.includes('search')) clearSearchCaches(app.db);
      if (cleared.includes('vocabulary')) forgetVocabulary(app.db);
    },
    (err) => app.log.warn({ err }, 'cache clear bus'),
  );
  app.addHook('onClose', async () => bus.close());
  startSearchMaintenance(app, app.config.SEARCH_VACUUM_SECONDS);
  // Once the server listens (after its migrations), the vocabulary is built here rather than on a pupil's first text
  // search; not awaited, so listening is not held up. A failure is only a missed head start: the search builds it.
  app.addHook('onListen', async () => {
    void warmVocabulary(app.db).catch((err: unknown) => app.log.debug({ err }, 'search vocabulary warm-up'));
  });
  // Only guests' results are shared; a logged-in trainee's carry is_liked.
  const cached = <T>(viewer: unknown, key: string, load: () => Promise<T>) => (viewer ? load() : cache.through(key, load));

  // category=news: the posts by place, radius and term, through the posts use case the news route uses.
  const posts = postDeps(app);
  const news: uc.NewsPage = (viewer, s, perPage) =>
    listPosts(posts, viewer, {
      ...(s.latitude !== undefined && s.longitude !== undefined ? { latitude: s.latitude, longitude: s.longitude } : {}),
      radius: s.radius,
      ...((s.term ?? s.filters.term) ? { term: (s.term ?? s.filters.term)! } : {}),
      mine: '0',
      page: s.page,
      per_page: Math.min(perPage, 50),
    });
  app.get('/api/search', { schema: { tags, querystring: ZSearchQuery, response: { 200: ZSearchResponse } } }, async (req) => {
    const found = await cached(req.viewer, `v1:${JSON.stringify(req.query)}`, () => uc.search(app.db, req.viewer, req.query, news));
    return { ...found, result: wireCards<Card>(found.result) };
  });
  app.get('/api/v2/search/:type', { schema: { tags, params: ZSearchTypeParam, querystring: ZSearchV2Query, response: { 200: ZSearchV2Page } } }, async (req) =>
    wireCards<z.output<typeof ZSearchV2Page>['data'][number]>(
      await cached(req.viewer, `v2:${req.params.type}:${JSON.stringify(req.query)}`, () => uc.searchV2(app.db, req.viewer, req.params.type, req.query)),
    ),
  );
  app.get(
    '/api/v2/search/:type/meta',
    { schema: { tags, params: ZSearchTypeParam, querystring: ZSearchV2Query, response: { 200: zData(ZSearchMeta) } } },
    async (req) => ({
      data: await cached(null, `meta:${req.params.type}:${JSON.stringify(req.query)}`, () => uc.searchMeta(app.db, req.params.type, req.query)),
    }),
  );
  app.get(
    '/api/v2/search/:type/suggest',
    { schema: { tags, params: ZSearchTypeParam, querystring: ZSuggestQuery, response: { 200: zData(z.array(ZSearchSuggestion)) } } },
    async (req) => ({
      data: await uc.suggest(app.db, req.query.term, req.query.limit),
    }),
  );

  // The admin's page /admin/caches (issue #36) clears them all: the guests' search results and the search vocabulary
  // (every process, through the bus), the cached sessions (every process) and this process's custom domain lookups.
  app.post('/api/admin/cache/clear', { schema: { tags, body: ZCacheClear, response: { 200: zData(ZCacheClearResult) } } }, async (req) => {
    ensure(isAdmin(requireUser(req)));
    const asked = new Set(req.body.tags);
    const cleared: string[] = [];
    if (asked.has('search')) {
      await bus.clear(['search', 'vocabulary']);
      cleared.push('search');
    }
    if (asked.has('sessions')) {
      app.sessions.forget();
      cleared.push('sessions');
    }
    if (asked.has('domains') && app.hasDecorator('customDomains')) {
      app.customDomains.clear();
      cleared.push('domains');
    }
    return { data: { cleared } };
  });

  // "Suchen ohne Treffer" (issue #33): the admin reads the searches without results and adds synonyms, which work
  // at once on every process (the vocabulary and the guests' result caches are dropped through the cache bus).
  app.get('/api/admin/search-misses', { schema: { tags, security, querystring: ZSearchMissesQuery, response: { 200: zData(ZSearchMisses) } } }, async (req) => {
    ensure(canModerate(requireUser(req)));
    const { misses, synonyms } = await uc.searchMisses(app.db, req.query.limit);
    return {
      data: {
        misses: misses.map((m) => ({ ...m, last_at: isoText(m.last_at) })),
        synonyms: synonyms.map((s) => ({ ...s, created_at: isoText(s.created_at) })),
      },
    };
  });
  app.post(
    '/api/admin/search-synonyms',
    { schema: { tags, security, body: ZSearchSynonymInput, response: { 201: zData(ZSearchSynonym) } } },
    async (req, reply) => {
      ensure(canModerate(requireUser(req)));
      const synonym = await uc.addSynonym(app.db, req.body);
      await bus.clear(['search', 'vocabulary']);
      return reply.status(201).send({ data: { ...synonym, created_at: isoText(synonym.created_at) } });
    },
  );
  app.delete('/api/admin/search-synonyms/:id', { schema: { tags, security, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    ensure(canModerate(requireUser(req)));
    await uc.removeSynonym(app.db, req.params.id);
    await bus.clear(['search', 'vocabulary']);
    return reply.status(204).send(null);
  });
};
export default search;
