// File sizes of a PGlite data folder, kept in memory. PostgreSQL asks a relation file's size (lseek to its end) for
// the table and every index a statement plans or scans; Emscripten's Node file system answers each with an fstat
// system call: 0.8-1 ms of every search on the 100k bench data (server CPU profile, 29 Nov 2026). This process is
// the only one that writes the folder (db.ts, lockDataDir), and every write or truncation goes through the file
// system operations wrapped here, so a size stays right until the next of them, which forgets it.

interface Node {
  mode: number;
}
interface Stream {
  node: Node;
}
type StreamOps = Record<string, ((...args: never[]) => unknown) | undefined>;
interface EmscriptenModule {
  NODEFS?: { stream_ops?: StreamOps; node_ops?: StreamOps };
}

const SEEK_END = 2;
const isFile = (mode: number) => (mode & 0o170000) === 0o100000;

/**
 * Wraps the Node file system operations of PGlite's Emscripten module (`lite.mod`, not public API: where its shape
 * differs, nothing is wrapped and every size is asked from the system as before). Returns whether it is on, and the
 * count of sizes asked from the system (for tests).
 */
export function keepFileSizes(mod: EmscriptenModule | undefined): { on: boolean; asked: () => number } {
  const streamOps = mod?.NODEFS?.stream_ops;
  const nodeOps = mod?.NODEFS?.node_ops;
  const names = ['llseek', 'write', 'setattr'] as const;
  if (!streamOps || !nodeOps || names.some((n) => typeof streamOps[n] !== 'function') || typeof nodeOps.setattr !== 'function') {
    return { on: false, asked: () => 0 };
  }
  const marked = streamOps as StreamOps & { __oabatSizes?: { asked: () => number } };
  // One module per PGlite, but the operations object may be shared: wrap it once.
  if (marked.__oabatSizes) return { on: true, ...marked.__oabatSizes };
  const sizes = new WeakMap<Node, number>();
  let asked = 0;
  const llseek = streamOps.llseek as (this: unknown, s: Stream, offset: number, whence: number) => number;
  const write = streamOps.write as (this: unknown, s: Stream, ...rest: unknown[]) => number;
  const streamSetattr = streamOps.setattr as (this: unknown, s: Stream, attr: unknown) => unknown;
  const nodeSetattr = nodeOps.setattr as (this: unknown, n: Node, attr: unknown) => unknown;

  streamOps.llseek = function (this: unknown, stream: Stream, offset: number, whence: number) {
    if (whence !== SEEK_END || !isFile(stream.node.mode)) return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      asked++;
      size = llseek.call(this, stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    }
    // The original's check for a position before the start (EINVAL) applies to the sum.
    return offset === 0 ? size : llseek.call(this, stream, offset, whence);
  } as never;
  // A write (msync writes through this too), a truncation through a stream or by path: forget the size first,
  // so that a failing call cannot leave a stale one.
  streamOps.write = function (this: unknown, stream: Stream, ...rest: unknown[]) {
    sizes.delete(stream.node);
    return write.call(this, stream, ...rest);
  } as never;
  streamOps.setattr = function (this: unknown, stream: Stream, attr: unknown) {
    sizes.delete(stream.node);
    return streamSetattr.call(this, stream, attr);
  } as never;
  nodeOps.setattr = function (this: unknown, node: Node, attr: unknown) {
    sizes.delete(node);
    return nodeSetattr.call(this, node, attr);
  } as never;
  marked.__oabatSizes = { asked: () => asked };
  return { on: true, asked: () => asked };
}
