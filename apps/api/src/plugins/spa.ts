// Serves the web build; pages go through the server renderer (plugins/ssr.ts) or, without one, get the
// SPA shell; /api/* and non-GET requests stay JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createPageRenderer, type PageRenderer } from './ssr.ts';

export default fp(
  async (app) => {
    const dist = app.config.WEB_DIST;
    const indexFile = path.join(dist, 'index.html');
    // Kept in memory: reading it from disk per request measured 2.9k req/s.
    const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    let renderPage: PageRenderer | null = null;
    if (indexHtml) {
      renderPage = await createPageRenderer(app, dist, indexHtml);
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
        preCompressed: true,
        // The server renderer's files and the build manifest are for this process, not for browsers.
        allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn({ dist }, 'web build not found; only the API is served (run npm run build)');
    }
    app.setNotFoundHandler((req, reply) => {
      const isApi = req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/socket.io');
      if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || !indexHtml) {
        return reply.status(404).send({ message: 'Nicht gefunden.' });
      }
      if (renderPage) return renderPage(req, reply);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    });
  },
  { name: 'spa', dependencies: ['context'] },
);
