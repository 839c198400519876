// The search vocabulary is built when the server starts listening, not on a pupil's first text search (the slowest
// search after a start, 0.5-0.6 s in the bench).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { vocabularyLoaded } from './search.vocabulary.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('is built once the server listens, before any search, and the first search understands "Frisörin"', async () => {
  expect(vocabularyLoaded(t.db)).toBe(false);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await expect.poll(() => vocabularyLoaded(t.db), { timeout: 15_000, interval: 50 }).toBe(true);
  const res = await t.app.inject({ url: '/api/search?category=ausbildung&term=Fris%C3%B6rin' });
  expect(res.statusCode).toBe(200);
  expect(JSON.stringify(res.json().filters.understood)).toContain('Friseur');
});
