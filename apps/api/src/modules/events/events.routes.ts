// Events (02 §7): POST /api/events; GET and PUT /api/events/{id}; GET /api/events (channel). Beside the spec:
// GET /api/events/{id}/ics, the "In den Kalender" download of /event/{slug}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEvent, ZEventInput, ZEventList, ZEventQuery, ZEventRefParam, ZEventUpdate } from '@oabat/domain/events';
import { contentDisposition } from '@oabat/domain/media';
import { ZFileBody, zData } from '@oabat/domain/common';
import { eventDeps } from './events.deps.ts';
import * as uc from './events.usecases.ts';
import { eventIcs } from './events.ics.ts';

const tags = ['events'];

const events: FastifyPluginAsyncZod = async (app) => {
  const d = eventDeps(app);
  app.jobs.work<uc.NotifyMembersJob>(uc.NOTIFY_MEMBERS_JOB, (job) => uc.notifyMembers(d, job));
  app.get('/api/events', { schema: { tags, querystring: ZEventQuery, response: { 200: ZEventList } } }, async (req) => uc.listEvents(d, req.viewer, req.query));
  app.get('/api/events/:id', { schema: { tags, params: ZEventRefParam, response: { 200: zData(ZEvent) } } }, async (req) => ({
    data: await uc.getEvent(d, req.viewer, req.params.id),
  }));
  app.get('/api/events/:id/ics', { schema: { tags, params: ZEventRefParam, response: { 200: ZFileBody } } }, async (req, reply) => {
    const event = await uc.getEvent(d, req.viewer, req.params.id);
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`${event.slug}.ics`))
      .send(eventIcs(event, app.config.publicUrl));
  });
  app.post('/api/events', { schema: { tags, body: ZEventInput, response: { 201: zData(ZEvent) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.createEvent(d, req.viewer, req.body.event) }),
  );
  app.put('/api/events/:id', { schema: { tags, params: ZEventRefParam, body: ZEventUpdate, response: { 200: zData(ZEvent) } } }, async (req) => ({
    data: await uc.updateEvent(d, req.viewer, req.params.id, req.body.event),
  }));
};

export default events;
