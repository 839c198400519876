// Responses are written by fast-json-stringify from each route's zod schema (issue #23): what is not in the
// schema is never sent, and every response schema of the app compiles (none falls back to zod at run time).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { serializerCompiler, zodFallbacks } from './serializer.ts';

const Item = z.object({
  id: z.number().int(),
  name: z.string().max(3),
  note: z.string().nullable(),
  owner: z.object({ id: z.number() }).nullable(),
  when: z.date(),
  kind: z.union([z.object({ k: z.literal('a'), a: z.number() }), z.object({ k: z.literal('b'), b: z.string() })]),
  extra: z.looseObject({ keep: z.number() }),
  optional: z.string().optional(),
});

async function serve(data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: { 200: z.object({ data: Item }) } } }, async () => ({ data }));
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('response serialiser', () => {
  it('drops a field that is not in the schema, also inside nested objects and union branches', async () => {
    const res = await serve({
      id: 1,
      name: 'lang', // max(3) only validates input; the answer is written as it is
      password_hash: 'geheim',
      note: null,
      owner: { id: 2, email: 'a@b.example' },
      when: new Date(0),
      kind: { k: 'b', b: 'x', token: 'geheim' },
      extra: { keep: 1, also: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: 1, name: 'lang', note: null, owner: { id: 2 }, when: '1970-01-01T00:00:00.000Z', kind: { k: 'b', b: 'x' }, extra: { keep: 1, also: 2 } },
    });
    expect(res.body).not.toContain('geheim');
  });

  it('writes null for a nullable object and leaves out an absent optional field', async () => {
    const res = await serve({ id: 1, name: 'a', note: 'n', owner: null, when: new Date(0), kind: { k: 'a', a: 1 }, extra: { keep: 1 } });
    expect(res.json().data).toMatchObject({ owner: null, note: 'n' });
    expect('optional' in res.json().data).toBe(false);
  });
});

describe('the app', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('compiles every response schema for fast-json-stringify', () => {
    expect(zodFallbacks).toEqual([]);
  });

  it('never sends the password hash of the signed-in user', async () => {
    const token = await t.login('azubi@oabat.example');
    const res = await t.request({ method: 'GET', url: '/api/auth/user', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('azubi@oabat.example');
    expect(res.body).not.toContain('password');
  });
});
