// For search engines: /robots.txt (names the sitemap, keeps private areas out) and /sitemap.xml, an index of
// child sitemaps (/sitemaps/{kind}-{page}.xml) streamed from the database. Absolute URLs from PUBLIC_URL.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileBody } from '@oabat/domain/common';
import { notFound } from '../../lib/errors.ts';
import { parseSitemapName, sitemapChunks, sitemapFirstKey, sitemapIndex } from './seo.sitemap.ts';

/** Pages for one person or one organisation's team: never worth a crawler's visit. */
export const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/chat',
  '/einstellungen',
  '/i/',
  '/profil',
  '/favoriten',
  '/fuer-dich',
  '/abmelden',
  '/anmelden',
  '/passwort-zuruecksetzen',
  '/verify',
  '/activate/',
  '/social/',
  '/betrieb/',
  '/betriebe/*/bearbeiten',
  '/betriebe/*/profilbesucher',
  '/betriebe/*/jobs/erstellen',
  '/betriebe/*/jobs/*/review',
  '/betriebe/*/beitrag/',
  '/betriebe/schulnetzwerk',
  '/schule/einstellungen',
  '/schule/firmennetzwerk',
  '/schule/nutzerverwaltung',
  '/region/betriebe',
  '/region/channel',
  '/region/einstellungen',
  '/region/hinzufuegen',
  '/region/plattform',
  '/region/schulen',
  '/region/*/anmeldung_creator',
  '/customdomain/artikel/erstellen',
  '/livestream/*/admin',
  '/intern/',
  '/test',
  '/timer',
  '/events',
];

export const robotsTxt = (base: string) =>
  ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');

const seo: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const perFile = app.config.SITEMAP_URLS_PER_FILE;
  const hide = { hide: true, tags: ['seo'] };
  const file = { 200: ZFileBody };

  app.get('/robots.txt', { schema: { ...hide, response: file } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', { schema: { ...hide, response: file } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapIndex(app.db, base, perFile)),
  );

  app.get('/sitemaps/:file', { schema: { ...hide, params: z.object({ file: z.string().max(40) }), response: file } }, async (req, reply) => {
    const name = parseSitemapName(req.params.file);
    if (!name) throw notFound();
    const first = await sitemapFirstKey(app.db, name.kind, name.page, perFile);
    if (first === undefined) throw notFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(Readable.from(sitemapChunks(app.db, base, name.kind, first, perFile)));
  });
};
export default seo;
