// Access checks for every route, generated from the route table (collected with an onRoute hook while
// the app is built): a guest gets 401 unless the route is open (with its reason), every other role and
// a second account of the owner's role are refused on the owner's objects, and extra fields in every
// write body (role, permissions, business_id, is_admin, special_account, verified, price, user_id)
// change nothing. A route the table does not judge fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PERMISSIONS, READ_ONLY_ACCOUNT_MESSAGE } from '@oabat/domain/rights';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { buildFixtures, DEMO_ROLES, OTHER_OF, OTHER_ROLES, type Fixtures, type Role } from '../../test/access-fixtures.ts';
import { RULES, isWebRoute, type Call, type Rule } from '../../test/access-table.ts';
import { multipartBody } from '../../test/factories/media.ts';

const routes: { method: string; url: string; ownSessionWrite?: string }[] = [];
let t: TestContext;
let f: Fixtures;

beforeAll(async () => {
  // Session replay on (as in production), so its upload route is judged with a real owner.
  t = await createTestApp(
    { SESSION_REPLAY: '1' },
    {
      onRoute: (r) => {
        for (const m of [r.method].flat())
          if (m !== 'HEAD' && m !== 'OPTIONS') routes.push({ method: m, url: r.url, ownSessionWrite: r.config?.ownSessionWrite });
      },
    },
  );
  f = await buildFixtures(t);
}, 180_000);
afterAll(() => t?.close());

const MASS = (role: Role | null) => ({
  role: 'admin',
  permissions: [...BUSINESS_PERMISSIONS],
  is_admin: true,
  special_account: 'admin',
  verified: true,
  price: 0,
  business_id: role === 'business' ? f.business2.id : f.business.id,
  user_id: role === 'trainee' ? f.userId.trainee2 : f.userId.trainee,
});

