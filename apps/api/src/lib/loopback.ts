// Whether a request comes from this machine: the dev-only routes (the outbox, the alerts' test digest) answer only then.
import type { FastifyRequest } from 'fastify';

/** The TCP peer is this machine (X-Forwarded-For is never asked: a proxy would make every client local). */
export function isLoopbackPeer(req: FastifyRequest): boolean {
  const addr = req.raw.socket?.remoteAddress ?? '';
  return addr === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(addr);
}
