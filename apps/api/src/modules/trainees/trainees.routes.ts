// Trainee calls of spec 02 §7 "Trainees" at exactly their paths.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INT32_MAX, ZIdParam, zData } from '@oabat/domain/common';
import { MAX_IMAGE_BYTES, ZImage } from '@oabat/domain/media';
import { ZInterestInput, ZInterestSaved, ZTrainee, ZTraineeUpdate } from '@oabat/domain/trainees';
import { mediaDeps } from '../media/media.usecases.ts';
import { readUpload } from '../media/media.upload.ts';
import * as trainees from './trainees.usecases.ts';

const tags = ['trainees'];
const security = [{ bearer: [] }];

const traineeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  const deps = mediaDeps(app);

  app.get('/api/trainee/:id', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZTrainee) } } }, async (req) => ({
    data: await trainees.getTrainee(deps, req.viewer, req.params.id),
  }));
  app.put('/api/trainee/:id', { schema: { tags, security, params: ZIdParam, body: ZTraineeUpdate, response: { 200: zData(ZTrainee) } } }, async (req) => ({
    data: await trainees.updateTrainee(deps, req.viewer, req.params.id, req.body),
  }));

  app.post(
    '/api/trainee/:id/upload_profile',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ user: z.object({ profile_picture: ZImage }), data: ZTrainee }) },
      },
    },
    async (req) => {
      // Checked before reading the body, so a stranger's upload is refused without storing anything.
      await trainees.ownTrainee(deps, req.viewer, req.params.id);
      const upload = await readUpload(req, ['avatar', 'image', 'file'], MAX_IMAGE_BYTES, 'Bitte wähle ein Bild aus.');
      const { image, trainee } = await trainees.uploadProfilePicture(deps, req.viewer, req.params.id, upload);
      return { user: { profile_picture: image }, data: trainee };
    },
  );

  app.post(
    '/api/interests/:traineeId',
    {
      schema: {
        tags,
        security,
        params: z.object({ traineeId: z.coerce.number().int().positive().max(INT32_MAX) }),
        body: ZInterestInput,
        response: { 201: zData(ZInterestSaved) },
      },
    },
    async (req, reply) => {
      const trainee = await trainees.createInterest(deps, req.viewer, req.params.traineeId, req.body);
      return reply.status(201).send({ data: { interest: trainee.interest, trainee } });
    },
  );
  app.put(
    '/api/trainee/:traineeId/interests/:interestId',
    {
      schema: {
        tags,
        security,
        params: z.object({
          traineeId: z.coerce.number().int().positive().max(INT32_MAX),
          interestId: z.coerce.number().int().positive().max(INT32_MAX),
        }),
        body: ZInterestInput,
        response: { 200: zData(ZInterestSaved) },
      },
    },
    async (req) => {
      const trainee = await trainees.updateInterest(deps, req.viewer, req.params.traineeId, req.params.interestId, req.body);
      return { data: { interest: trainee.interest, trainee } };
    },
  );
};
export default traineeRoutes;
