// Server rendering of the public pages: loads the web build's server renderer (WEB_DIST/server), lets it
// call this API in process (app.inject, as a guest, no network round trip) and streams its HTML inside
// the built index.html. Without a server renderer in the build, every page gets the client shell.
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSR_STATE_ID } from '@oabat/domain/constants';

/** What WEB_DIST/server/entry-server.js exports (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  setup(s: { fetch: (url: URL, init: RequestInit) => Promise<Response>; publicUrl: string }): void;
  render(input: { url: string; userAgent: string }): Promise<
    | { kind: 'shell'; status: number }
    | {
        kind: 'page';
        status: number;
        head: string;
        state: string;
        pipe: (out: NodeJS.WritableStream) => void;
        assets: string[];
        hydrate?: 'now' | 'interaction';
      }
  >;
}

export const serverEntryPath = (dist: string) => path.join(dist, 'server', 'entry-server.js');

/** The built index.html cut where the page's head tags and its rendered body go. */
export function splitTemplate(indexHtml: string) {
  const head = indexHtml.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  const [before, after] = head.split('<div id="root"></div>');
  if (after === undefined) throw new Error('index.html has no <div id="root"></div>');
  const [top, rest] = before!.split('</head>');
  return { top: top!, afterHead: `</head>${rest!}<div id="root">`, tail: `</div>${after}` };
}

async function injectFetch(app: FastifyInstance, url: URL, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => {
    headers[k] = v;
  });
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const type = res.headers['content-type'];
  return new Response(res.statusCode === 204 ? null : res.rawPayload, {
    status: res.statusCode,
    headers: typeof type === 'string' ? { 'content-type': type } : {},
  });
}

/**
 * Links that let the browser fetch the page's styles, and (when the app starts at once) its chunks, while it reads
 * the HTML. A page whose app waits for the first interaction (web ssr/wake.ts) lists its chunks in `data-preload`
 * instead, so a first visit loads no JavaScript it does not use.
 */
export function assetLinks(assets: string[], template: string, hydrate: 'now' | 'interaction' = 'now'): { head: string; preload: string } {
  const files = assets.filter((file) => /^assets\/[\w.-]+\.(js|css)$/.test(file) && !template.includes(`/${file}`));
  const css = files.filter((f) => f.endsWith('.css'));
  const js = files.filter((f) => f.endsWith('.js'));
  const links = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(hydrate === 'now' ? js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : []),
  ];
  return { head: links.join('\n    '), preload: hydrate === 'now' ? '' : js.join(' ') };
}

export type PageRenderer = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The renderer of this build, or null when the build has none (then the client shell serves all). */
export async function createPageRenderer(app: FastifyInstance, dist: string, indexHtml: string): Promise<PageRenderer | null> {
  const entryFile = serverEntryPath(dist);
  if (!fs.existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'server renderer not found in the web build; pages are rendered in the browser only');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setup({ fetch: (url, init) => injectFetch(app, url, init), publicUrl: app.config.publicUrl });
  const template = splitTemplate(indexHtml);

  return async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    let result: Awaited<ReturnType<ServerEntry['render']>>;
    try {
      result = await entry.render({ url: req.url, userAgent: req.headers['user-agent'] ?? '' });
    } catch (err) {
      // The browser can still render the page: a failed server render costs speed, not the page.
      req.log.error({ err, url: req.url }, 'server rendering failed');
      return reply.status(200).send(indexHtml);
    }
    if (result.kind === 'shell') return reply.status(result.status).send(indexHtml);
    const { head, state, status, pipe, assets, hydrate = 'now' } = result;
    const links = assetLinks(assets, indexHtml, hydrate);
    // Read by the boot (web ssr/wake.ts): when the app starts, and which chunks it then needs.
    const stateAttrs = `data-hydrate="${hydrate}"${links.preload ? ` data-preload="${links.preload}"` : ''}`;
    const body = new Transform({
      transform(chunk, _enc, done) {
        done(null, chunk);
      },
      flush(done) {
        this.push(`</div><script type="application/json" id="${SSR_STATE_ID}" ${stateAttrs}>${state}</script>${template.tail.slice('</div>'.length)}`);
        done();
      },
    });
    body.push(`${template.top}    ${head}\n    ${links.head}\n  ${template.afterHead}`);
    pipe(body);
    return reply.status(status).send(body);
  };
}
