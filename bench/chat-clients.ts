// Measuring clients of the chat bench, run as a child process of bench/chat.ts (fork, IPC with
// structured clone). Each client is a raw `ws` WebSocket speaking the Engine.IO v4 / Socket.IO v5
// wire protocol itself (websocket transport only, no polling, no per-message deflate):
//   server "0{...}" (open)      -> client "40{"token":...}" (connect to the main namespace with auth)
//   server "40{...}" (connected) | "44{...}" (connect error)
//   server "2" (ping)           -> client "3" (pong)
//   server "42[event,payload]"  -> only NewMessage bodies "bench:<run>:<seq>" are looked for, by a byte
//                                  search in the frame (no JSON parse, no string copy).
// Arrival times are wall-clock milliseconds (performance.timeOrigin + performance.now()), the same clock
// the parent stamps the sends with, so they compare across processes.
import WebSocket from 'ws';

export interface ClientsSetup {
  bases: string[];
  offset: number;
  count: number;
  token: string;
  runId: string;
  total: number;
}
export type ParentMessage = { type: 'connect'; setup: ClientsSetup } | { type: 'progress' } | { type: 'collect' } | { type: 'close' };
export type ChildMessage =
  | { type: 'connected'; ms: number }
  | { type: 'failed'; message: string }
  | { type: 'progress'; received: number }
  | { type: 'arrivals'; arrivals: Float64Array; duplicates: number; disconnected: number };

const now = () => performance.timeOrigin + performance.now();
const send = (m: ChildMessage) => process.send!(m);
const sockets: WebSocket[] = [];
let arrivals = new Float64Array(0);
let received = 0,
  duplicates = 0,
  disconnected = 0,
  closing = false;

const OPEN = 0x30,
  MESSAGE = 0x34,
  PING = 0x32; // Engine.IO packet types '0', '4', '2'
const CONNECT = 0x30,
  EVENT = 0x32,
  CONNECT_ERROR = 0x34,
  DISCONNECT = 0x31; // Socket.IO types after the '4'
const EVENT_PREFIX = Buffer.from('42["NewMessage"');

function open(url: string, token: string, slot: number, tag: Buffer, total: number) {
  return new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    sockets.push(ws);
    const row = slot * total;
    ws.on('message', (data: Buffer) => {
      const t = data[0];
      if (t === MESSAGE) {
        const s = data[1];
        if (s === EVENT) {
          if (data.compare(EVENT_PREFIX, 0, EVENT_PREFIX.length, 0, EVENT_PREFIX.length) !== 0) return;
          let i = data.indexOf(tag);
          if (i < 0) return;
          let seq = 0;
          for (i += tag.length; data[i] >= 0x30 && data[i] <= 0x39; i++) seq = seq * 10 + data[i] - 0x30;
          if (seq >= total) return;
          if (arrivals[row + seq] === arrivals[row + seq])
            duplicates++; // already set (not NaN)
          else {
            arrivals[row + seq] = now();
            received++;
          }
        } else if (s === CONNECT) resolve();
        else if (s === CONNECT_ERROR) reject(new Error(`connect_error ${data.toString('utf8', 2)}`));
        else if (s === DISCONNECT) ws.close();
      } else if (t === PING) ws.send('3');
      else if (t === OPEN) ws.send(`40${JSON.stringify({ token })}`);
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (!closing) disconnected++;
      reject(new Error('closed before connect'));
    });
  });
}

async function connectAll(setup: ClientsSetup) {
  const start = now();
  arrivals = new Float64Array(setup.count * setup.total).fill(NaN);
  const tag = Buffer.from(`bench:${setup.runId}:`);
  // Batches keep the server's handshake queue (one token lookup per socket) short.
  for (let i = 0; i < setup.count; i += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, setup.count - i) }, (_, j) => {
        const base = setup.bases[(setup.offset + i + j) % setup.bases.length].replace(/^http/, 'ws');
        return open(`${base}/socket.io/?EIO=4&transport=websocket`, setup.token, i + j, tag, setup.total);
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
  } else if (m.type === 'progress') {
    send({ type: 'progress', received });
  } else if (m.type === 'collect') {
    send({ type: 'arrivals', arrivals, duplicates, disconnected });
  } else if (m.type === 'close') {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.disconnect();
  }
});
