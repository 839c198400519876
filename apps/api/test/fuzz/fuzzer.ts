// A fuzzer driven by the API's own OpenAPI description (/api/docs/json): for every operation it sends
// valid, slightly broken and hostile path values, queries and bodies, as a guest and as each role, and
// reports every 5xx, every answer with a status the description does not name, every success whose body
// does not match its documented schema, and every request that hangs. Stands in for schemathesis,
// which cannot be installed here (no PyPI); `npm run fuzz` runs it longer against a started server.
import { Ajv } from 'ajv';
import { brokenValue, mutatedValue, rng, textValue, validValue, type Rng, type Schema } from './values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface FuzzResponse {
  status: number;
  body: string;
  contentType: string;
}
export type Send = (req: FuzzRequest) => Promise<FuzzResponse>;

export interface Role {
  name: string;
  token: string | null;
  /** Logs in again when a fuzzed call ended the session (logout, password change); null = gone. */
  relogin?: () => Promise<string | null>;
}

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface Finding {
  kind: '5xx' | 'undocumented status' | 'schema violation' | 'hang';
  operation: string;
  role: string;
  status?: number;
  request: FuzzRequest;
  detail: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  byStatus: Record<string, number>;
  findings: Finding[];
}

export interface FuzzOptions {
  doc: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  send: Send;
  roles: Role[];
  examples: number;
  seed?: number;
  /** Values of path parameters that name real objects (ids, slugs), so calls reach past the lookup. */
  known?: Record<string, string[]>;
  /** Operations ("METHOD /path") not to send, e.g. ones that end the fuzzing session's own accounts. */
  skip?: (operation: string, role: Role) => boolean;
  timeoutMs?: number;
  /** Called after each operation, e.g. for progress. */
  onOperation?: (operation: string, sent: number) => void;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: FuzzOptions['doc']): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (METHODS.includes(method)) ops.push({ ...op, method: method.toUpperCase(), path });
    }
  }
  return ops;
}

/** Percent-encodes; a lone surrogate becomes its raw (invalid UTF-8) bytes, a case worth sending as it is. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathValue(name: string, schema: Schema, r: Rng, known: Record<string, string[]>, mode: number): string {
  const pool = known[name];
  if (mode === 0 && pool?.length) return pool[Math.floor(r() * pool.length)]!;
  return textValue(schema, r, mode <= 1);
}

/** One request for the operation; `mode` 0 = valid with known ids, 1 = valid, 2 = one thing broken, 3 = hostile. */
function buildRequest(op: Operation, r: Rng, known: Record<string, string[]>, mode: number): FuzzRequest {
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    const schema = p.schema ?? { type: 'string' };
    const broken = mode >= 2 && r() < (mode === 3 ? 0.7 : 0.3);
    if (p.in === 'path') {
      url = url.replace(`{${p.name}}`, encodeSegment(pathValue(p.name, schema, r, known, broken ? 3 : mode === 0 ? 0 : 1)) || '0');
    } else if (p.in === 'query') {
      if (!p.required && !broken && r() < 0.4) continue;
      const value = broken ? textValue(schema, r, false) : known[p.name] && mode === 0 && r() < 0.5 ? known[p.name]![0]! : textValue(schema, r, true);
      query.append(p.name, value);
      if (broken && r() < 0.2) query.append(p.name, value);
    }
  }
  const qs = query.toString();
  const req: FuzzRequest = { method: op.method, url: qs ? `${url}?${qs}` : url, headers: {} };
  const json = op.requestBody?.content?.['application/json']?.schema;
  if (json || ['POST', 'PUT', 'PATCH'].includes(op.method)) {
    const schema = json ?? { type: 'object' };
    let body: string;
    if (mode === 3 && r() < 0.15) body = ['{', '{"a":', 'null', '[]', '"text"', '{"a":1}'.repeat(3), ' '][Math.floor(r() * 7)]!;
    else body = JSON.stringify(mode <= 1 ? validValue(schema, r) : mode === 2 ? mutatedValue(schema, r) : brokenValue(schema, r)) ?? 'null';
    req.body = body;
    req.headers['content-type'] = mode === 3 && r() < 0.1 ? 'text/plain' : 'application/json';
  }
  return req;
}

function documentedSchema(op: Operation, status: number): Schema | undefined {
  return op.responses?.[String(status)]?.content?.['application/json']?.schema;
}

function documented(op: Operation, status: number): boolean {
  const rs = op.responses ?? {};
  return String(status) in rs || `${String(status)[0]}XX` in rs || 'default' in rs;
}

export async function fuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
  const validate = (schema: Schema, data: unknown) => {
    let v = validators.get(schema);
    if (!v) {
      v = ajv.compile(schema);
      validators.set(schema, v);
    }
    return v(data) ? null : ajv.errorsText(v.errors);
  };
  const known = opts.known ?? {};
  const report: FuzzReport = { operations: 0, requests: 0, byStatus: {}, findings: [] };
  const ops = operationsOf(opts.doc);
  const r = rng(opts.seed ?? 20261125);
  const timeoutMs = opts.timeoutMs ?? 15_000;

  for (const op of ops) {
    const name = `${op.method} ${op.path}`;
    let sentForOp = 0;
    for (const role of opts.roles) {
      if (!role.token && role.relogin) continue;
      if (opts.skip?.(name, role)) continue;
      for (let i = 0; i < opts.examples; i++) {
        const req = buildRequest(op, r, known, i % 4);
        if (role.token) req.headers.authorization = `Bearer ${role.token}`;
        let res: FuzzResponse;
        let timer: NodeJS.Timeout | undefined;
        try {
          res = await Promise.race([
            opts.send(req),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
            }),
          ]);
        } catch (err) {
          report.findings.push({ kind: 'hang', operation: name, role: role.name, request: req, detail: String(err) });
          continue;
        } finally {
          clearTimeout(timer);
        }
        report.requests += 1;
        sentForOp += 1;
        report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
        const finding = (kind: Finding['kind'], detail: string) =>
          report.findings.push({ kind, operation: name, role: role.name, status: res.status, request: req, detail: detail.slice(0, 500) });
        if (res.status >= 500) finding('5xx', res.body);
        else if (!documented(op, res.status)) finding('undocumented status', res.body);
        else if (res.status < 300 && res.contentType.includes('application/json')) {
          const schema = documentedSchema(op, res.status);
          if (schema) {
            let data: unknown;
            try {
              data = JSON.parse(res.body);
            } catch {
              finding('schema violation', 'Antwort ist kein JSON');
              continue;
            }
            const problem = validate(schema, data);
            if (problem) finding('schema violation', problem);
          }
        }
        if (res.status === 401 && role.relogin) {
          // The call may have ended this session (logout, password change): carry on with a new one.
          role.token = await role.relogin();
          if (!role.token) break;
        }
      }
    }
    if (sentForOp > 0) report.operations += 1;
    opts.onOperation?.(name, sentForOp);
  }
  return report;
}

/** One line per finding kind and a few examples, for a test failure or the CLI. */
export function describeFindings(findings: Finding[], max = 15): string {
  return findings
    .slice(0, max)
    .map(
      (f) =>
        `${f.kind} ${f.status ?? ''} ${f.operation} as ${f.role}: ${f.request.method} ${f.request.url} ${f.request.body?.slice(0, 200) ?? ''} → ${f.detail}`,
    )
    .join('\n');
}

/** The distinct (kind, status, operation) triples: what a failing test names, one line each. */
export function summarize(findings: Finding[]): string[] {
  return [...new Set(findings.map((f) => `${f.kind} ${f.status ?? ''} ${f.operation}`))].sort();
}
