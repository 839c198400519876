// The fair-day bench's HTTP side (bench/fairday.ts): the data it needs (pupils, jobs, the stream and its poll),
// and the calls at fixed rates through the balancer, each timed per class and phase. Every write carries a unique
// text or voter, and what was acknowledged is remembered, so bench/fairday-report.ts can find it in the database.
import pg from 'pg';
import { login, wallNow } from './socket-bench.ts';

const TERMS = ['Bäcker', 'Kauffrau', 'Mechatroniker', 'Koch', 'Elektroniker', 'Pflege', 'Verkauf', 'Friseur', 'Schreiner', 'Lager'];
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);

export interface Outcome {
  cls: string;
  phase: number;
  ms: number;
  ok: boolean;
  /** Status or network error, for the error lines. */
  reason: string;
}
/** Acknowledged writes (their unique text or voter) and writes without an answer either way. */
export interface Writes {
  applications: string[];
  chats: string[];
  livestream: string[];
  votes: string[];
  unanswered: { applications: string[]; chats: string[]; livestream: string[]; votes: string[] };
}

export interface Fixtures {
  streamId: number;
  pollId: number;
  optionIds: number[];
  jobs: number[];
  pupils: string[];
  businessUserId: number;
}

/**
 * Extra pupils (the demo password, verified) and the stream's chat delay, straight in the cluster's database. A pupil
 * applies to a job once (a second time is refused with 409, rightly): there are at least as many pupils as the run's
 * `applications` need with the platform's jobs, so no refusal is counted as an error.
 */
