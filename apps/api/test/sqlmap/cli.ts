// `npm run sqlmap` (scripts/sqlmap.sh): sqlmap (Debian package) against the search and every parameterised GET
// route of /api/docs/json, with real demo ids and the bearer token of a demo role that may read them, plus a few
// JSON write bodies. Bounded: --batch --level=2 --risk=1, SQLMAP_MINUTES in all (default 15), SQLMAP_TARGET_SECONDS
// per target (default 120), SQLMAP_PARALLEL sqlmap processes at once (default 3). SQLMAP_URL for a running
// platform (with raised rate limits); without it one is started on a fresh data directory with the demo data.
// Prints every target with its result; exits 1 when sqlmap reports an injection point or the API a 5xx.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server-process.ts';
import { bodyTargets, getTargets, type Roles, type Target } from './targets.ts';

const MINUTES = Number(process.env.SQLMAP_MINUTES ?? 15);
const TARGET_SECONDS = Number(process.env.SQLMAP_TARGET_SECONDS ?? 120);
const PARALLEL = Number(process.env.SQLMAP_PARALLEL ?? 3);
const LEVEL = process.env.SQLMAP_LEVEL ?? '2';
// The searches take the most free text into the most SQL: the full level and three times the time; the other
// routes level 1 by default, so that a 15-minute run reaches all of them.
const OTHER_LEVEL = process.env.SQLMAP_OTHER_LEVEL ?? '1';
const isSearch = (t: Target) => /search|suche/i.test(t.name);
const RISK = process.env.SQLMAP_RISK ?? '1';
const ONLY = process.env.SQLMAP_ONLY ? new RegExp(process.env.SQLMAP_ONLY) : null;
const PASSWORD = 'Demo-Passwort-2026';
const LIMITS = Object.fromEntries(
  ['CONTACT_MAX_PER_IP', 'ACCOUNT_CHECK_MAX_PER_IP', 'MAIL_MAX_PER_TARGET', 'ACTIVITY_MAX_PER_IP', 'OTP_MAX_PER_IP', 'OTP_MAX_PER_NUMBER']
    .concat(['CONSENT_MAX_PER_IP', 'ANON_RATING_MAX_PER_IP', 'ANON_RATING_MAX_PER_JOB', 'LOGIN_MAX_PER_IP', 'LOGIN_MAX_PER_ACCOUNT'])
    .map((k) => [k, '1000000']),
);

type Result = 'sauber' | 'VERWUNDBAR' | 'abgebrochen (Zeit)' | 'Fehler';
interface Run {
  target: Target;
  result: Result;
  seconds: number;
  points: number;
  codes: string;
}

const running = new Set<ChildProcess>();
// Ctrl-C or a kill ends the sqlmap processes too (they would go on attacking a stopped server).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const c of running) c.kill('SIGKILL');
    void stop().finally(() => process.exit(130));
  });
}

function sqlmap(base: string, t: Target, out: string, seconds: number): Promise<Run> {
  const args = [
    '-u',
    `${base}${t.url}`,
    '--batch',
    `--level=${isSearch(t) || t.data ? LEVEL : OTHER_LEVEL}`,
    `--risk=${RISK}`,
    '--dbms=PostgreSQL',
    '--threads=4',
  ];
  // A directory per target: sqlmap keeps one session file per host, and parallel runs flushing it broke each other's.
  const own = path.join(out, t.name.replace(/[^a-z0-9]+/gi, '_'));
  fs.mkdirSync(own, { recursive: true });
  args.push('--disable-coloring', '--flush-session', `--output-dir=${own}`, '--timeout=15', '--retries=1');
  // A route a role may not read (401, 403) or an object that is not there (404) is still tested, not given up on.
  args.push('--ignore-code=401,403,404');
  if (t.token) args.push('-H', `Authorization: Bearer ${t.token}`);
  if (t.data) args.push('--method', t.method ?? 'POST', '--data', t.data, '-H', 'Content-Type: application/json');
  const started = Date.now();
  return new Promise((resolve) => {
    // sqlmap reads every SQLMAP_* variable as one of its options (SQLMAP_URL would replace -u): ours stay here.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toUpperCase().startsWith('SQLMAP_')));
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: own, env });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      fs.writeFileSync(path.join(own, 'sqlmap.log'), log);
      const found = /identified the following injection point|is vulnerable|appears to be '.*' injectable/.test(log);
      const clean = /do not appear to be injectable|does not seem to be injectable/.test(log);
      const result: Result = found ? 'VERWUNDBAR' : signal ? 'abgebrochen (Zeit)' : clean ? 'sauber' : code === 0 ? 'sauber' : 'Fehler';
      const codes = /HTTP error codes detected during run:\n([^[]*)/.exec(log)?.[1]?.trim().replace(/\n/g, '; ') ?? '';
      resolve({ target: t, result, seconds: (Date.now() - started) / 1000, points: (t.url + (t.data ?? '')).split('*').length - 1, codes });
    });
  });
}

let stop = async () => {};

