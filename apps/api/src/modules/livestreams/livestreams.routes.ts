// Livestreams and polls (02 §7): GET /api/livestreams; GET and PUT /api/livestreams/{id}; POST /api/livestreams;
// POST /api/livestreams/{id}/channel/{channelId}; POST /api/livestreams/{id}/verify; GET /api/livestream/emojis;
// the chat calls; the poll calls. Beside the spec: GET /api/livestream/test-stream/{file}, the generated test picture;
// POST /api/livestreams/{id}/latency (the page's distance to the live edge: the chat delay follows the video, #38).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import { zData, ZFileBody, ZId, ZIdParam, ZNoContent } from '@oabat/domain/common';
import {
  LIVESTREAM_EMOJIS,
  ZBlockInput,
  ZChannelActive,
  ZChannelParams,
  ZLivestreamFields,
  ZLivestreamQuery,
  ZLivestreamUpdate,
  ZMessageInput,
  ZMessageParams,
  ZStreamEventInput,
  ZUserParams,
  ZVerifyInput,
  ZChatUserId,
  ZDeletedMessages,
  ZLivestream,
  ZLivestreamMessage,
  ZLivestreamOk,
  ZGuestId,
  ZLivestreamEmojis,
  ZLivestreamUnlock,
  ZPinInput,
  ZPinnedQuestion,
  ZStreamEventResult,
} from '@oabat/domain/livestreams';
import { ZChatDelay, ZLatencyReport } from '@oabat/domain/livestream-chat-delay';
import { ZOptionInput, ZOptionUpdate, ZPoll, ZPollInput, ZPollUpdate, ZProposalInput, ZVoteInput } from '@oabat/domain/livestream-polls';
import { PUBLIC_ROUTE, PUBLIC_SESSION_NEUTRAL } from '../../plugins/auth.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { GUEST_LIMIT_MESSAGE } from '../../plugins/guest-limits.ts';
import { issueGuestId } from './livestream-guest-id.ts';
import { livestreamDeps } from './livestreams.deps.ts';
import { createHub } from './livestream-hub.ts';
import { createVoteWriter } from './livestream-votes.ts';
import { authorizeLivestreamRooms } from './livestream-rooms.ts';
import * as uc from './livestreams.usecases.ts';
import * as chat from './livestream-chat.usecases.ts';
import * as polls from './livestream-polls.usecases.ts';
import * as questions from './livestream-questions.usecases.ts';
import { reportLatency } from './livestream-chat-delay.usecases.ts';
import { serveTestStream } from './livestream-test-stream.ts';
import { registerIngest } from './livestream-ingest.routes.ts';
import { readSchedule, SCHEDULE_MAX_BYTES } from './livestream-schedule.ts';
import { readUpload } from '../media/media.upload.ts';
import { invalid } from '../../lib/errors.ts';

const tags = ['livestreams'];
const ZGetQuery = z.object({ key: z.string().max(64).optional(), chat_user_id: ZChatUserId });

