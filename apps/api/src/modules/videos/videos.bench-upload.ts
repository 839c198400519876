// PUT /api/bench/raw-upload, only with BENCH_RAW_UPLOAD=1 (off by default, bench/videos.ts turns it on): a logged-in
// organisation's body streamed to a file beside the tus uploads, then removed. The plain upload (curl -T) that the
// tus upload's throughput is compared with: the same server, the same disk, no protocol around the bytes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { videoOwnerOf } from '@oabat/domain/rights';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { VideoDeps } from './videos.deps.ts';

export function benchRawUpload(app: FastifyInstance, d: VideoDeps) {
  app.log.warn('BENCH_RAW_UPLOAD is on: PUT /api/bench/raw-upload accepts uploads for the bench (never on a server people use).');
  app.addContentTypeParser('application/octet-stream', (_req, _payload, done) => done(null));
  app.put('/api/bench/raw-upload', { schema: { hide: true }, bodyLimit: d.maxBytes }, async (req, reply) => {
    if (!req.viewer) throw unauthorized();
    if (!videoOwnerOf(req.viewer)) throw forbidden('Nur Betriebe, Schulen und Regionen laden Videos hoch.');
    await fs.promises.mkdir(d.uploads.dir, { recursive: true });
    const file = path.join(d.uploads.dir, `bench-${crypto.randomUUID()}`);
    try {
      await pipeline(req.raw, fs.createWriteStream(file));
      return reply.send({ data: { bytes: (await fs.promises.stat(file)).size } });
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  });
}
