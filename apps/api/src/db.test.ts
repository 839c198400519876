// The database layer's options on the driver in use (PGlite by default, PostgreSQL in the PostgreSQL suite):
// a transaction's settings hold for it alone, and a prepared statement (a named one on PGlite too) answers like a
// plain one, call after call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { MAX_SETTINGS_POOLS, startupOption } from './db.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const setting = (q: TestContext['db'] | Parameters<Parameters<TestContext['db']['tx']>[0]>[0], name: string) =>
  q.one<{ v: string }>(`SELECT current_setting($1) AS v`, [name]).then((r) => r!.v);

describe('transaction settings', () => {
  it('hold inside the transaction and are gone after it', async () => {
    const inside = await ctx.db.tx(
      async (tx) => [await setting(tx, 'enable_seqscan'), await setting(tx, 'enable_bitmapscan'), await setting(tx, 'work_mem')],
      ['enable_seqscan = off', 'enable_bitmapscan = off', `work_mem = '32MB'`],
    );
    expect(inside).toEqual(['off', 'off', '32MB']);
    // Every pooled connection is back to the server's defaults.
    const after = await Promise.all(Array.from({ length: 6 }, () => setting(ctx.db, 'enable_seqscan')));
    expect(after).toEqual(Array(6).fill('on'));
  });

  it('are undone with the rest when the transaction fails', async () => {
    await expect(ctx.db.tx((tx) => tx.query('SELECT 1/0'), ['enable_seqscan = off'])).rejects.toThrow();
    expect(await setting(ctx.db, 'enable_seqscan')).toBe('on');
  });
});

describe('one read under settings (queryWith)', () => {
  const sql = `SELECT current_setting('enable_seqscan') AS seq, current_setting('work_mem') AS mem, $1::int AS n`;

  it('reads under its settings, prepared or not, call after call, and leaves no setting or transaction behind', async () => {
    for (let i = 0; i < 8; i++) {
      for (const opts of [{ prepared: true }, undefined]) {
        expect(await ctx.db.queryWith(['enable_seqscan = off', `work_mem = '32MB'`], sql, [i], opts)).toEqual([{ seq: 'off', mem: '32MB', n: i }]);
      }
    }
    expect(await setting(ctx.db, 'enable_seqscan')).toBe('on');
    // No transaction left open: a transaction of the caller's own begins and commits as usual.
    expect(await ctx.db.tx((tx) => tx.one<{ n: number }>(`SELECT 2 AS n`))).toEqual({ n: 2 });
  });

  it('fails alone: the error reaches the caller, its settings are undone, the next call answers', async () => {
    await expect(ctx.db.queryWith(['enable_seqscan = off'], `SELECT 1 / $1::int AS n`, [0], { prepared: true })).rejects.toMatchObject({ code: '22012' });
    await expect(ctx.db.queryWith(['enable_seqscan = off'], `SELECT $1::int AS n`, ['x'], { prepared: true })).rejects.toMatchObject({ code: '22P02' });
    expect(await setting(ctx.db, 'enable_seqscan')).toBe('on');
    expect(await ctx.db.queryWith(['enable_seqscan = off'], `SELECT 1 / $1::int AS n`, [1], { prepared: true })).toEqual([{ n: 1 }]);
  });

  it('answers under more sets of settings than there are settings pools, each read with its own', async () => {
    const sets = Array.from({ length: MAX_SETTINGS_POOLS + 3 }, (_, i) => [`work_mem = '${i + 1}MB'`]);
    const rows = await Promise.all(sets.map((s, i) => ctx.db.queryWith(s, sql, [i], { prepared: true })));
    rows.forEach((r, i) => expect(r).toEqual([{ seq: 'on', mem: `${i + 1}MB`, n: i }]));
    expect(await setting(ctx.db, 'work_mem')).not.toBe('11MB');
  });

  it('does not mix with calls that overlap it', async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? ctx.db.queryWith(['enable_seqscan = off'], sql, [i], { prepared: true }) : ctx.db.query(sql, [i]))),
    );
    all.forEach((rows, i) => expect(rows).toEqual([{ seq: i % 2 ? 'off' : 'on', mem: expect.any(String), n: i }]));
  });
});

describe('prepared statements', () => {
  const sql = `SELECT id, name FROM occupations WHERE id = ANY($1::int[]) ORDER BY id`;

  it('answer like the plain statement, also once the server reuses one plan (after five calls)', async () => {
    const ids = (await ctx.db.query<{ id: number }>(`SELECT id FROM occupations ORDER BY id LIMIT 12`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(8);
    for (let i = 0; i < 10; i++) {
      const some = ids.slice(i % 3, (i % 3) + 1 + i);
      const plain = await ctx.db.query(sql, [some]);
      expect(await ctx.db.query(sql, [some], { prepared: true })).toEqual(plain);
      expect(plain.map((r) => r.id)).toEqual(some);
    }
  });

  it('work inside a transaction, and a bad value is an error of that call only', async () => {
    const rows = await ctx.db.tx((tx) => tx.query(sql, [[-1]], { prepared: true }), ['enable_seqscan = off']);
    expect(rows).toEqual([]);
    await expect(ctx.db.query(sql, [['x']], { prepared: true })).rejects.toMatchObject({ code: '22P02' });
    expect(await ctx.db.one(`SELECT 1 AS one`, [], { prepared: true })).toEqual({ one: 1 });
  });

  it('take every kind of value as the plain statement does, also when calls overlap', async () => {
    const typed = `SELECT $1::int AS n, $2::text AS t, $3::timestamptz AS at, $4::int[] AS ids, $5::boolean AS b, $6::text AS none, $7::jsonb AS j`;
    const values = (i: number) => [i, `Wort ${i} – ä`, new Date(Date.UTC(2026, 10, 29, 12, i)), [i, i + 1], i % 2 === 0, null, { i }];
    // PGlite runs one statement at a time: named and plain calls started together must not mix their messages.
    const all = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? ctx.db.query(typed, values(i), { prepared: true }) : ctx.db.query(typed, values(i)))),
    );
    all.forEach((rows, i) => expect(rows).toEqual([{ n: i, t: `Wort ${i} – ä`, at: values(i)[2], ids: [i, i + 1], b: i % 2 === 0, none: null, j: { i } }]));
  });

  it('write inside a transaction and are undone with it', async () => {
    const name = `prepared-${Date.now()}`;
    await expect(
      ctx.db.tx(async (tx) => {
        await tx.query(`INSERT INTO search_synonyms (term, target) VALUES ($1, $2)`, [name, 'Bäcker/in'], { prepared: true });
        expect(await tx.one(`SELECT count(*)::int AS n FROM search_synonyms WHERE term = $1`, [name], { prepared: true })).toEqual({ n: 1 });
        throw new Error('zurück');
      }),
    ).rejects.toThrow('zurück');
    expect(await ctx.db.one(`SELECT count(*)::int AS n FROM search_synonyms WHERE term = $1`, [name], { prepared: true })).toEqual({ n: 0 });
  });
});

describe('settings as startup options (a pool per set of settings, PostgreSQL)', () => {
  it('are written as libpq reads them: quotes dropped, spaces and backslashes escaped', () => {
    expect(startupOption('enable_seqscan = off')).toBe('-c enable_seqscan=off');
    expect(startupOption(`work_mem = '32MB'`)).toBe('-c work_mem=32MB');
    expect(startupOption(`search_path = 'a b'`)).toBe('-c search_path=a\\ b');
    expect(() => startupOption('SELECT 1')).toThrow();
  });
});