const livestreams: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: SCHEDULE_MAX_BYTES, files: 1 } });
  const hub = createHub(app.realtime, app.db, app.log);
  const votes = createVoteWriter(app.db, app.log);
  app.addHook('onClose', async () => {
    await votes.close();
    await hub.close();
  });
  const d = livestreamDeps(app, hub, votes);
  authorizeLivestreamRooms(app, d);
  // Going live from the platform (issue #38): its own scope, for the form parser of nginx's callbacks.
  await app.register(async (sub) => registerIngest(sub, d));

  app.get('/api/livestreams', { schema: { tags, querystring: ZLivestreamQuery, response: { 200: zData(z.array(ZLivestream)) } } }, async (req) => ({
    data: await uc.listLivestreams(d, req.viewer, req.query),
  }));
  app.get('/api/livestreams/:id', { schema: { tags, params: ZIdParam, querystring: ZGetQuery, response: { 200: zData(ZLivestream) } } }, async (req) => ({
    data: await uc.getLivestream(d, req.viewer, req.params.id, { key: req.query.key, chatUserId: req.query.chat_user_id }),
  }));
  app.post('/api/livestreams', { schema: { tags, body: ZLivestreamFields, response: { 201: zData(ZLivestream) } } }, async (req, reply) =>
    reply.status(201).send({ data: await uc.createLivestream(d, req.viewer, req.body) }),
  );
  app.put('/api/livestreams/:id', { schema: { tags, params: ZIdParam, body: ZLivestreamUpdate, response: { 200: zData(ZLivestream) } } }, async (req) => ({
    data: await uc.updateLivestream(d, req.viewer, req.params.id, req.body),
  }));
  app.post(
    '/api/livestreams/:id/channel/:channelId',
    { schema: { tags, params: ZChannelParams, body: ZChannelActive, response: { 200: zData(ZLivestream) } } },
    async (req) => ({
      data: await uc.setChannel(d, req.viewer, req.params.id, req.params.channelId, req.body.active),
    }),
  );
  app.post(
    '/api/livestreams/:id/verify',
    { config: PUBLIC_ROUTE, schema: { tags, params: ZIdParam, body: ZVerifyInput, response: { 200: zData(ZLivestreamUnlock) } } },
    async (req) => {
      // Guessing passwords is slowed down per address and stream.
      await consume(app.db, [{ key: `livestream-verify:${req.params.id}:${req.ip}`, max: 10, windowSeconds: 300 }]);
      return { data: await uc.verifyStream(d, req.viewer, req.params.id, req.body.password) };
    },
  );
  app.post('/api/livestream/upload_schedule', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: zData(ZLivestream) } } }, async (req) => {
    // Rights before the body: a stranger's upload is refused without reading it.
    uc.ensureAdmin(req.viewer);
    const upload = await readUpload(req, ['file', 'schedule'], SCHEDULE_MAX_BYTES, 'Bitte wähle eine CSV- oder Excel-Datei aus.');
    const id = ZId.safeParse(upload.fields.livestream_id);
    if (!id.success) throw invalid('livestream_id', 'Bitte gib den Livestream an.');
    return { data: await uc.replaceSchedule(d, req.viewer, id.data, await readSchedule(upload.bytes, upload.filename)) };
  });
  // A guest's id for votes and proposals, signed by the server; minting many from one address is limited.
  app.get('/api/livestream/guest_id', { schema: { tags, response: { 200: zData(ZGuestId) } } }, async (req) => {
    const limit = { key: `livestream-guest-id:${req.ip}`, max: Math.round(60 * app.config.GUEST_LIMIT_FACTOR), windowSeconds: 3600 };
    if (!req.viewer) await consume(app.db, [limit], GUEST_LIMIT_MESSAGE);
    return { data: { guest_id: await issueGuestId(app.db) } };
  });
  app.get('/api/livestream/emojis', { schema: { tags, response: { 200: zData(ZLivestreamEmojis) } } }, async () => ({ data: [...LIVESTREAM_EMOJIS] }));
  app.get(
    '/api/livestream/test-stream/:file',
    { schema: { tags, params: z.object({ file: z.string().max(20) }), response: { 200: ZFileBody } } },
    async (req, reply) => serveTestStream(app.config.DATA_DIR, req.params.file, reply, app.log),
  );

  // Chat: a guest's send is answered 403 by the use case (the page opens the login), so the route is open.
  app.post(
    '/api/livestreams/:id/messages',
    { config: PUBLIC_SESSION_NEUTRAL, schema: { tags, params: ZIdParam, body: ZMessageInput, response: { 201: zData(ZLivestreamMessage) } } },
    async (req, reply) => reply.status(201).send({ data: await chat.sendMessage(d, req.viewer, req.params.id, req.body) }),
  );
  app.post(
    '/api/livestreams/:id/events',
    { config: PUBLIC_SESSION_NEUTRAL, schema: { tags, params: ZIdParam, body: ZStreamEventInput, response: { 200: zData(ZStreamEventResult) } } },
    async (req) => ({
      data: await chat.streamEvent(d, req.viewer, req.params.id, req.body, req.ip),
    }),
  );
  // The chat delay follows the video (issue #38): the page reports how far its player is behind the live edge.
  app.post(
    '/api/livestreams/:id/latency',
    { config: PUBLIC_SESSION_NEUTRAL, schema: { tags, params: ZIdParam, body: ZLatencyReport, response: { 200: zData(ZChatDelay) } } },
    async (req) => ({
      data: await reportLatency(d, req.viewer, req.params.id, req.body, req.ip),
    }),
  );
  app.delete('/api/livestreams/:id/messages/:messageId', { schema: { tags, params: ZMessageParams, response: { 204: ZNoContent } } }, async (req, reply) => {
    await chat.deleteMessage(d, req.viewer, req.params.id, req.params.messageId);
    return reply.status(204).send(null);
  });
  app.delete(
    '/api/livestreams/:id/messages/user/:userId',
    { schema: { tags, params: ZUserParams, response: { 200: zData(ZDeletedMessages) } } },
    async (req) => ({
      data: await chat.deleteUserMessages(d, req.viewer, req.params.id, req.params.userId),
    }),
  );
  app.post(
    '/api/livestreams/:id/blocks',
    { schema: { tags, params: ZIdParam, body: ZBlockInput, response: { 201: zData(ZLivestreamOk) } } },
    async (req, reply) => {
      await chat.block(d, req.viewer, req.params.id, req.body);
      return reply.status(201).send({ data: { ok: true } });
    },
  );

  // Q&A: moderators release held anonymous questions and pin one question above the chat.
  app.post(
    '/api/livestreams/:id/messages/:messageId/release',
    { schema: { tags, params: ZMessageParams, response: { 200: zData(ZLivestreamMessage) } } },
    async (req) => ({ data: await questions.releaseQuestion(d, req.viewer, req.params.id, req.params.messageId) }),
  );
  app.put('/api/livestreams/:id/pinned', { schema: { tags, params: ZIdParam, body: ZPinInput, response: { 200: zData(ZPinnedQuestion) } } }, async (req) => ({
    data: await questions.pinQuestion(d, req.viewer, req.params.id, req.body.message_id),
  }));

  // Polls.
  app.post('/api/livestream_polls/', { schema: { tags, body: ZPollInput, response: { 201: zData(ZPoll) } } }, async (req, reply) =>
    reply.status(201).send({ data: await polls.createPoll(d, req.viewer, req.body) }),
  );
  app.put('/api/livestream_polls/:id', { schema: { tags, params: ZIdParam, body: ZPollUpdate, response: { 200: zData(ZPoll) } } }, async (req) => ({
    data: await polls.updatePoll(d, req.viewer, req.params.id, req.body),
  }));
  app.delete('/api/livestream_polls/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await polls.deletePoll(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
  app.post('/api/livestream_poll_options/', { schema: { tags, body: ZOptionInput, response: { 201: zData(ZPoll) } } }, async (req, reply) =>
    reply.status(201).send({ data: await polls.createOption(d, req.viewer, req.body.poll_id, req.body.text) }),
  );
  app.put('/api/livestream_poll_options/:id', { schema: { tags, params: ZIdParam, body: ZOptionUpdate, response: { 200: zData(ZPoll) } } }, async (req) => ({
    data: await polls.updateOption(d, req.viewer, req.params.id, req.body.text),
  }));
  app.delete('/api/livestream_poll_options/:id', { schema: { tags, params: ZIdParam, response: { 204: ZNoContent } } }, async (req, reply) => {
    await polls.deleteOption(d, req.viewer, req.params.id);
    return reply.status(204).send(null);
  });
  app.post(
    '/api/livestream_poll_option_votes/',
    { config: PUBLIC_SESSION_NEUTRAL, schema: { tags, body: ZVoteInput, response: { 201: zData(ZPoll) } } },
    async (req, reply) => reply.status(201).send({ data: await polls.vote(d, req.viewer, req.body.option_id, req.body.chat_user_id, req.body.key) }),
  );
  app.put(
    '/api/livestream_poll_proposal/:id',
    { config: PUBLIC_SESSION_NEUTRAL, schema: { tags, params: ZIdParam, body: ZProposalInput, response: { 200: zData(ZLivestreamOk) } } },
    async (req) => ({
      data: await polls.propose(d, req.viewer, req.params.id, req.body.text, req.body.chat_user_id, req.body.key),
    }),
  );
};

export default livestreams;
