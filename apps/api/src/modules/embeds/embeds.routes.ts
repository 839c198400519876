// /embed.js: the small script a host website includes to show an Oabat list in a self-sizing iframe
// (the embed pages themselves are web routes in the embed layout; plugins/frame-policy.ts lets them be framed).
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFileBody } from '@oabat/domain/common';

const script = fs.readFileSync(new URL('./embed.js', import.meta.url), 'utf8');

const embeds: FastifyPluginAsyncZod = async (app) => {
  app.get('/embed.js', { schema: { hide: true, tags: ['embeds'], response: { 200: ZFileBody } } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      // helmet's same-origin default would stop other websites from loading it.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(script),
  );
};
export default embeds;
