// Security headers (helmet's) and which pages other sites may put in a frame: the embed routes only (a
// business or region shows its jobs on its own website). Every other page keeps frame-ancestors 'self'
// and X-Frame-Options; an API answer may not be framed at all. Issue #23: helmet built its middleware and
// parsed the CSP on every request (a tenth of a small route's time) and a global onSend hook rewrote the
// frame headers; the header sets are now built once at start-up and one synchronous onRequest hook sets
// the one the path asks for.
// API answers (`/api/...`: JSON, and files people download) get the short set an API needs instead of
// helmet's document headers (issue #23: twelve headers cost a fifth of a small JSON answer's CPU time).
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The path as the router and the browser see it: percent-decoded once, backslashes as slashes, dot segments
 * resolved. Decisions on the raw text could be fooled (`/embed/%2e%2e/einstellungen` is `/einstellungen`).
 * Null for a path that cannot be decoded (nothing serves it; it gets the strictest headers).
 */
export function normalisedPath(url: string): string | null {
  const raw = url.split(/[?#]/, 1)[0]!;
  // Fast path (issue #23: this runs on every request): nothing to decode or resolve.
  if (!/%|\\|\/\./.test(raw)) return raw;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[?#]/.test(decoded)) decoded = decoded.replace(/[?#]/g, encodeURIComponent);
  // Appended to an origin, so a leading `//` stays a path instead of naming a host.
  return new URL(`http://x${decoded.startsWith('/') ? '' : '/'}${decoded}`).pathname;
}

/** `/embed/...`, `/jobs/uebersicht_embed` and every path whose last segment ends in `_embed`. */
export function isFrameablePath(url: string): boolean {
  const normal = normalisedPath(url);
  if (normal === null || normal.startsWith('/api/')) return false;
  const path = normal.replace(/\/+$/, '');
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

/** `/api/...` except the API's own documentation page (Swagger UI, an HTML page with scripts and styles). */
export const isApiAnswer = (url: string) => {
  const path = normalisedPath(url);
  // An undecodable path gets the API's headers: they allow nothing.
  return path === null || (path.startsWith('/api/') && !path.startsWith('/api/docs'));
};

/**
 * The headers of an API answer. The document headers (COOP, Origin-Agent-Cluster, DNS prefetch, the CSP's
 * script and style sources, ...) only act on HTML pages; an API answer is never a page, so its CSP allows
 * nothing at all and no site, not even Oabat, may frame it (OWASP REST security: nosniff, HSTS,
 * frame-ancestors 'none', X-Frame-Options DENY). Uploaded files are API answers too: a file that a browser
 * would show as a page (HTML, SVG) can run nothing under this CSP. Errors answered before any hook run get it too.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
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
    const api = Object.entries(API_HEADERS);
    app.addHook('onRequest', (req, reply, done) => {
      const raw = reply.raw;
      const url = req.url;
      for (const [name, value] of isApiAnswer(url) ? api : isFrameablePath(url) ? frameable : normal) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'frame-policy' },
);
