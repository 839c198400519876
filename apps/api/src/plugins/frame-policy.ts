// Which pages other sites may put in a frame: the embed routes only (a business or region shows its
// jobs on its own website). Every other answer keeps helmet's frame-ancestors 'self' and X-Frame-Options.
import fp from 'fastify-plugin';

/** `/embed/...`, `/jobs/uebersicht_embed` and every path whose last segment ends in `_embed`. */
export function isFrameablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  if (path.startsWith('/api/')) return false;
  return path === '/embed' || path.startsWith('/embed/') || /\/[^/]+_embed$/.test(path);
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (req, reply, payload) => {
      if (!isFrameablePath(req.url)) return payload;
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      }
      reply.removeHeader('x-frame-options');
      return payload;
    });
  },
  { name: 'frame-policy' },
);
