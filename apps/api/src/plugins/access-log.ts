// One access line per request, written when the answer is done: method, the route's pattern (never the
// raw path with its ids or tokens, nor the query), status and time. It replaces Fastify's own two lines
// per request (incoming, completed) through its log controller, so no extra hook runs on any route.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A path no API route matched (the web pages, 404s) is logged without its query, with long segments (a
 * token in a link such as /einstellungen/datenexport/{token}) replaced, and cut short.
 */
const unmatched = (url: string) =>
  url
    .split('?')[0]
    .split('/')
    .map((segment) => (segment.length >= 32 ? '…' : segment))
    .join('/')
    .slice(0, 120);

export class AccessLog extends LogController {
  override incomingRequest() {
    /* one line per request: written on completion */
  }

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: req.method,
      route: req.routeOptions?.url ?? unmatched(req.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
