// Social login: GET /api/auth/social/{provider} gives the provider's URL; the provider sends the browser
// back to the callback, which ends on the web page /social/login with a token or an error code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSocialParams, ZSocialRedirect } from '@oabat/domain/accounts';
import { ZNoContent } from '@oabat/domain/common';
import { depsOf } from './accounts.shared.ts';
import { completeSocialLogin, SocialLoginError, startSocialLogin } from './social.usecases.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';

const ZCallback = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
  user: z.string().max(4000).optional(),
});

const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  // Apple answers with a form POST (response_mode=form_post).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/api/auth/social/:provider', { schema: { tags: ['accounts'], params: ZSocialParams, response: { 200: ZSocialRedirect } } }, async (req) => ({
    redirectURL: await startSocialLogin(deps, req.params.provider),
  }));

  const callback = async (provider: string, input: z.infer<typeof ZCallback>) => {
    try {
      const token = await completeSocialLogin(deps, provider, input);
      return `/social/login?token=${encodeURIComponent(token)}`;
    } catch (err) {
      const reason = err instanceof SocialLoginError ? err.reason : (err as { statusCode?: number }).statusCode === 404 ? 'unknown_provider' : 'failed';
      if (!(err instanceof SocialLoginError)) app.log.warn({ err }, 'social login failed');
      return `/social/login?error=${reason}`;
    }
  };
  app.get(
    '/api/auth/social/:provider/callback',
    { config: { redirects: true }, schema: { tags: ['accounts'], params: ZSocialParams, querystring: ZCallback, response: { 302: ZNoContent } } },
    async (req, reply) => reply.redirect(await callback(req.params.provider, req.query)),
  );
  app.post(
    '/api/auth/social/:provider/callback',
    { config: { ...PUBLIC_ROUTE, redirects: true }, schema: { tags: ['accounts'], params: ZSocialParams, body: ZCallback, response: { 303: ZNoContent } } },
    async (req, reply) => reply.redirect(await callback(req.params.provider, req.body), 303),
  );
};
export default socialRoutes;
