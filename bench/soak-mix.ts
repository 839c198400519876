// The soak test's call mix: guests search and read jobs and business profiles, pupils like, apply, search
// and read their chats and send chat messages (delivered over socket.io to the business's sockets), the
// business edits its jobs. Each call is timed per class; anything but the expected status is an error.
import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS } from '@oabat/domain/realtime';
import type { Fixtures } from './soak-setup.ts';

const PASSWORD = 'Demo-Passwort-2026';
const TERMS = ['Bäcker', 'Kauffrau', 'Mechatroniker', 'Koch', 'Elektroniker', 'Pflege', 'Verkauf', 'Friseur', 'Schreiner', 'Lager'];
const PLACES = [
  { latitude: 48.5732, longitude: 13.4506 },
  { latitude: 48.1351, longitude: 11.582 },
  { latitude: 49.0134, longitude: 12.1016 },
];

export interface Outcome {
  cls: string;
  ms: number;
  status: number; // 0: no answer (network error or timeout)
  timeout: boolean;
  retryAfter: boolean;
  detail?: string;
}

interface Pupil {
  token: string;
  socket: Socket;
  likeAt: number;
  applyAt: number;
  order: number[];
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

export class Mix {
  private pupils: Pupil[] = [];
  private business = '';
  private businessSockets: Socket[] = [];
  private edits = 0;
  private chatSeq = 0;
  /** Chat messages sent and not yet seen on a business socket: body → send time. */
  readonly pending = new Map<string, number>();
  readonly delivered: number[] = [];

  private base: string;
  private fx: Fixtures;
  private timeoutMs: number;
  private record: (o: Outcome) => void;

  constructor(base: string, fx: Fixtures, timeoutMs: number, record: (o: Outcome) => void) {
    this.base = base;
    this.fx = fx;
    this.timeoutMs = timeoutMs;
    this.record = record;
  }

  private async login(email: string) {
    const res = await fetch(`${this.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`Anmeldung ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  }

  private socket(token: string) {
    return io(this.base, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  }

  /** Logs everyone in and connects the sockets: each pupil one, the business two (spread over the workers). */
  async connect() {
    this.business = await this.login('betrieb@oabat.example');
    for (let i = 0; i < 2; i++) {
      const s = this.socket(this.business);
      s.on(REALTIME_EVENTS.newMessage, (p: { message?: { body?: string } }) => {
        const body = p.message?.body ?? '';
        const sent = this.pending.get(body);
        if (sent === undefined) return;
        this.pending.delete(body);
        this.delivered.push(performance.now() - sent);
      });
      this.businessSockets.push(s);
    }
    for (const [i, email] of this.fx.pupils.entries()) {
      const token = await this.login(email);
      // Each pupil walks the jobs in its own order, so likes and applications do not repeat.
      const order = this.fx.jobs.map((_, k) => k);
      for (let k = order.length - 1; k > 0; k--) {
        const j = Math.floor(Math.random() * (k + 1));
        [order[k], order[j]] = [order[j]!, order[k]!];
      }
      this.pupils.push({ token, socket: this.socket(token), likeAt: i, applyAt: i, order });
    }
    const all = [...this.businessSockets, ...this.pupils.map((p) => p.socket)];
    await Promise.all(
      all.map((s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : s.once('connect', () => resolve()).once('connect_error', reject)))),
    );
  }

  close() {
    for (const s of [...this.businessSockets, ...this.pupils.map((p) => p.socket)]) s.disconnect();
  }

  private async call(cls: string, url: string, init: RequestInit & { token?: string } = {}, ok = [200]) {
    const started = performance.now();
    const headers: Record<string, string> = {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    };
    try {
      const res = await fetch(`${this.base}${url}`, { ...init, headers, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await res.text();
      const outcome: Outcome = { cls, ms: performance.now() - started, status: res.status, timeout: false, retryAfter: res.headers.has('retry-after') };
      if (!ok.includes(res.status)) outcome.detail = `${init.method ?? 'GET'} ${url} → ${res.status} ${text.slice(0, 160)}`;
      this.record(outcome);
      return outcome;
    } catch (err) {
      const timeout = (err as Error).name === 'TimeoutError';
      const outcome: Outcome = {
        cls,
        ms: performance.now() - started,
        status: 0,
        timeout,
        retryAfter: false,
        detail: `${init.method ?? 'GET'} ${url} → ${(err as Error).message}`,
      };
      this.record(outcome);
      return outcome;
    }
  }

  private readonly classes: [number, string, () => Promise<unknown>][] = [
    [20, 'Gast: Suche', () => this.search(null)],
    [5, 'Gast: Suche v1', () => this.call('Gast: Suche v1', `/api/search?category=ausbildung&term=${encodeURIComponent(pick(TERMS))}&page=1`)],
    [20, 'Gast: Stelle lesen', () => this.readJob()],
    [10, 'Gast: Betriebsprofil', () => this.call('Gast: Betriebsprofil', `/api/v2/business/${encodeURIComponent(pick(this.fx.businessSlugs))}`)],
    [5, 'Azubi: Suche', () => this.search(pick(this.pupils).token)],
    [10, 'Azubi: Stelle merken', () => this.like()],
    [5, 'Azubi: bewerben', () => this.apply()],
    [5, 'Azubi: Chats lesen', () => this.call('Azubi: Chats lesen', '/api/chat/conversations', { token: pick(this.pupils).token })],
    [15, 'Azubi: Chat senden', () => this.chat()],
    [5, 'Betrieb: Stelle bearbeiten', () => this.edit()],
  ];
  private readonly total = this.classes.reduce((s, [w]) => s + w, 0);

  /** One call of the mix, chosen by weight. */
  one() {
    let r = Math.random() * this.total;
    for (const [w, , run] of this.classes) {
      if ((r -= w) < 0) return run();
    }
    return this.classes[0]![2]();
  }

  private search(token: string | null) {
    const place = pick(PLACES);
    const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)) });
    if (Math.random() < 0.6) q.set('term', pick(TERMS));
    if (Math.random() < 0.5) {
      q.set('latitude', String(place.latitude));
      q.set('longitude', String(place.longitude));
      q.set('distance', '50');
    }
    return this.call(token ? 'Azubi: Suche' : 'Gast: Suche', `/api/v2/search/job?${q}`, { token: token ?? undefined });
  }

