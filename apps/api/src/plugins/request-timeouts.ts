// Slow clients may not hold connections (issue #35: Fastify's requestTimeout is 0, and a body trickled at one byte
// per 20 s stayed open for minutes). Node checks the headers (HEADERS_TIMEOUT_MS) and idle keep-alive connections
// (KEEP_ALIVE_TIMEOUT_MS, set in app.ts); this plugin limits the time a request body may take. Node's own
// requestTimeout is one value for the whole server, but a resumable upload's PATCH may rightly take long: it is
// limited by silence instead (no byte for UPLOAD_IDLE_TIMEOUT_MS) and by UPLOAD_REQUEST_TIMEOUT_MS in all.
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is a long upload streamed to disk (tus PATCH): limited by silence, not by REQUEST_TIMEOUT_MS. */
    streamedUpload?: boolean;
  }
}

const TIMED_OUT = JSON.stringify({ message: 'Die Anfrage hat zu lange gedauert. Bitte versuche es noch einmal.' });

const hasBody = (raw: IncomingMessage) => raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/** Answers 408 when nothing was answered yet, then closes the connection (the rest of the body is not read). */
function cut(raw: IncomingMessage, res: ServerResponse) {
  if (raw.complete || res.writableEnded) return;
  if (!res.headersSent) {
    res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close', 'content-length': Buffer.byteLength(TIMED_OUT) });
    res.end(TIMED_OUT, () => raw.socket.destroy());
  } else raw.socket.destroy();
}

export default fp(
  async (app) => {
    const { REQUEST_TIMEOUT_MS, UPLOAD_IDLE_TIMEOUT_MS, UPLOAD_REQUEST_TIMEOUT_MS } = app.config;
    app.addHook('onRequest', (req, reply, done) => {
      const raw = req.raw;
      // Most requests have no body (issue #23: this runs on every request): nothing to time.
      if (!hasBody(raw)) return done();
      const upload = req.routeOptions.config?.streamedUpload === true;
      // Silence on the socket ends an upload: Node destroys a socket whose timeout fires without a listener.
      if (upload) raw.socket.setTimeout(UPLOAD_IDLE_TIMEOUT_MS);
      const timer = setTimeout(() => cut(raw, reply.raw), upload ? UPLOAD_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
      // After the answer Node sets the socket's timeout to the keep-alive one, replacing the upload's.
      reply.raw.once('close', () => clearTimeout(timer));
      done();
    });
  },
  { name: 'request-timeouts', dependencies: ['context'] },
);
