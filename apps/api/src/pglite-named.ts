// Named statements on PGlite (QueryOptions.prepared). PGlite's own `query` parses, describes and plans every call;
// a statement kept under a name is parsed once and, after five calls, runs its generic plan: 20 search cards took
// 0.8 ms instead of 1.9-2.7 ms (min of 300 calls on the 100k bench data). Only for statements whose plan does not
// depend on their values (lookups by key), as on PostgreSQL; written with PGlite's public wire-protocol API.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
const wire = protocol.serialize;
const quiet = { syncToFs: false };

/**
 * A runner of named statements on one PGlite. `inTransaction` runs inside a transaction the caller holds (PGlite's
 * transaction lock); otherwise the call takes that lock itself, as `lite.query` does.
 */
export function namedStatements(lite: PGlite, nameOf: (text: string) => string) {
  const paramTypes = new Map<string, number[]>();

  async function prepare(name: string, text: string): Promise<number[]> {
    let types = paramTypes.get(name);
    if (types) return types;
    // A statement left by a failed describe would refuse a second Parse under its name: close it first (no error if none).
    await lite.execProtocol(wire.close({ type: 'S', name }), quiet);
    await lite.execProtocol(wire.parse({ name, text }), quiet);
    types = parse.parseDescribeStatementResults((await lite.execProtocol(wire.describe({ type: 'S', name }), quiet)).messages);
    paramTypes.set(name, types);
    return types;
  }

  async function run(text: string, params: unknown[]) {
    const name = nameOf(text);
    const messages: Message[] = [];
    try {
      const types = await prepare(name, text);
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serialize = lite.serializers[types[i]];
        return serialize ? serialize(v) : String(v);
      });
      for (const m of [wire.bind({ statement: name, values }), wire.describe({ type: 'P' }), wire.execute({})])
        messages.push(...(await lite.execProtocol(m, quiet)).messages);
    } finally {
      // After an error the server skips everything up to the Sync; it also ends the extended-query cycle.
      await lite.execProtocol(wire.sync(), quiet);
    }
    return { rows: parse.parseResults(messages, lite.parsers)[0]?.rows ?? [] };
  }

  return {
    /** Outside a transaction: PGlite's transaction lock, the query lock, and the file sync `lite.query` does after. */
    query: (text: string, params: unknown[] = []) =>
      lite._runExclusiveTransaction(async () => {
        const result = await lite.runExclusive(() => run(text, params));
        await lite.syncToFs();
        return result;
      }),
    /** Inside a transaction the caller holds: the query lock only. */
    inTransaction: (text: string, params: unknown[] = []) => lite.runExclusive(() => run(text, params)),
  };
}