  private readJob() {
    const job = pick(this.fx.jobs);
    return this.call('Gast: Stelle lesen', Math.random() < 0.5 ? `/api/job/${job.id}` : `/api/v2/jobs/${encodeURIComponent(job.slug)}`);
  }

  private like() {
    const p = pick(this.pupils);
    const job = this.fx.jobs[p.order[p.likeAt++ % p.order.length]!]!;
    return this.call(
      'Azubi: Stelle merken',
      '/api/v2/jobs/ratings',
      { method: 'POST', token: p.token, body: JSON.stringify({ job_id: job.id, rating: 100 }) },
      [201],
    );
  }

  private apply() {
    const p = pick(this.pupils);
    const job = this.fx.jobs[p.order[p.applyAt++ % p.order.length]!]!;
    const body = JSON.stringify({ job_id: job.id, message: 'Hallo, ich interessiere mich sehr für diese Stelle und würde gern ein Praktikum machen.' });
    return this.call('Azubi: bewerben', '/api/job_interests', { method: 'POST', token: p.token, body }, [201]);
  }

  private async chat() {
    const p = pick(this.pupils);
    const body = `Dauerlauf-Nachricht ${++this.chatSeq}`;
    this.pending.set(body, performance.now());
    const res = await this.call(
      'Azubi: Chat senden',
      '/api/chat/messages',
      { method: 'POST', token: p.token, body: JSON.stringify({ receiver_id: this.fx.businessUserId, body }) },
      [201],
    );
    if (res.status !== 201) this.pending.delete(body);
  }

  private edit() {
    const slug = pick(this.fx.ownJobSlugs);
    const body = JSON.stringify({ description: `Überarbeitet im Dauerlauf (${++this.edits}). Wir freuen uns auf deine Bewerbung.` });
    return this.call('Betrieb: Stelle bearbeiten', `/api/v2/jobs/${encodeURIComponent(slug)}`, { method: 'PUT', token: this.business, body });
  }
}
