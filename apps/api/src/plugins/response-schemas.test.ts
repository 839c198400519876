// Issue #37 item 2, one contract: every route declares what it answers with a response schema (from
// packages/domain), so the serialiser sends nothing else and the web's types can be inferred from it. Answers
// without JSON declare theirs too: ZNoContent for 204 and redirects, ZFileBody for files and text sent as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

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
  it('every route has one', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((r) => !r.hasSchema).map((r) => r.route)).toEqual([]);
  });
});