async function send(method: string, call: Call, role: Role | null) {
  const token = role ? f.token[role] : null;
  if (call.multipart) {
    // Form fields too: an upload must not take an owner or rights from the form.
    const extra = Object.fromEntries(Object.entries(MASS(role)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const body = await multipartBody({ ...extra, ...call.multipart });
    return t.request({ method: method as 'POST', url: call.url, token, payload: body.payload, headers: body.headers });
  }
  const payload = call.body ? { ...MASS(role), ...call.body } : undefined;
  return t.request({ method: method as 'POST', url: call.url, token, ...(payload ? { payload } : {}) });
}

/** The columns that decide who owns or may do what, keyed per row. */
async function snapshot(): Promise<Map<string, string>> {
  const rows = await t.db.query<{ k: string; v: string }>(`
    SELECT 'u' || id AS k, jsonb_build_array(email, permissions, email_verified_at IS NOT NULL, phone_verified_at IS NOT NULL, is_active)::text AS v FROM users
    UNION ALL SELECT 'b' || id, jsonb_build_array(slug, permissions, has_pro_portal, is_job_fair_participant)::text FROM businesses
    UNION ALL SELECT 'bu' || business_id || ':' || user_id, to_jsonb(role)::text FROM business_users
    UNION ALL SELECT 'su' || school_id || ':' || user_id, 'true' FROM school_users
    UNION ALL SELECT 'ru' || region_id || ':' || user_id, 'true' FROM region_users
    UNION ALL SELECT 'bs' || business_id || ':' || subscription_type_id, 'true' FROM business_subscription_types
    UNION ALL SELECT 't' || id, user_id::text FROM trainees
    UNION ALL SELECT 'j' || id, business_id::text || ',' || coalesce(created_by::text, '') FROM jobs
    UNION ALL SELECT 'site' || id, business_id::text FROM business_sites
    UNION ALL SELECT 'cp' || id, business_id::text FROM contact_persons
    UNION ALL SELECT 'jl' || id, coalesce(business_id::text, '') FROM job_lists
    UNION ALL SELECT 'th' || id, business_id::text FROM job_themes
    UNION ALL SELECT 'i' || id, coalesce(user_id::text, '') FROM images
    UNION ALL SELECT 'f' || id, coalesce(user_id::text, '') FROM files
    UNION ALL SELECT 'r' || id, user_id || ',' || coalesce(business_id::text, '') || ',' || status FROM reviews
    UNION ALL SELECT 'jr' || id, user_id::text FROM job_ratings
    UNION ALL SELECT 'ji' || id, trainee_id::text FROM job_interests`);
  return new Map(rows.map((r) => [r.k, r.v]));
}

/** Which owner a new row of this kind must have for the caller, or null when the kind is not owned. */
function expectedOwner(key: string, role: Role): string | null {
  const business = String(f.businessOf[role] ?? 'keiner');
  const kind = key.match(/^[a-z]+/)![0];
  if (['site', 'cp', 'jl', 'th'].includes(kind)) return business;
  if (kind === 'j' || kind === 'bu') return business;
  if (kind === 'su') return String(f.schoolOf[role] ?? 'keine');
  if (['i', 'f', 'jr'].includes(kind)) return String(f.userId[role]);
  if (kind === 'r') return String(f.userId[role]);
  if (kind === 'ji') return String(role === 'trainee' ? f.trainee.id : role === 'trainee2' ? f.trainee2.id : 'keiner');
  return null;
}

function compare(key: string, role: Role, rule: Rule, before: Map<string, string>, after: Map<string, string>, out: string[]) {
  for (const [k, v] of after) {
    const old = before.get(k);
    if (old === undefined) {
      if (role === 'admin') continue;
      const owner = expectedOwner(k, role);
      const actual = k.startsWith('bu') || k.startsWith('su') ? k.slice(2).split(':')[0] : v.split(',')[0];
      if (owner !== null && actual !== owner) out.push(`${key} as ${role}: new row ${k} belongs to ${actual}, not to the caller (${owner})`);
    } else if (old !== v && !rule.mayChange?.test(k)) {
      out.push(`${key} as ${role}: changed ${k} from ${old} to ${v}`);
    }
  }
}

async function relogin(role: Role) {
  f.token[role] = await t.login(f.email[role], f.password[role]);
}

describe('access checks generated from the route table', () => {
  it('judges every route: guests 401, strangers refused, extra fields ignored', async () => {
    expect(routes.length).toBeGreaterThan(150);
    const unjudged: string[] = [];
    const failures: string[] = [];
    let calls = 0;
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const rule = RULES[key];
      if (!rule) {
        if (!isWebRoute(url)) unjudged.push(key);
        continue;
      }
      if (!rule.guest && !rule.call) {
        unjudged.push(`${key} (rule without a call)`);
        continue;
      }
      if (!rule.call || !rule.owner) continue; // open route that shows nothing private
      const call = () => rule.call!(f);
      const isWrite = method !== 'GET';

      // Guests: 401 on private routes; on open ones the owner's private object stays hidden.
      const guest = await send(method, call(), null);
      calls += 1;
      if (!rule.guest && guest.statusCode !== 401) failures.push(`${key} as guest: ${guest.statusCode} (want 401)`);
      if (rule.guest && guest.statusCode < 300 && (!rule.leaks || rule.leaks(f, guest.body)))
        failures.push(`${key} as guest: ${guest.statusCode} shows the owner's object`);

      // Everybody else, and a second account of the owner's role, with the owner's ids.
      const others = [...DEMO_ROLES, ...OTHER_ROLES].filter((r) => r !== rule.owner && r !== 'admin' && !rule.allowed?.includes(r));
      const mustRefuse = !(rule.self && !rule.allowed);
      if (mustRefuse || rule.leaks) {
        if (OTHER_OF[rule.owner] && !others.includes(OTHER_OF[rule.owner]!) && mustRefuse && !rule.allowed?.includes(OTHER_OF[rule.owner]!))
          others.push(OTHER_OF[rule.owner]!);
        for (const role of others) {
          const before = isWrite ? await snapshot() : null;
          const res = await send(method, call(), role);
          calls += 1;
          if (res.statusCode >= 500) failures.push(`${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 100)}`);
          else if (res.statusCode < 300 && (rule.leaks ? rule.leaks(f, res.body) : mustRefuse))
            failures.push(`${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 100)}`);
          if (before && res.statusCode < 300) compare(key, role, rule, before, await snapshot(), failures);
        }
      }

      // The owner naming someone else's object in the body.
      for (const probe of rule.foreign ? [rule.foreign(f)].flat() : []) {
        const before = await snapshot();
        const res = await send(method, probe, rule.owner);
        calls += 1;
        if (res.statusCode < 300 || res.statusCode >= 500)
          failures.push(`${key} as owner ${rule.owner} with a foreign object ${JSON.stringify(probe.body)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode < 300) compare(key, rule.owner, rule, before, await snapshot(), failures);
      }

      // The owner last (its write may remove the object): the ids are real, the extra fields change nothing.
      const before = isWrite ? await snapshot() : null;
      const res = await send(method, call(), rule.owner);
      calls += 1;
      const okStatus = rule.ownerStatus ? rule.ownerStatus.includes(res.statusCode) : res.statusCode >= 200 && res.statusCode < 300;
      if (!okStatus) failures.push(`${key} as owner ${rule.owner}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (before && res.statusCode < 300) compare(key, rule.owner, rule, before, await snapshot(), failures);
      if (rule.revokes) await relogin(rule.owner);
    }
    const judged = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(RULES).filter((k) => !judged.has(k));
    expect({ unjudged, stale, failures }).toEqual({ unjudged: [], stale: [], failures: [] });
    expect(calls).toBeGreaterThan(500);
  }, 600_000);
});

/** The only writes the read-only dashboard account may call (route config `ownSessionWrite`); a new one shows up here. */
const OWN_SESSION_WRITES = ['POST /api/auth/logout', 'POST /api/password_change'];

describe('the read-only dashboard account (issue #35)', () => {
  it('is refused on every write route with 403 before anything runs, its own session and password aside', async () => {
    await relogin('dashboard');
    const exempt: string[] = [];
    const failures: string[] = [];
    for (const { method, url, ownSessionWrite } of routes) {
      if (method === 'GET' || !url.startsWith('/api/')) continue;
      const key = `${method} ${url}`;
      if (ownSessionWrite) {
        exempt.push(key);
        continue;
      }
      // The table's call where it has one (real ids), else the route with every parameter set to 1.
      const call = RULES[key]?.call?.(f) ?? { url: url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, '1') };
      const res = await send(method, call, 'dashboard');
      if (res.statusCode !== 403 || !res.body.includes(READ_ONLY_ACCOUNT_MESSAGE)) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect({ failures, exempt: exempt.sort() }).toEqual({ failures: [], exempt: [...OWN_SESSION_WRITES].sort() });
    // Still a reader: the figures it is there for.
    expect((await t.request({ method: 'GET', url: '/api/statistics', token: f.token.dashboard })).statusCode).toBe(200);
  }, 300_000);
});
