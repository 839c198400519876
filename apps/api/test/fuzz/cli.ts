// `npm run fuzz`: the OpenAPI fuzzer against a running platform over HTTP, longer than the CI test.
// FUZZ_URL=http://host:port fuzzes a server you started (with raised rate limits); without it a server is
// started on a fresh data directory with the demo data. FUZZ_EXAMPLES (default 25) per operation and
// role, FUZZ_SEED for a replay. Prints the figures and exits 1 on any finding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFindings, fuzz, summarize, type Role } from './fuzzer.ts';
import { startServer } from '../server-process.ts';

const DEMO_PASSWORD = 'Demo-Passwort-2026';
const LIMITS = Object.fromEntries(
  [
    'CONTACT_MAX_PER_IP',
    'ACCOUNT_CHECK_MAX_PER_IP',
    'MAIL_MAX_PER_TARGET',
    'ACTIVITY_MAX_PER_IP',
    'OTP_MAX_PER_IP',
    'OTP_MAX_PER_NUMBER',
    'CONSENT_MAX_PER_IP',
    'ANON_RATING_MAX_PER_IP',
    'ANON_RATING_MAX_PER_JOB',
    'LOGIN_MAX_PER_IP',
    'LOGIN_MAX_PER_ACCOUNT',
  ].map((k) => [k, '1000000']),
);

async function main() {
  const examples = Number(process.env.FUZZ_EXAMPLES ?? 25);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  let base = process.env.FUZZ_URL;
  let stop = async () => {};
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-fuzz-'));
    console.log(`starting a server on ${dir} (demo data, about a minute)…`);
    const server = await startServer(dir, { ...LIMITS, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, 600_000);
    base = server.base;
    stop = async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as Parameters<typeof fuzz>[0]['doc'];
    const account = (name: string, email: string): Role => {
      const role: Role = { name, token: null };
      role.relogin = async () => {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        return res.ok ? ((await res.json()) as { token: string }).token : null;
      };
      return role;
    };
    const roles: Role[] = [
      { name: 'guest', token: null },
      account('trainee', 'azubi@oabat.example'),
      account('business', 'betrieb@oabat.example'),
      account('school', 'schule@oabat.example'),
      account('region', 'region@oabat.example'),
      account('dashboard', 'dashboard@oabat.example'),
      account('admin', 'admin@oabat.example'),
    ];
    for (const role of roles) if (role.relogin) role.token = await role.relogin();
    const admin = roles.at(-1)!.token;
    const list = async (url: string) => {
      const res = await fetch(`${base}${url}`, { headers: admin ? { authorization: `Bearer ${admin}` } : {} });
      return res.ok ? (((await res.json()) as { data: { id: number; slug: string }[] }).data ?? []) : [];
    };
    const orgs = [...(await list('/api/v2/admin/business')), ...(await list('/api/v2/admin/schools')), ...(await list('/api/v2/admin/regions'))];
    const ids = Array.from({ length: 40 }, (_, i) => String(i + 1));
    const known = {
      id: ids,
      ref: ids,
      userId: ids,
      businessId: ids,
      siteId: ids,
      regionId: ids,
      slug: orgs.map((o) => o.slug).concat(['passau-1']),
      zip: ['94032'],
      type: ['ausbildung', 'praktikum', 'jobs', 'news'],
    };
    const started = Date.now();
    const report = await fuzz({
      doc,
      roles,
      examples,
      seed,
      known,
      skip: (op, role) => !!role.token && op === 'POST /api/auth/logout',
      send: async (req) => {
        const res = await fetch(`${base}${req.url}`, { method: req.method, headers: req.headers, body: req.body, redirect: 'manual' });
        return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') ?? '' };
      },
      onOperation: (op, sent) => process.stdout.write(`\r${op.padEnd(70).slice(0, 70)} ${sent} `),
    });
    const seconds = (Date.now() - started) / 1000;
    const count = (kind: string) => report.findings.filter((f) => f.kind === kind).length;
    console.log('\n\nOpenAPI fuzzing');
    console.log(`  seed                 ${seed}`);
    console.log(`  operations fuzzed    ${report.operations}`);
    console.log(`  requests sent        ${report.requests} in ${seconds.toFixed(0)} s`);
    console.log(`  answers by status    ${JSON.stringify(report.byStatus)}`);
    console.log(`  5xx                  ${count('5xx')}`);
    console.log(`  schema violations    ${count('schema violation')}`);
    console.log(`  undocumented status  ${count('undocumented status')}`);
    console.log(`  hangs                ${count('hang')}`);
    if (report.findings.length) {
      console.log(`\n${summarize(report.findings).join('\n')}\n\n${describeFindings(report.findings, 30)}`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

await main();
