// Session replay (issue #17): POST /api/oabalytics/recordings (a chunk of rrweb events from a qualifying business
// user's browser), GET /api/admin/analytics/users/{id}/recordings (the list) and .../recordings/{recordingId} (all
// events in order) for the admin only (issue #35: not the dashboard account, not support; canReadSessionRecordings);
// the retention job.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam, zData } from '@oabat/domain/common';
import { canReadSessionRecordings } from '@oabat/domain/rights';
import { RECORDING_CHUNK_MAX_BYTES, ZRecording, ZRecordingChunk, ZRecordingParams, ZRecordingSummary } from '@oabat/domain/session-replay';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { accountToRead } from '../analytics/analytics.team-access.ts';
import * as uc from './session-replay.usecases.ts';

const security = [{ bearer: [] }];

/** 401 for a guest, 403 for everybody but the admin (the dashboard account and support included). */
function mayRead(viewer: SessionUser | null) {
  requireViewer(viewer);
  if (!canReadSessionRecordings(viewer)) throw forbidden('Nur der Admin sieht Sitzungsaufzeichnungen.');
}

const sessionReplay: FastifyPluginAsyncZod = async (app) => {
  app.jobs.work(uc.RETENTION_JOB, async () => {
    await uc.dropExpired(app.db, app.config.SESSION_REPLAY_RETENTION_DAYS);
  });
  app.jobs.schedule(uc.RETENTION_JOB, '47 3 * * *');

  app.post(
    '/api/oabalytics/recordings',
    {
      bodyLimit: RECORDING_CHUNK_MAX_BYTES,
      // A recording chunk changes nothing a session carries: the cached sessions stay (see plugins/auth.ts).
      config: { keepsSessions: true },
      schema: { tags: ['analytics'], security, body: ZRecordingChunk, response: { 201: zData(z.object({ stored: z.boolean() })) } },
    },
    async (req, reply) => {
      const viewer = requireUser(req);
      uc.mayRecord(app.config.SESSION_REPLAY, viewer, req.impersonatedBy !== null);
      const stored = await uc.storeChunk(app.db, viewer.id, req.body);
      return reply.status(201).send({ data: { stored } });
    },
  );

  app.get(
    '/api/admin/analytics/users/:id/recordings',
    { schema: { tags: ['analytics'], security, params: ZIdParam, response: { 200: zData(z.array(ZRecordingSummary)) } } },
    async (req) => {
      mayRead(req.viewer);
      const a = await accountToRead(app.db, req.params.id);
      return { data: await uc.listRecordings(app.db, a.id) };
    },
  );
  app.get(
    '/api/admin/analytics/users/:id/recordings/:recordingId',
    { schema: { tags: ['analytics'], security, params: ZRecordingParams, response: { 200: zData(ZRecording) } } },
    async (req) => {
      mayRead(req.viewer);
      const a = await accountToRead(app.db, req.params.id);
      return { data: await uc.readRecording(app.db, a.id, req.params.recordingId) };
    },
  );
};
export default sessionReplay;
