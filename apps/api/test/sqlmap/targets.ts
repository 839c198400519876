// sqlmap targets from the OpenAPI description: every GET with path or query parameters, with the values of
// real demo objects (tried per role until the call answers 200, so sqlmap compares against a real answer),
// every injection point marked with `*`; plus a few JSON bodies of writes.

export interface Target {
  name: string;
  role: string;
  /** URL with `*` after each value sqlmap injects into. */
  url: string;
  data?: string;
  method?: string;
  token: string | null;
  /** The answer of the unmarked call (200 when real values were found). */
  baseline: number;
}

interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string | string[]; enum?: unknown[]; minimum?: number; format?: string; anyOf?: { type?: string }[] };
}
type Doc = { paths: Record<string, Record<string, { parameters?: Param[] }>> };

export type Roles = { name: string; token: string | null }[];

/** A plausible value for a query parameter (by name, then by schema). */
function queryValue(p: Param, known: Record<string, string[]>): string {
  const s = p.schema ?? {};
  if (s.enum?.length) return String(s.enum[0]);
  const byName: Record<string, string> = {
    term: 'Bäcker',
    category: 'ausbildung',
    filters: '{}',
    q: 'Passau',
    search: 'Passau',
    name: 'Passau',
    latitude: '48.5732',
    longitude: '13.4506',
    lat: '48.5732',
    lng: '13.4506',
    distance: '50',
    radius: '50',
    email: 'azubi@oabat.example',
    zip: '94032',
    postal_code: '94032',
    page: '1',
    per_page: '10',
    limit: '10',
  };
  if (byName[p.name]) return byName[p.name]!;
  if (known[p.name]?.length) return known[p.name]![0]!;
  const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? s.anyOf?.[0]?.type);
  if (type === 'integer' || type === 'number') return String(Math.max(1, s.minimum ?? 1));
  if (type === 'boolean') return 'true';
  if (s.format === 'date') return '2026-11-25';
  if (s.format === 'date-time') return '2026-11-25T10:00:00Z';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'Passau';
}

function pathPool(name: string, known: Record<string, string[]>): string[] {
  const pool = known[name] ?? (/slug|ref|channel/.test(name) ? known.slug! : known.id!);
  return pool.slice(0, 14);
}

function build(path: string, pathValues: Record<string, string>, query: Param[], known: Record<string, string[]>, mark: boolean) {
  const m = mark ? '*' : '';
  let url = path;
  for (const [k, v] of Object.entries(pathValues)) url = url.replace(`{${k}}`, encodeURIComponent(v) + m);
  const qs = query.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(queryValue(p, known))}${m}`).join('&');
  return qs ? `${url}?${qs}` : url;
}

/**
 * For each GET with parameters, the first role and values that answer 200 (all query parameters, then the
 * required ones only); when none does, the guest's call with the first values (sqlmap still tests it).
 */
export async function getTargets(base: string, doc: Doc, roles: Roles, known: Record<string, string[]>): Promise<Target[]> {
  const targets: Target[] = [];
  const status = async (url: string, token: string | null) =>
    (await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, redirect: 'manual' })).status;
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    const params = op?.parameters ?? [];
    if (!op || !params.some((p) => p.in === 'path' || p.in === 'query')) continue;
    // Ending a session or sending mails is not what this looks for.
    if (/logout|unsubscribe|verify|confirm|callback|oauth|social/.test(path)) continue;
    const inPath = params.filter((p) => p.in === 'path');
    let found: Target | null = null;
    const tries: Record<string, string>[] = [];
    for (let i = 0; i < 14; i++) {
      const values: Record<string, string> = {};
      for (const p of inPath) {
        const pool = pathPool(p.name, known);
        values[p.name] = pool[i % pool.length] ?? '1';
      }
      tries.push(values);
      if (!inPath.length) break;
    }
    // Every parameter first; a value the route refuses (422 names the field) is left out and the call tried
    // again, so a search keeps every filter it accepts as an injection point.
    const all = params.filter((p) => p.in === 'query');
    search: for (const role of roles) {
      for (const values of tries) {
        let query = all;
        for (let round = 0; round < 4; round++) {
          const res = await fetch(`${base}${build(path, values, query, known, false)}`, {
            headers: role.token ? { authorization: `Bearer ${role.token}` } : {},
            redirect: 'manual',
          });
          const body = await res.text();
          if (res.status === 200) {
            found = { name: `GET ${path}`, role: role.name, token: role.token, url: build(path, values, query, known, true), baseline: 200 };
            break search;
          }
          const refused = res.status === 422 ? Object.keys((JSON.parse(body) as { errors?: Record<string, unknown> }).errors ?? {}) : [];
          const left = query.filter((p) => !refused.includes(p.name) || p.required);
          if (left.length === query.length) break;
          query = left;
        }
      }
    }
    if (!found) {
      const url = build(path, tries[0]!, all, known, true);
      found = { name: `GET ${path}`, role: 'guest', token: null, url, baseline: await status(url.replaceAll('*', ''), null) };
    }
    targets.push(found);
  }
  // Searches first: they take the most free text into the most SQL.
  const rank = (t: Target) => (/search|suche/.test(t.name) ? 0 : 1);
  return targets.sort((a, b) => rank(a) - rank(b));
}

/** A few write bodies with their text and id fields marked. */
export function bodyTargets(tokens: Record<string, string | null>, jobId: string, jobSlug: string, businessUserId: string): Target[] {
  const t = (name: string, role: string, method: string, url: string, data: string): Target => ({
    name,
    role,
    method,
    url,
    data,
    token: tokens[role] ?? null,
    baseline: 0,
  });
  return [
    t('POST /api/auth/login', 'guest', 'POST', '/api/auth/login', '{"email":"azubi@oabat.example*","password":"Falsches-Passwort*"}'),
    t('POST /api/job_interests', 'trainee', 'POST', '/api/job_interests', `{"job_id":${jobId}*,"message":"Ich interessiere mich für die Stelle.*"}`),
    t('POST /api/v2/jobs/ratings', 'trainee', 'POST', '/api/v2/jobs/ratings', `{"job_id":${jobId}*,"rating":100*}`),
    t('POST /api/chat/messages', 'trainee', 'POST', '/api/chat/messages', `{"receiver_id":${businessUserId}*,"body":"Hallo*"}`),
    t('PUT /api/v2/jobs/{ref}', 'business', 'PUT', `/api/v2/jobs/${jobSlug}`, '{"name":"Verkaufshilfe (m/w/d)*","description":"Wir suchen dich.*"}'),
    t('POST /api/job_lists', 'business', 'POST', '/api/job_lists', `{"name":"Meine Liste*","description":"Stellen*","job_ids":[${jobId}]}`),
  ];
}
