// Account management calls of spec 01 §7, at exactly their paths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAppLinkRequest,
  ZDeactivationRequest,
  ZEmailChange,
  ZNotificationSetting,
  ZNotificationSettingUpdate,
  ZPasswordChangeRequest,
  ZPasswordRequest,
  ZPasswordReset,
  ZRequestEmailChange,
  ZTokenResponse,
  ZTutorialStep,
  ZTutorialSteps,
  ZUpdateUserRequest,
  ZUser,
  ZUserAlias,
  ZUserAliasUpdate,
} from '@oabat/domain/accounts';
import { ZIdParam, ZNoContent, zData } from '@oabat/domain/common';
import { requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { depsOf } from './accounts.shared.ts';
import { invalid } from '../../lib/errors.ts';
import * as account from './account.usecases.ts';
import * as settings from './settings.usecases.ts';
import { OWN_SESSION_WRITE } from '../../plugins/read-only-accounts.ts';

const tags = ['accounts'];
const security = [{ bearer: [] }];

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.put('/api/users/:id', { schema: { tags, security, params: ZIdParam, body: ZUpdateUserRequest, response: { 200: zData(ZUser) } } }, async (req) => ({
    data: await account.updateUser(deps, requireUser(req), req.params.id, req.body),
  }));

  app.post(
    '/api/password_change',
    { config: OWN_SESSION_WRITE('the own password'), schema: { tags, security, body: ZPasswordChangeRequest, response: { 204: ZNoContent } } },
    async (req, reply) => {
      const user = requireUser(req);
      await account.changePassword(deps, user, req.tokenId!, req.body, req.ip);
      // The other sessions were revoked: their open sockets end now, this session's stay.
      app.realtime.disconnectUser(user.id, req.tokenId!);
      return reply.status(204).send(null);
    },
  );

  app.post('/api/password_request', { config: PUBLIC_ROUTE, schema: { tags, body: ZPasswordRequest, response: { 204: ZNoContent } } }, async (req, reply) => {
    await account.requestPasswordReset(deps, req.body.email, req.ip);
    return reply.status(204).send(null);
  });

  app.post('/api/password_reset', { config: PUBLIC_ROUTE, schema: { tags, body: ZPasswordReset, response: { 200: ZTokenResponse } } }, async (req) => {
    const { token, userId, restored } = await account.resetPassword(deps, req.body);
    // Every earlier session was revoked: their sockets go now, on every process, not at the next re-check.
    app.realtime.disconnectUser(userId);
    return { token, ...(restored ? { account_restored: true as const } : {}) };
  });

  app.put('/api/v2/auth/request_email_change', { schema: { tags, security, body: ZRequestEmailChange, response: { 204: ZNoContent } } }, async (req, reply) => {
    await account.requestEmailChange(deps, requireUser(req), req.body);
    return reply.status(204).send(null);
  });

  app.post('/api/v2/auth/email_change', { schema: { tags, security, body: ZEmailChange, response: { 200: zData(ZUser) } } }, async (req) => ({
    data: await account.changeEmail(deps, requireUser(req), req.body),
  }));

  app.post('/api/user/request-deactivation', { schema: { tags, security, body: ZDeactivationRequest, response: { 204: ZNoContent } } }, async (req, reply) => {
    await account.requestDeactivation(deps, requireUser(req), req.body);
    return reply.status(204).send(null);
  });

  app.post('/api/util/app_link', { config: PUBLIC_ROUTE, schema: { tags, body: ZAppLinkRequest, response: { 204: ZNoContent } } }, async (req, reply) => {
    await account.sendAppLink(deps, req.body.phone_number, req.ip);
    return reply.status(204).send(null);
  });

  // The spec writes the path with a trailing slash; the one without answers the same.
  for (const url of ['/api/settings/notifications/', '/api/settings/notifications']) {
    app.get(url, { schema: { tags, security, response: { 200: zData(z.array(ZNotificationSetting)) } } }, async (req) => ({
      data: await settings.listNotificationSettings(deps, requireUser(req)),
    }));
  }

  app.put(
    '/api/settings/notifications/:id',
    { schema: { tags, security, params: ZIdParam, body: ZNotificationSettingUpdate, response: { 200: zData(ZNotificationSetting) } } },
    async (req) => ({ data: await settings.updateNotificationSetting(deps, requireUser(req), req.params.id, req.body.subscribed) }),
  );

  app.get('/api/v2/user_aliases/:id', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZUserAlias) } } }, async (req) => ({
    data: await settings.getAlias(deps, requireUser(req), req.params.id),
  }));

  app.put(
    '/api/v2/user_aliases/:id',
    { schema: { tags, security, params: ZIdParam, body: ZUserAliasUpdate, response: { 200: zData(ZUserAlias) } } },
    async (req) => ({ data: await settings.updateAlias(deps, requireUser(req), req.params.id, req.body) }),
  );

  app.get('/api/user/:id/tutorials', { schema: { tags, security, params: ZIdParam, response: { 200: ZTutorialSteps } } }, async (req) => ({
    data: await settings.listTutorialSteps(deps, requireUser(req), req.params.id),
  }));

  app.post(
    '/api/user/:id/tutorials',
    { schema: { tags, security, params: ZIdParam, body: ZTutorialStep, response: { 201: ZTutorialSteps } } },
    async (req, reply) => reply.status(201).send({ data: await settings.addTutorialStep(deps, requireUser(req), req.params.id, req.body.tutorial_step) }),
  );

  // The step may come in the body (as the client sends it) or in the query string.
  app.delete(
    '/api/user/:id/tutorials',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        querystring: ZTutorialStep.partial(),
        body: ZTutorialStep.partial().nullish(),
        response: { 200: ZTutorialSteps },
      },
    },
    async (req) => {
      const viewer = requireUser(req);
      const parsed = ZTutorialStep.safeParse({ tutorial_step: req.body?.tutorial_step ?? req.query.tutorial_step });
      if (!parsed.success) throw invalid('tutorial_step', parsed.error.issues[0].message);
      return { data: await settings.removeTutorialStep(deps, viewer, req.params.id, parsed.data.tutorial_step) };
    },
  );
};
export default accountRoutes;
