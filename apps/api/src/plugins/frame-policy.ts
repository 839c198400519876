// Security headers (helmet's) and which pages other sites may put in a frame: the embed routes only (a
// business or region shows its jobs on its own website). Every other answer keeps frame-ancestors 'self'
// and X-Frame-Options. Issue #23: helmet built its middleware and parsed the CSP on every request (a
// tenth of a small route's time) and a global onSend hook rewrote the frame headers; the two header sets
// are now built once at start-up and one synchronous onRequest hook sets the one the path asks for.
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `/embed/...`, `/jobs/uebersicht_embed` and every path whose last segment ends in `_embed`. */
export function isFrameablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  if (path.startsWith('/api/')) return false;
  return path === '/embed' || path.startsWith('/embed/') || /\/[^/]+_embed$/.test(path);
}

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      // The livestream player (hls.js) plays through MediaSource blob URLs.
      'media-src': ["'self'", 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options (it only sets fixed values: no nonces, no functions). */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

export default fp(
  async (app) => {
    const normal = helmetHeaders(HELMET_OPTIONS);
    const frameable = normal
      .filter(([name]) => name.toLowerCase() !== 'x-frame-options')
      .map(([name, value]): [string, string] =>
        name.toLowerCase() === 'content-security-policy' ? [name, value.replace(/frame-ancestors [^;]*/, 'frame-ancestors *')] : [name, value],
      );
    app.addHook('onRequest', (req, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of isFrameablePath(req.url) ? frameable : normal) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'frame-policy' },
);
