// Places and locations (spec 02 §7 Search and locations): location lookups by id, slug and postal
// code, nearest place, nearby cities, city search and autocomplete, popular cities.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLocation, ZLocationQuery, ZLocationSlugParam, ZZipParam } from '@oabat/domain/locations';
import { ZAutocompleteBody, ZCitiesQuery, ZCoordinatesQuery, ZNearbyQuery, ZPopularQuery } from '@oabat/domain/places';
import { zData } from '@oabat/domain/common';
import * as uc from './places.usecases.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';

const tags = ['locations'];
const one = { 200: zData(ZLocation) };
const list = { 200: zData(z.array(ZLocation)) };

const places: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v2/locations/zip/:zip', { schema: { tags, params: ZZipParam, response: one } }, async (req) => ({
    data: await uc.locationByZip(app.db, req.params.zip),
  }));

  // `{id}` and `{slug}` share the path: a bare number is an id, anything else a slug.
  app.get('/api/v2/locations/:slug', { schema: { tags, params: ZLocationSlugParam, querystring: ZLocationQuery, response: one } }, async (req) => ({
    data: await uc.locationBySlug(app.db, req.params.slug, req.query, (slug) => req.log.warn({ slug }, 'unknown location slug')),
  }));

  app.get('/api/location/address_for_location', { schema: { tags, querystring: ZCoordinatesQuery, response: one } }, async (req) => ({
    data: await uc.addressForLocation(app.db, req.query.latitude, req.query.longitude),
  }));

  app.get('/api/search/nearby', { schema: { tags, querystring: ZNearbyQuery, response: list } }, async (req) => ({
    data: await uc.citiesNear(app.db, req.query.latitude, req.query.longitude, req.query.radius, req.query.limit),
  }));

  app.get('/api/search/cities', { schema: { tags, querystring: ZCitiesQuery, response: list } }, async (req) => {
    const text = req.query.search ?? req.query.name ?? '';
    return { data: text ? await uc.autocompleteCities(app.db, text, req.query.limit) : await uc.popularCities(app.db, req.query.limit) };
  });

  app.get('/api/search/popular_cities', { schema: { tags, querystring: ZPopularQuery, response: list } }, async (req) => ({
    data: await uc.popularCities(app.db, req.query.limit),
  }));

  app.post('/api/search/autocomplete_city', { config: PUBLIC_ROUTE, schema: { tags, body: ZAutocompleteBody, response: list } }, async (req) => ({
    data: await uc.autocompleteCities(app.db, req.body.search, req.body.limit),
  }));
};
export default places;
