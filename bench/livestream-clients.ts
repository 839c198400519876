// Measuring viewers of the livestream bench, run as a child process of bench/livestream.ts (fork, IPC with
// structured clone). Each viewer is a guest: a raw `ws` WebSocket speaking Engine.IO v4 / Socket.IO v5
// (as bench/chat-clients.ts), which joins `livestream:{id}` and then looks for LivestreamMessage frames with
// the body "bench:<run>:<seq>" by a byte search; ViewerCountChanged and LivestreamPollUpdated frames are
// counted (the coalescing shows as few updates per second). Arrival stamps use the parent's wall clock.
import WebSocket from 'ws';

export interface ViewersSetup {
  bases: string[];
  offset: number;
  count: number;
  room: string;
  runId: string;
  total: number;
}
export type ParentMessage = { type: 'connect'; setup: ViewersSetup } | { type: 'progress' } | { type: 'collect' } | { type: 'close' };
export type ChildMessage =
  | { type: 'connected'; ms: number }
  | { type: 'failed'; message: string }
  | { type: 'progress'; received: number }
  | { type: 'arrivals'; arrivals: Float64Array; duplicates: number; disconnected: number; viewerUpdates: number; pollUpdates: number };

const now = () => performance.timeOrigin + performance.now();
const send = (m: ChildMessage) => process.send!(m);
const sockets: WebSocket[] = [];
let arrivals = new Float64Array(0);
let received = 0,
  duplicates = 0,
  disconnected = 0,
  viewerUpdates = 0,
  pollUpdates = 0,
  closing = false;

const MESSAGE = 0x34,
  PING = 0x32,
  OPEN = 0x30;
const CONNECT = 0x30,
  EVENT = 0x32,
  ACK = 0x33,
  CONNECT_ERROR = 0x34;
const MSG_PREFIX = Buffer.from('42["LivestreamMessage"');
const VIEWERS_PREFIX = Buffer.from('42["ViewerCountChanged"');
const POLL_PREFIX = Buffer.from('42["LivestreamPollUpdated"');
const starts = (data: Buffer, prefix: Buffer) => data.length >= prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

function open(url: string, room: string, slot: number, tag: Buffer, total: number) {
  return new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    sockets.push(ws);
    const row = slot * total;
    ws.on('message', (data: Buffer) => {
      const t = data[0];
      if (t === MESSAGE) {
        const s = data[1];
        if (s === EVENT) {
          if (starts(data, VIEWERS_PREFIX)) viewerUpdates++;
          else if (starts(data, POLL_PREFIX)) pollUpdates++;
          if (!starts(data, MSG_PREFIX)) return;
          let i = data.indexOf(tag);
          if (i < 0) return;
          let seq = 0;
          for (i += tag.length; data[i] >= 0x30 && data[i] <= 0x39; i++) seq = seq * 10 + data[i] - 0x30;
          if (seq >= total) return;
          if (arrivals[row + seq] === arrivals[row + seq]) duplicates++;
          else {
            arrivals[row + seq] = now();
            received++;
          }
        } else if (s === CONNECT) ws.send(`420${JSON.stringify(['join', room])}`);
        else if (s === ACK)
          resolve(); // the join's answer: in the room
        else if (s === CONNECT_ERROR) reject(new Error(`connect_error ${data.toString('utf8', 2)}`));
      } else if (t === PING) ws.send('3');
      else if (t === OPEN) ws.send('40{}');
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (!closing) disconnected++;
      reject(new Error('closed before joining'));
    });
  });
}

async function connectAll(setup: ViewersSetup) {
  const start = now();
  arrivals = new Float64Array(setup.count * setup.total).fill(NaN);
  const tag = Buffer.from(`bench:${setup.runId}:`);
  for (let i = 0; i < setup.count; i += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, setup.count - i) }, (_, j) => {
        const base = setup.bases[(setup.offset + i + j) % setup.bases.length].replace(/^http/, 'ws');
        return open(`${base}/socket.io/?EIO=4&transport=websocket`, setup.room, i + j, tag, setup.total);
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
  else if (m.type === 'collect') send({ type: 'arrivals', arrivals, duplicates, disconnected, viewerUpdates, pollUpdates });
  else if (m.type === 'close') {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.disconnect();
  }
});