export async function prepareData(databaseUrl: string, minPupils: number, delaySeconds: number, applications: number): Promise<Fixtures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Jobs whose business reads applications on the platform (others refuse them: job-interests applicationReach).
    const jobs = await db.query<{ id: number }>(
      `SELECT j.id FROM jobs j WHERE j.status = 'published' AND EXISTS (
         SELECT 1 FROM business_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = j.business_id AND u.is_active) ORDER BY j.id`,
    );
    const pupils = Math.max(minPupils, Math.ceil((applications * 1.2) / Math.max(1, jobs.rows.length)));
    const emails = Array.from({ length: pupils }, (_, i) => `messe-${i + 1}@oabat.example`);
    await db.query(
      `INSERT INTO users (email, password_hash, firstname, lastname, email_verified_at, profile_path)
       SELECT e, u.password_hash, 'Messe', 'Gast ' || ord, now(), '/i/profile'
         FROM users u, unnest($1::text[]) WITH ORDINALITY AS x(e, ord) WHERE u.email = 'azubi@oabat.example'
       ON CONFLICT DO NOTHING`,
      [emails],
    );
    await db.query(`INSERT INTO trainees (user_id) SELECT id FROM users WHERE email = ANY($1::text[]) ON CONFLICT (user_id) DO NOTHING`, [emails]);
    const stream = await db.query<{ id: number }>(`SELECT id FROM livestreams WHERE title = 'Ausbildungsmesse Passau live'`);
    const streamId = stream.rows[0]!.id;
    await db.query(`UPDATE livestreams SET message_threshold = $2 WHERE id = $1`, [streamId, delaySeconds]);
    const poll = await db.query<{ id: number }>(`SELECT id FROM livestream_polls WHERE livestream_id = $1 ORDER BY id LIMIT 1`, [streamId]);
    const options = await db.query<{ id: number }>(`SELECT id FROM livestream_poll_options WHERE poll_id = $1 ORDER BY id`, [poll.rows[0]!.id]);
    const me = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'betrieb@oabat.example'`);
    return {
      streamId,
      pollId: poll.rows[0]!.id,
      optionIds: options.rows.map((o) => o.id),
      jobs: jobs.rows.map((j) => j.id),
      pupils: emails,
      businessUserId: me.rows[0]!.id,
    };
  } finally {
    await db.end();
  }
}

export class Load {
  readonly outcomes: Outcome[] = [];
  readonly writes: Writes = { applications: [], chats: [], livestream: [], votes: [], unanswered: { applications: [], chats: [], livestream: [], votes: [] } };
  phase = 0;
  private tokens: string[] = [];
  private admin = '';
  private seq = { chat: 0, apply: 0, business: 0 };
  private readonly runId: string;
  private readonly base: string;
  private readonly fx: Fixtures;

  constructor(base: string, fx: Fixtures, runId: string) {
    this.base = base;
    this.fx = fx;
    this.runId = runId;
  }

  async login() {
    this.admin = await login(this.base, 'admin@oabat.example');
    for (let i = 0; i < this.fx.pupils.length; i += 20)
      this.tokens.push(...(await Promise.all(this.fx.pupils.slice(i, i + 20).map((e) => login(this.base, e)))));
  }

  /** The classes and their rates a second (scaled by BENCH_RATE_FACTOR for a small machine). */
  classes(factor: number): [string, number, () => Promise<unknown>][] {
    return [
      ['Livestream-Chat', 10 * factor, () => this.streamChat()],
      ['Abstimmung', 10 * factor, () => this.vote()],
      ['Suche', 50 * factor, () => this.search()],
      ['Stellenseite', 20 * factor, () => this.jobPage()],
      ['Bewerbung', 5 * factor, () => this.apply()],
      ['Betriebs-Chat', 2 * factor, () => this.businessChat()],
    ];
  }

  /** One timed call; `write` files its key as acknowledged (201/200) or unanswered (no answer, 5xx from nginx). */
  private async call(
    cls: string,
    url: string,
    init: RequestInit & { token?: string; ok?: number[] } = {},
    write?: { list: keyof Writes['unanswered']; key: string },
  ) {
    const phase = this.phase;
    const started = performance.now();
    const headers: Record<string, string> = {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    };
    let reason: string;
    let ok = false;
    let body: unknown = null;
    try {
      const res = await fetch(`${this.base}${url}`, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const text = await res.text();
      ok = (init.ok ?? [200]).includes(res.status);
      // A refusal names its cause (the error code of the body), a server error only its status.
      reason = res.status >= 400 && res.status < 500 ? `${res.status} ${/"code":"([^"]+)"/.exec(text)?.[1] ?? ''}`.trim() : String(res.status);
      if (ok && text.startsWith('{')) body = JSON.parse(text);
      if (write) {
        if (ok) this.writes[write.list].push(write.key);
        else if (res.status >= 500) this.writes.unanswered[write.list].push(write.key);
      }
    } catch (err) {
      reason = (err as Error).name === 'TimeoutError' ? 'Zeitüberschreitung' : ((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name);
      if (write) this.writes.unanswered[write.list].push(write.key);
    }
    this.outcomes.push({ cls, phase, ms: performance.now() - started, ok, reason });
    return body;
  }

  private streamChat() {
    // Phase, sequence and send time in the body: the viewers measure delivery without asking anyone.
    const text = `bench:${this.runId}:${this.phase}:${this.seq.chat++}:${Math.round(wallNow())}`;
    return this.call(
      'Livestream-Chat',
      `/api/livestreams/${this.fx.streamId}/messages`,
      { method: 'POST', token: this.admin, body: JSON.stringify({ text, nickname: 'Messeleitung' }), ok: [200, 201] },
      { list: 'livestream', key: text },
    );
  }

  private async vote() {
    // A new guest each time (a signed guest id, issue #35), as visitors of the hall vote once each.
    const started = performance.now();
    let guest: string | undefined;
    try {
      const res = await fetch(`${this.base}/api/livestream/guest_id`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.ok) guest = ((await res.json()) as { data: { guest_id: string } }).data.guest_id;
    } catch {
      /* counted below */
    }
    if (!guest) {
      this.outcomes.push({ cls: 'Abstimmung', phase: this.phase, ms: performance.now() - started, ok: false, reason: 'guest_id' });
      return;
    }
    const option = this.fx.optionIds[Math.floor(Math.random() * this.fx.optionIds.length)]!;
    await this.call(
      'Abstimmung',
      '/api/livestream_poll_option_votes/',
      { method: 'POST', body: JSON.stringify({ option_id: option, chat_user_id: guest }), ok: [200, 201] },
      // Stored under 'c' and the guest id (livestream-polls.usecases.ts, voterKey).
      { list: 'votes', key: `c${guest}` },
    );
  }

  private search() {
    const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)) });
    if (Math.random() < 0.7) q.set('term', TERMS[Math.floor(Math.random() * TERMS.length)]!);
    return this.call('Suche', `/api/v2/search/job?${q}`);
  }

  private jobPage() {
    return this.call('Stellenseite', `/api/job/${this.fx.jobs[Math.floor(Math.random() * this.fx.jobs.length)]!}`);
  }

  private apply() {
    // Every pupil and job pair once (while there are enough pairs): jobs first, then the next pupil.
    const n = this.seq.apply++;
    const jobs = this.fx.jobs.length;
    const job = this.fx.jobs[n % jobs]!;
    const pupil = Math.floor(n / jobs) % this.tokens.length;
    const message = `Messe ${this.runId} Bewerbung ${n}: Hallo, ich habe Sie auf der Messe gesehen und möchte gern ein Praktikum bei Ihnen machen.`;
    return this.call(
      'Bewerbung',
      '/api/job_interests',
      { method: 'POST', token: this.tokens[pupil]!, body: JSON.stringify({ job_id: job, message }), ok: [201] },
      { list: 'applications', key: message },
    );
  }

  private businessChat() {
    const n = this.seq.business++;
    const body = `Messe ${this.runId} Chat ${n}: Haben Sie am Stand noch Zeit für ein Gespräch?`;
    return this.call(
      'Betriebs-Chat',
      '/api/chat/messages',
      { method: 'POST', token: this.tokens[n % this.tokens.length]!, body: JSON.stringify({ receiver_id: this.fx.businessUserId, body }), ok: [201] },
      { list: 'chats', key: body },
    );
  }
}

/** Calls of every class arrive at their rate (open loop, as visitors arrive whatever the answers take) until `stop()`. */
export function drive(load: Load, factor: number) {
  const inflight = new Set<Promise<unknown>>();
  const classes = load.classes(factor);
  const sent = classes.map(() => 0);
  const started = performance.now();
  const timer = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    classes.forEach(([, rate, run], i) => {
      for (; sent[i]! < Math.floor(elapsed * rate); sent[i]!++) {
        const p = run()
          .catch(() => {})
          .finally(() => inflight.delete(p));
        inflight.add(p);
      }
    });
  }, 20);
  return async () => {
    clearInterval(timer);
    await Promise.all(inflight);
  };
}
