// Issue #37 item 2, one contract: every route declares what it answers with a response schema (from
// packages/domain where the web reads it), so the serialiser sends nothing else and the web's types can be inferred.
// The routes still without one are listed here; the list only shrinks: a new route without a schema fails, and so
// does a listed route that has gained one (take it off the list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { WITHOUT_RESPONSE_SCHEMA } from '../../test/response-schema-debt.ts';

const routes: { route: string; hasSchema: boolean }[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(
    { SESSION_REPLAY: '1' },
    {
      onRoute: (r) => {
        // The API description's own pages (@fastify/swagger-ui) are not part of the API.
        if (r.url.startsWith('/api/docs')) return;
        const hasSchema = Boolean((r.schema as { response?: unknown } | undefined)?.response);
        for (const m of [r.method].flat()) if (m !== 'HEAD' && m !== 'OPTIONS') routes.push({ route: `${m} ${r.url}`, hasSchema });
      },
    },
  );
}, 180_000);
afterAll(() => t?.close());

describe('response schemas', () => {
  it('every route has one, except the listed debt', () => {
    const missing = routes.filter((r) => !r.hasSchema).map((r) => r.route);
    expect(missing.filter((r) => !WITHOUT_RESPONSE_SCHEMA.has(r))).toEqual([]);
  });

  it('the debt list names no route that has one now, or that is gone', () => {
    const known = new Map(routes.map((r) => [r.route, r.hasSchema]));
    expect([...WITHOUT_RESPONSE_SCHEMA].filter((r) => known.get(r) !== false)).toEqual([]);
  });
});
