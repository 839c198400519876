// Session and registration calls of spec 01 §7, at exactly their paths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckRequest,
  ZCheckResponse,
  ZLegacyLoginRequest,
  ZLegacyRegisterRequest,
  ZLoginRequest,
  ZRegisterBusinessRequest,
  ZRegisterBusinessResponse,
  ZRegisterTraineeRequest,
  ZResendRequest,
  ZSendOtpRequest,
  ZTemporaryLoginRequest,
  ZTokenResponse,
  ZUser,
  ZVerificationStep,
  ZVerifyOtpRequest,
  ZVerifyOtpResponse,
  ZVerifyRequest,
} from '@oabat/domain/accounts';
import { ZNoContent, zData } from '@oabat/domain/common';
import { requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { depsOf } from './accounts.shared.ts';
import { findUserById } from './session.repository.ts';
import * as session from './session.usecases.ts';
import * as registration from './registration.usecases.ts';
import { revokeToken } from './accounts.repository.ts';
import { OWN_SESSION_WRITE } from '../../plugins/read-only-accounts.ts';

const tags = ['accounts'];
const ZActivateParams = z.object({ code: z.string().min(1).max(200) });

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.post('/api/auth/login', { config: PUBLIC_ROUTE, schema: { tags, body: ZLoginRequest, response: { 200: ZTokenResponse } } }, async (req) =>
    session.login(deps, req.body, req.ip),
  );

  app.post('/api/login', { config: PUBLIC_ROUTE, schema: { tags, body: ZLegacyLoginRequest, response: { 200: ZTokenResponse } } }, async (req) =>
    session.login(deps, req.body, req.ip),
  );

  app.get('/api/auth/user', { schema: { tags, security: [{ bearer: [] }], response: { 200: zData(ZUser) } } }, async (req) => ({ data: requireUser(req) }));

  app.post(
    '/api/auth/logout',
    { config: OWN_SESSION_WRITE('ends the own session'), schema: { tags, security: [{ bearer: [] }], response: { 204: ZNoContent } } },
    async (req, reply) => {
      requireUser(req);
      await revokeToken(app.db, req.tokenId!);
      // Open sockets of this session end too (on every process), not only at their next reconnect.
      app.realtime.disconnectToken(req.tokenId!);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/temporary_login',
    { schema: { tags, security: [{ bearer: [] }], body: ZTemporaryLoginRequest, response: { 200: ZTokenResponse } } },
    async (req) => ({ token: await session.temporaryLogin(deps, requireUser(req), req.impersonatedBy, req.body.user_id) }),
  );

  app.post(
    '/api/auth/register/trainee',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZRegisterTraineeRequest, response: { 201: z.union([ZTokenResponse, ZVerificationStep]) } } },
    async (req, reply) => {
      const result = await registration.registerTrainee(deps, req.body);
      const body = 'token' in result ? { token: result.token } : { data: { verification_required: true as const, email: result.verification.email } };
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/api/register',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZLegacyRegisterRequest, response: { 201: ZVerificationStep } } },
    async (req, reply) => {
      const result = await registration.registerLegacy(deps, req.body);
      return reply.status(201).send({ data: { verification_required: true as const, email: result.verification.email } });
    },
  );

  app.post('/api/auth/verify', { config: PUBLIC_ROUTE, schema: { tags, body: ZVerifyRequest, response: { 200: ZTokenResponse } } }, async (req) =>
    session.verifyEmail(deps, req.body, req.ip),
  );

  app.post('/api/auth/verify/resend', { config: PUBLIC_ROUTE, schema: { tags, body: ZResendRequest, response: { 204: ZNoContent } } }, async (req, reply) => {
    await session.resendVerification(deps, req.body, req.ip);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/activate/:code',
    { schema: { tags, params: ZActivateParams, response: { 200: zData(z.object({ activated: z.literal(true) })) } } },
    async (req) => {
      await session.activate(deps, req.params.code);
      return { data: { activated: true as const } };
    },
  );

  // The link in the mail: verify, then land on the web page that says what happened.
  app.get('/activate/:code', { config: { redirects: true }, schema: { tags, params: ZActivateParams, response: { 302: ZNoContent } } }, async (req, reply) => {
    try {
      await session.activate(deps, req.params.code);
      return reply.redirect('/verify?activated=1');
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return reply.redirect('/verify?error=invalid_link');
      throw err;
    }
  });

  app.post('/api/auth/check', { config: PUBLIC_ROUTE, schema: { tags, body: ZCheckRequest, response: { 200: ZCheckResponse } } }, async (req) => ({
    data: { exists: await session.accountExists(deps, req.body.mode, req.body.identifier, req.ip) },
  }));

  app.post(
    '/api/auth/verify/send-otp',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZSendOtpRequest, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await session.sendOtp(deps, req.body.phone_number, req.ip);
      return reply.status(204).send(null);
    },
  );

  app.post('/api/auth/verify-otp', { config: PUBLIC_ROUTE, schema: { tags, body: ZVerifyOtpRequest, response: { 200: ZVerifyOtpResponse } } }, async (req) => ({
    data: { valid: true as const, ...(await session.verifyOtp(deps, req.body.phone_number, req.body.code)) },
  }));

  app.post(
    '/api/businesses',
    { config: PUBLIC_ROUTE, schema: { tags, body: ZRegisterBusinessRequest, response: { 201: ZRegisterBusinessResponse } } },
    async (req, reply) => {
      const { token, userId } = await registration.registerBusiness(deps, req.body);
      return reply.status(201).send({ token, data: (await findUserById(app.db, userId, app.specialAccounts))! });
    },
  );
};
export default sessionRoutes;
