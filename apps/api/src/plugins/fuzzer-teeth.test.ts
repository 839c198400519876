// The fuzzer itself: against a small app with known faults it must report each of them.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fuzz, summarize } from '../../test/fuzz/fuzzer.ts';

describe('the OpenAPI fuzzer', () => {
  it('reports a 5xx, an undocumented status and a success that breaks its schema', async () => {
    const app = Fastify();
    app.post('/crash', async (req) => {
      const body = req.body as { n?: unknown };
      if (typeof body?.n !== 'number' || body.n > 100) throw new Error('boom');
      return { ok: true };
    });
    app.get('/teapot', async (_req, reply) => reply.code(418).send({ message: 'Ich bin eine Teekanne.' }));
    app.get('/wrong', async () => ({ count: 'viele' }));
    const doc = {
      paths: {
        '/crash': {
          post: {
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'integer', maximum: 100 } } } } } },
            responses: { 200: {} },
          },
        },
        '/teapot': { get: { responses: { 200: {} } } },
        '/wrong': {
          get: { responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties: { count: { type: 'integer' } } } } } } } },
        },
      },
    };
    const report = await fuzz({
      doc,
      roles: [{ name: 'guest', token: null }],
      examples: 8,
      seed: 7,
      send: async (req) => {
        const res = await app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: req.headers,
          ...(req.body !== undefined ? { payload: req.body } : {}),
        });
        return { status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
      },
    });
    expect(report.operations).toBe(3);
    // The 400 is Fastify's answer to the fuzzer's malformed JSON, which this bare app does not document.
    expect(summarize(report.findings)).toEqual([
      '5xx 500 POST /crash',
      'schema violation 200 GET /wrong',
      'undocumented status 400 POST /crash',
      'undocumented status 418 GET /teapot',
    ]);
    await app.close();
  });
});
