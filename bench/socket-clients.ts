// Measuring clients of the socket benches (bench/chat.ts, bench/livestream.ts), run as child processes of
// them (fork, IPC with structured clone; started through bench/socket-bench.ts). Each client is a raw `ws`
// WebSocket speaking the Engine.IO v4 / Socket.IO v5 wire protocol itself (websocket transport only, no
// polling, no per-message deflate):
//   server "0{...}" (open)      -> client "40{"token":...}" or "40{}" (connect to the main namespace)
//   server "40{...}" (connected) -> client "420["join", room]" when a room is to be joined, answered "430[...]"
//   server "44{...}" (connect error)
//   server "2" (ping)           -> client "3" (pong)
//   server "42[event,payload]"  -> frames of the measured event (or its batch event) with bodies "bench:<run>:<seq>"
//                                  are found by a byte search (no JSON parse, no string copy); frames of the counted events
//                                  are only counted (e.g. coalesced viewer counts).
// Arrival times are wall-clock milliseconds (performance.timeOrigin + performance.now()), the clock the parent
// stamps the sends with, so they compare across processes.
import WebSocket from 'ws';

export interface ClientsSetup {
  bases: string[];
  offset: number;
  count: number;
  /** A login token (private rooms such as `user:{id}`); none: a guest. */
  token?: string;
  /** A room to join after connecting (a livestream's); ready once the join is answered. */
  room?: string;
  runId: string;
  total: number;
  /** The event whose frames carry the measured bodies. */
  event: string;
  /** An event whose frames carry several measured bodies (a batch). */
  batchEvent?: string;
  /** Events only counted per client (their frames are not parsed). */
  counted?: string[];
}
export type ParentMessage = { type: 'connect'; setup: ClientsSetup } | { type: 'progress' } | { type: 'collect' } | { type: 'close' };
export type ChildMessage =
  | { type: 'connected'; ms: number }
  | { type: 'failed'; message: string }
  | { type: 'progress'; received: number }
  | { type: 'arrivals'; arrivals: Float64Array; duplicates: number; disconnected: number; counts: Record<string, number> };

const now = () => performance.timeOrigin + performance.now();
const send = (m: ChildMessage) => process.send!(m);
const sockets: WebSocket[] = [];
let arrivals = new Float64Array(0);
let received = 0,
  duplicates = 0,
  disconnected = 0,
  closing = false;
const counts: Record<string, number> = {};

const OPEN = 0x30,
  MESSAGE = 0x34,
  PING = 0x32; // Engine.IO packet types '0', '4', '2'
const CONNECT = 0x30,
  DISCONNECT = 0x31,
  EVENT = 0x32,
  ACK = 0x33,
  CONNECT_ERROR = 0x34; // Socket.IO types after the '4'
const starts = (data: Buffer, prefix: Buffer) => data.length >= prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

function open(url: string, setup: ClientsSetup, slot: number, tag: Buffer, measured: Buffer[], counted: [string, Buffer][]) {
  const { total, room, token } = setup;
  return new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    sockets.push(ws);
    const row = slot * total;
    ws.on('message', (data: Buffer) => {
      const t = data[0];
      if (t === MESSAGE) {
        const s = data[1];
        if (s === EVENT) {
          if (!measured.some((m) => starts(data, m))) {
            for (const [name, prefix] of counted) if (starts(data, prefix)) counts[name] = (counts[name] ?? 0) + 1;
            return;
          }
          // Every body in the frame (a batch frame carries several).
          const at = now();
          for (let i = data.indexOf(tag); i >= 0; i = data.indexOf(tag, i)) {
            let seq = 0;
            for (i += tag.length; data[i] >= 0x30 && data[i] <= 0x39; i++) seq = seq * 10 + data[i] - 0x30;
            if (seq >= total) continue;
            const before = arrivals[row + seq]!;
            // Set in this frame already: one payload may carry its body twice (e.g. a chat's text and preview).
            if (before === at) continue;
            if (before === before)
              duplicates++; // set by an earlier frame (not NaN)
            else {
              arrivals[row + seq] = at;
              received++;
            }
          }
        } else if (s === CONNECT) {
          if (room) ws.send(`420${JSON.stringify(['join', room])}`);
          else resolve();
        } else if (s === ACK)
          resolve(); // the join's answer: in the room
        else if (s === CONNECT_ERROR) reject(new Error(`connect_error ${data.toString('utf8', 2)}`));
        else if (s === DISCONNECT) ws.close();
      } else if (t === PING) ws.send('3');
      else if (t === OPEN) ws.send(`40${JSON.stringify(token ? { token } : {})}`);
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (!closing) disconnected++;
      reject(new Error('closed before ready'));
    });
  });
}

async function connectAll(setup: ClientsSetup) {
  const start = now();
  arrivals = new Float64Array(setup.count * setup.total).fill(NaN);
  const tag = Buffer.from(`bench:${setup.runId}:`);
  const measured = [setup.event, ...(setup.batchEvent ? [setup.batchEvent] : [])].map((e) => Buffer.from(`42["${e}"`));
  const counted = (setup.counted ?? []).map((e): [string, Buffer] => [e, Buffer.from(`42["${e}"`)]);
  // Batches keep the server's handshake queue (one token lookup or room check per socket) short.
  for (let i = 0; i < setup.count; i += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, setup.count - i) }, (_, j) => {
        const base = setup.bases[(setup.offset + i + j) % setup.bases.length].replace(/^http/, 'ws');
        return open(`${base}/socket.io/?EIO=4&transport=websocket`, setup, i + j, tag, measured, counted);
      }),
    );
  }
  return now() - start;
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'connect') {
    connectAll(m.setup).then(
      (ms) => send({ type: 'connected', ms }),
      (err: Error) => send({ type: 'failed', message: err.message }),
    );
  } else if (m.type === 'progress') send({ type: 'progress', received });
  else if (m.type === 'collect') send({ type: 'arrivals', arrivals, duplicates, disconnected, counts });
  else if (m.type === 'close') {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.disconnect();
  }
});
