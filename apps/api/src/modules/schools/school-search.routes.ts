// School search of spec 02 §7 ("GET /api/search/school", "GET /api/search/schoolbase"): schools and
// school bases around a place, for /schule/suche and the trainee's school choice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage, zData } from '@oabat/domain/common';
import { ZSchoolSearchPage } from '@oabat/domain/schools';
import * as repo from './schools.repository.ts';

const tags = ['schools'];
const ZPoint = {
  latitude: z.coerce.number({ error: 'Bitte gib einen Ort an.' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'Bitte gib einen Ort an.' }).min(-180).max(180),
};

const schoolSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/school',
    {
      schema: {
        tags,
        querystring: z.object({
          ...ZPoint,
          radius: z.coerce.number().min(1).max(200).default(30),
          name: z.string().trim().max(120).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: ZSchoolSearchPage },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await repo.searchSchools(app.db, { ...q, name: q.name || undefined, limit: q.per_page, offset: (q.page - 1) * q.per_page });
      return toPage(rows, total, q.page, q.per_page);
    },
  );

  app.get(
    '/api/search/schoolbase',
    {
      schema: {
        tags,
        querystring: z.object({
          latitude: ZPoint.latitude.optional(),
          longitude: ZPoint.longitude.optional(),
          name: z.string().trim().max(120).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: zData(
            z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                city: z.string().nullable(),
                school_id: z.number().int().nullable(),
                distance: z.number().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (req) => {
      const q = req.query;
      const point = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : {};
      return { data: await repo.nearbySchoolBases(app.db, { ...point, name: q.name || undefined, limit: q.limit }) };
    },
  );
};
export default schoolSearchRoutes;