async function main() {
  let base = process.env.SQLMAP_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-sqlmap-'));
  if (!base) {
    console.log(`Starte die Plattform auf ${dir} (Demodaten, etwa eine Minute) …`);
    const server = await startServer(
      path.join(dir, 'data'),
      { ...LIMITS, SEED_DEMO: 'true', LOG_LEVEL: 'warn', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
      600_000,
    );
    base = server.base;
    stop = async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    };
  }
  let deadline = Infinity;
  const runs: Run[] = [];
  const skipped: Target[] = [];
  try {
    const login = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`Anmeldung ${email}: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    };
    const roles: Roles = [{ name: 'guest', token: null }];
    for (const [name, email] of [
      ['trainee', 'azubi@oabat.example'],
      ['business', 'betrieb@oabat.example'],
      ['school', 'schule@oabat.example'],
      ['region', 'region@oabat.example'],
      ['admin', 'admin@oabat.example'],
    ] as const)
      roles.push({ name, token: await login(email) });
    const tokens = Object.fromEntries(roles.map((r) => [r.name, r.token]));
    const get = async <T>(url: string, token: string | null = tokens.admin!) =>
      (await (await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()) as { data: T };
    const jobs = (await get<{ id: number; slug: string; business: { slug: string } }[]>('/api/v2/search/job?per_page=50', null)).data;
    // Slugs of each kind of organisation, so a route for schools or regions finds a real one among the first tries.
    const slugs = async (url: string) => (await get<{ slug: string }[]>(url)).data.slice(0, 4).map((o) => o.slug);
    const orgSlugs = [...(await slugs('/api/v2/admin/regions')), ...(await slugs('/api/v2/admin/schools')), ...(await slugs('/api/v2/admin/business'))];
    const me = (await get<{ id: number }>('/api/auth/user', tokens.business!)).data.id;
    const small = Array.from({ length: 14 }, (_, i) => String(i + 1));
    const known: Record<string, string[]> = {
      id: small,
      userId: small,
      businessId: small,
      ref: [...jobs.slice(0, 7).map((j) => j.slug), ...jobs.slice(0, 7).map((j) => String(j.id))],
      slug: [...orgSlugs, 'passau-1', ...jobs.slice(0, 1).map((j) => j.slug)],
      zip: ['94032'],
      type: ['job', 'ausbildung', 'praktikum', 'jobs', 'news'],
    };
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as Parameters<typeof getTargets>[1];
    const own = jobs.find((j) => j.business.slug === 'baeckerei-huber') ?? jobs[0]!;
    const other = jobs.find((j) => j.business.slug !== 'baeckerei-huber') ?? jobs[0]!;
    const targets = [...(await getTargets(base, doc, roles, known)), ...bodyTargets(tokens, String(other.id), own.slug, String(me))].filter(
      (t) => !ONLY || ONLY.test(t.name),
    );
    console.log(
      `${targets.length} Ziele: sqlmap --batch --risk=${RISK}, --level=${LEVEL} für Suchen und Schreibaufrufe (je bis ${TARGET_SECONDS * 3} s), sonst --level=${OTHER_LEVEL} (je bis ${TARGET_SECONDS} s); höchstens ${MINUTES} min, ${PARALLEL} parallel`,
    );

    // The time box counts sqlmap's own time (finding real values for the targets comes before).
    deadline = Date.now() + MINUTES * 60_000;
    const queue = [...targets];
    const worker = async () => {
      for (let t = queue.shift(); t; t = queue.shift()) {
        const left = (deadline - Date.now()) / 1000;
        if (left < 10) {
          skipped.push(t);
          continue;
        }
        const run = await sqlmap(base!, t, dir, Math.min(TARGET_SECONDS * (isSearch(t) ? 3 : 1), left));
        runs.push(run);
        const shown = t.url.length > 90 ? `${t.url.slice(0, 87)}…` : t.url;
        console.log(
          `${run.result.padEnd(18)} ${t.role.padEnd(8)} ${String(run.points).padStart(2)} Stellen ${String(t.baseline || '-').padStart(3)} ${shown} (${run.seconds.toFixed(0)} s${run.codes ? `; ${run.codes}` : ''})`,
        );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await stop();
  }
  const by = (r: Result) => runs.filter((x) => x.result === r);
  const fivexx = runs.filter((r) => /(^|; )5\d\d \(/.test(r.codes));
  console.log(
    `\nsqlmap: ${runs.length} Ziele geprüft, ${by('sauber').length} sauber, ${by('VERWUNDBAR').length} verwundbar, ` +
      `${by('abgebrochen (Zeit)').length} abgebrochen (Zeit), ${by('Fehler').length} Fehler, ${skipped.length} nicht mehr begonnen (Zeit)`,
  );
  for (const r of by('VERWUNDBAR')) console.log(`  VERWUNDBAR: ${r.target.name} (${r.target.url})`);
  for (const r of fivexx) console.log(`  5xx: ${r.target.name}: ${r.codes}`);
  for (const t of skipped) console.log(`  nicht begonnen: ${t.name}`);
  console.log(`Protokolle: ${dir}`);
  process.exitCode = by('VERWUNDBAR').length || fivexx.length ? 1 : 0;
}

await main();
