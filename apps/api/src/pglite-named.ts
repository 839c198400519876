// Named statements on PGlite (QueryOptions.prepared). PGlite's own `query` parses, describes and plans every call;
// a statement kept under a name is parsed once and, after five calls, runs its generic plan: 20 search cards took
// 0.8 ms instead of 1.9-2.7 ms (min of 300 calls on the 100k bench data). Only for statements whose plan does not
// depend on their values (lookups by key), as on PostgreSQL; written with PGlite's public wire-protocol API.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const wire = protocol.serialize;
const quiet = { syncToFs: false };

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A runner of named statements on one PGlite. `inTransaction` runs inside a transaction the caller holds (PGlite's
 * transaction lock); otherwise the call takes that lock itself, as `lite.query` does.
 */
export function namedStatements(lite: PGlite) {
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

  /**
   * Runs the named statement: bind, describe, execute and sync in one call (PGlite's loop reads every message of
   * the buffer, and each call into its WebAssembly costs: four calls took 0.2-0.3 ms more per statement on the 100k
   * bench data). `around` wraps it in simple queries of the same call (a transaction with its settings).
   */
  async function run(name: string, text: string, params: unknown[], around?: { before: string; after: string }) {
    let sent = false;
    try {
      const types = await prepare(name, text);
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serialize = lite.serializers[types[i]];
        return serialize ? serialize(v) : String(v);
      });
      const statement = [wire.bind({ statement: name, values }), wire.describe({ type: 'P' }), wire.execute({}), wire.sync()];
      sent = true;
      const { messages } = await lite.execProtocol(concat(around ? [wire.query(around.before), ...statement, wire.query(around.after)] : statement), quiet);
      // The statement's own messages: from its BindComplete to the ReadyForQuery of its Sync.
      const from = messages.findIndex((m) => m.name === 'bindComplete');
      const to = messages.findIndex((m, i) => i > from && m.name === 'readyForQuery');
      return { rows: parse.parseResults(messages.slice(from, to), lite.parsers)[0]?.rows ?? [] };
    } finally {
      // An error before the buffer went out (describing a new statement) leaves the extended-query cycle open.
      if (!sent) await lite.execProtocol(wire.sync(), quiet);
    }
  }

  return {
    /** Outside a transaction: PGlite's transaction lock, the query lock, and the file sync `lite.query` does after. */
    query: (name: string, text: string, params: unknown[] = []) =>
      lite._runExclusiveTransaction(async () => {
        const result = await lite.runExclusive(() => run(name, text, params));
        await lite.syncToFs();
        return result;
      }),
    /**
     * In a transaction of its own with `SET LOCAL` settings, all in one call. An error inside leaves the transaction
     * failed; its COMMIT then ends it as a ROLLBACK, and PGlite throws the error after the whole call.
     */
    withSettings: (setLocal: string, name: string, text: string, params: unknown[] = []) =>
      lite._runExclusiveTransaction(async () => {
        const result = await lite.runExclusive(() => run(name, text, params, { before: `BEGIN; ${setLocal}`, after: 'COMMIT' }));
        await lite.syncToFs();
        return result;
      }),
    /** Inside a transaction the caller holds: the query lock only. */
    inTransaction: (name: string, text: string, params: unknown[] = []) => lite.runExclusive(() => run(name, text, params)),
  };
}
