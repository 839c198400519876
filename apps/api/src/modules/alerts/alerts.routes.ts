// Saved searches and job alerts (issue #19): /api/saved-searches (the pupil's list, badge, matches), the guest's
// confirmation and the one-click unsubscribe without login, and the daily and weekly alert runs on the job queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAlertBadge,
  ZAlertConfirmed,
  ZAlertMatches,
  ZAlertTokenParam,
  ZAlertUnsubscribed,
  ZSavedSearch,
  ZSavedSearchIdParam,
  ZSavedSearchInput,
  ZSavedSearchResult,
  ZSavedSearchUpdate,
} from '@oabat/domain/alerts';
import { ZNoContent, zData } from '@oabat/domain/common';
import { PUBLIC_ROUTE, requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { isLoopbackPeer } from '../../lib/loopback.ts';
import * as uc from './alerts.usecases.ts';

const tags = ['alerts'];
const security = [{ bearer: [] }];

const alerts: FastifyPluginAsyncZod = async (app) => {
  const d: uc.AlertDeps = { db: app.db, config: app.config, transports: app.transports };

  app.jobs.work<{ frequency?: 'daily' | 'weekly' }>(uc.RUN_JOB, async (data) => {
    await uc.runAlerts(d, data.frequency ?? null);
  });
  // Mornings (UTC), daily alerts every day, weekly ones on Mondays.
  app.jobs.schedule(uc.RUN_JOB, '0 5 * * *', { frequency: 'daily' });
  app.jobs.work(`${uc.RUN_JOB}.weekly`, async () => {
    await uc.runAlerts(d, 'weekly');
  });
  app.jobs.schedule(`${uc.RUN_JOB}.weekly`, '30 5 * * 1');

  // Mail clients send the one-click unsubscribe as a form POST (RFC 8058: List-Unsubscribe=One-Click).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/api/saved-searches', { schema: { tags, security, response: { 200: zData(z.array(ZSavedSearch)) } } }, async (req) => ({
    data: await uc.list(d, requireUser(req)),
  }));
  app.get('/api/saved-searches/badge', { schema: { tags, security, response: { 200: zData(ZAlertBadge) } } }, async (req) => ({
    data: await uc.badge(d, requireUser(req)),
  }));

  app.post(
    '/api/saved-searches',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZSavedSearchInput, response: { 201: zData(ZSavedSearchResult) } } },
    async (req, reply) => reply.status(201).send({ data: await uc.save(d, req.viewer, req.body, req.ip) }),
  );

  app.get(
    '/api/saved-searches/:id/matches',
    { schema: { tags, security, params: ZSavedSearchIdParam, response: { 200: zData(ZAlertMatches) } } },
    async (req) => ({
      data: await uc.matches(d, requireUser(req), req.params.id),
    }),
  );
  app.post('/api/saved-searches/:id/seen', { schema: { tags, params: ZSavedSearchIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.markSeen(d, requireUser(req), req.params.id);
    return reply.status(204).send(null);
  });
  app.put(
    '/api/saved-searches/:id',
    { schema: { tags, params: ZSavedSearchIdParam, body: ZSavedSearchUpdate, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await uc.update(d, requireUser(req), req.params.id, req.body.frequency);
      return reply.status(204).send(null);
    },
  );
  app.delete('/api/saved-searches/:id', { schema: { tags, params: ZSavedSearchIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await uc.remove(d, requireUser(req), req.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/saved-searches/confirm/:token',
    { config: PUBLIC_ROUTE, schema: { tags, params: ZAlertTokenParam, response: { 200: zData(ZAlertConfirmed) } } },
    async (req) => ({
      data: await uc.confirm(d, req.params.token),
    }),
  );
  // Any body (a mail client's form, the page's empty JSON): the token in the path is what counts.
  app.post(
    '/api/saved-searches/unsubscribe/:token',
    { config: PUBLIC_ROUTE, schema: { tags, params: ZAlertTokenParam, response: { 200: zData(ZAlertUnsubscribed) } } },
    async (req) => ({
      data: await uc.unsubscribe(d, req.params.token),
    }),
  );

  // Local demos and browser tests run the alerts now (like /api/dev/outbox: only with the flag, only for loopback).
  if (!app.config.OABAT_DEV_OUTBOX) return;
  app.post(
    '/api/dev/alerts/run',
    {
      config: PUBLIC_ROUTE,
      schema: { tags: ['development'], body: z.object({}).strict().optional() },
      onRequest: async (req) => {
        if (!isLoopbackPeer(req)) throw notFound();
      },
    },
    async () => ({ data: await uc.runAlerts(d, null) }),
  );
};
export default alerts;
