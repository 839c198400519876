// Livestream viewers of the fair-day bench (bench/fairday.ts), run as forked worker processes so 5,000 sockets
// are not one event loop. Unlike bench/socket-clients.ts (which measures a steady room and ends a client that
// closes) these viewers behave like the web app's socket.io-client: a closed socket comes back through the balancer
// with its backoff (1 s doubling to 5 s, ±50 %), and the time from losing the room to being in it again is measured.
// Wire protocol as in socket-clients.ts: raw `ws`, Engine.IO v4 / Socket.IO v5, websocket transport only.
// Chat bodies are "bench:<run>:<phase>:<seq>:<sent wall ms>", so a viewer knows the send time and phase without
// parsing JSON; latency counted is arrival − send − chat delay, into a 1 ms histogram per phase.
import WebSocket from 'ws';

export interface ViewersSetup {
  url: string;
  room: string;
  runId: string;
  count: number;
  /** Chat delay of the stream (ms), taken off every latency. */
  delayMs: number;
  /** Sequence numbers are deduplicated per viewer below this. */
  maxSeq: number;
  phases: number;
}
export interface PhaseStats {
  /** Latency histogram, 1 ms buckets; the last bucket takes everything longer. */
  hist: Uint32Array;
  delivered: number;
  duplicates: number;
  /** Times (ms) from a lost socket to being back in the room, for losses that began in this phase. */
  reconnects: number[];
  disconnects: number;
}
export type ToViewers = { type: 'start'; setup: ViewersSetup } | { type: 'phase'; index: number } | { type: 'collect' } | { type: 'close' };
export type FromViewers =
  | { type: 'ready'; connected: number; failed: number; ms: number }
  | { type: 'stats'; phases: PhaseStats[]; perSeq: Uint32Array; down: number; connected: number };

export const HIST_MS = 30_000;
const now = () => performance.timeOrigin + performance.now();
const send = (m: FromViewers) => process.send!(m);

let setup: ViewersSetup;
let phase = 0;
let closing = false;
let stats: PhaseStats[] = [];
/** Viewers each message reached (first arrivals), by sequence number. */
let perSeq = new Uint32Array(0);
const viewers: Viewer[] = [];
let tagBuf: Buffer | undefined;

class Viewer {
  ws: WebSocket | null = null;
  inRoom = false;
  /** When the room was lost (NaN: in it), the phase it was lost in, and the failed attempts since. */
  lostAt = NaN;
  lostPhase = 0;
  attempts = 0;
  seen: Uint8Array;
  constructor(maxSeq: number) {
    this.seen = new Uint8Array(maxSeq);
  }

  /** Resolves once in the room, or false when this attempt failed (a reconnect is then scheduled). */
  connect() {
    return new Promise<boolean>((resolve) => {
      const ws = new WebSocket(`${setup.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
        perMessageDeflate: false,
        skipUTF8Validation: true,
        handshakeTimeout: 10_000,
      });
      this.ws = ws;
      let settled = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        resolve(ok);
      };
      ws.on('message', (data: Buffer) => {
        const t = data[0];
        if (t === 0x34) {
          const s = data[1];
          if (s === 0x32) this.frame(data);
          else if (s === 0x30) ws.send(`420${JSON.stringify(['join', setup.room])}`);
          else if (s === 0x33) {
            // The join's answer: in the room (again).
            this.inRoom = true;
            if (this.lostAt === this.lostAt) stats[this.lostPhase]!.reconnects.push(now() - this.lostAt);
            this.lostAt = NaN;
            this.attempts = 0;
            done(true);
          } else if (s === 0x34 || s === 0x31) ws.close();
        } else if (t === 0x32) ws.send('3');
        else if (t === 0x30) ws.send('40{}');
      });
      ws.on('error', () => {});
      ws.once('close', () => {
        done(false);
        if (closing) return;
        if (this.inRoom) {
          this.inRoom = false;
          this.lostAt = now();
          this.lostPhase = phase;
          stats[phase]!.disconnects++;
        } else if (this.lostAt !== this.lostAt) {
          // Never got in (first connect refused): counted from now, too.
          this.lostAt = now();
          this.lostPhase = phase;
        }
        this.retry();
      });
    });
  }

  retry() {
    // socket.io-client's defaults: reconnectionDelay 1000, factor 2, max 5000, randomization 0.5.
    const base = Math.min(5000, 1000 * 2 ** this.attempts++);
    setTimeout(() => void (closing ? null : this.connect()), base * (0.5 + Math.random()));
  }

  frame(data: Buffer) {
    const tag = (tagBuf ??= Buffer.from(`bench:${setup.runId}:`));
    const at = now();
    // One payload may carry its body twice (text and preview): within a frame that is one delivery.
    const inFrame: number[] = [];
    for (let i = data.indexOf(tag); i >= 0; i = data.indexOf(tag, i)) {
      i += tag.length;
      const nums: number[] = [];
      for (let k = 0; k < 3; k++) {
        let n = 0;
        for (; data[i]! >= 0x30 && data[i]! <= 0x39; i++) n = n * 10 + data[i]! - 0x30;
        nums.push(n);
        if (data[i] === 0x3a) i++;
      }
      const [ph, seq, sent] = nums as [number, number, number];
      if (inFrame.includes(seq)) continue;
      inFrame.push(seq);
      const st = stats[Math.min(ph, stats.length - 1)]!;
      if (seq < this.seen.length) {
        if (this.seen[seq]) {
          st.duplicates++;
          continue;
        }
        this.seen[seq] = 1;
        perSeq[seq]!++;
      }
      st.delivered++;
      st.hist[Math.max(0, Math.min(HIST_MS, Math.round(at - sent - setup.delayMs)))]!++;
    }
  }
}

async function start(s: ViewersSetup) {
  setup = s;
  perSeq = new Uint32Array(s.maxSeq);
  stats = Array.from({ length: s.phases }, () => ({ hist: new Uint32Array(HIST_MS + 1), delivered: 0, duplicates: 0, reconnects: [], disconnects: 0 }));
  const t0 = now();
  let failed = 0;
  // Small batches: the handshakes of a whole hall at once would only measure the queue.
  for (let i = 0; i < s.count; i += 100) {
    const batch = Array.from({ length: Math.min(100, s.count - i) }, () => new Viewer(s.maxSeq));
    viewers.push(...batch);
    const ok = await Promise.all(batch.map((v) => v.connect()));
    failed += ok.filter((x) => !x).length;
  }
  // The start-up is no phase of the fair: losses while connecting are not reconnects of it.
  for (const st of stats) {
    st.reconnects.length = 0;
    st.disconnects = 0;
  }
  send({ type: 'ready', connected: viewers.filter((v) => v.inRoom).length, failed, ms: now() - t0 });
}

process.on('message', (m: ToViewers) => {
  if (m.type === 'start') void start(m.setup);
  else if (m.type === 'phase') phase = m.index;
  else if (m.type === 'collect')
    send({ type: 'stats', phases: stats, perSeq, down: viewers.filter((v) => !v.inRoom).length, connected: viewers.filter((v) => v.inRoom).length });
  else if (m.type === 'close') {
    closing = true;
    for (const v of viewers) v.ws?.terminate();
    process.disconnect();
  }
});
