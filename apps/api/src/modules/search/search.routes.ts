// Search (spec 02 §7 Search and locations): GET /api/search, GET /api/v2/search/{type} with /meta and /suggest.
// Locations, cities and autocomplete live in the places module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSearchQuery, ZSearchTypeParam, ZSearchV2Query } from '@oabat/domain/search';
import * as uc from './search.usecases.ts';

const tags = ['search'];
const ZSuggestQuery = z.object({ term: z.string().max(100).default(''), limit: z.coerce.number().int().min(1).max(20).default(8) });

const search: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/search', { schema: { tags, querystring: ZSearchQuery } }, async (req) => uc.search(app.db, req.viewer, req.query));
  app.get('/api/v2/search/:type', { schema: { tags, params: ZSearchTypeParam, querystring: ZSearchV2Query } },
    async (req) => uc.searchV2(app.db, req.viewer, req.params.type, req.query));
  app.get('/api/v2/search/:type/meta', { schema: { tags, params: ZSearchTypeParam, querystring: ZSearchV2Query } },
    async (req) => ({ data: await uc.searchMeta(app.db, req.params.type, req.query) }));
  app.get('/api/v2/search/:type/suggest', { schema: { tags, params: ZSearchTypeParam, querystring: ZSuggestQuery } },
    async (req) => ({ data: await uc.suggest(app.db, req.query.term, req.query.limit) }));
};
export default search;
