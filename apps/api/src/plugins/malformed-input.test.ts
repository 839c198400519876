// Every documented operation, as a guest and as a logged-in business, with the inputs a fuzzer finds
// first: ids beyond 32 bits, decimals where integers are expected, NUL bytes and control characters in
// texts. None may answer 5xx (the reliability issue's schemathesis run fuzzes far more; this is its floor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; enum?: unknown[] };
type Variant = 'huge' | 'decimal' | 'nul' | 'control';

const BAD: Record<Variant, { int: unknown; num: unknown; str: unknown }> = {
  huge: { int: 99_999_999_999, num: 1e308, str: '99999999999' },
  decimal: { int: 1.5, num: 2.5, str: '1.5' },
  nul: { int: 1, num: 1, str: 'a\u0000b' },
  control: { int: 1, num: 1, str: 'x\u0007y' },
};

function typeOf(s: Schema): string | undefined {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return t ?? (s.anyOf ?? s.oneOf)?.map(typeOf).find(Boolean);
}

function value(s: Schema | undefined, v: Variant, depth = 0): unknown {
  if (!s || depth > 4) return BAD[v].str;
  const t = typeOf(s);
  if (t === 'integer') return BAD[v].int;
  if (t === 'number') return BAD[v].num;
  if (t === 'boolean') return true;
  if (t === 'array') return [value(s.items, v, depth + 1)];
  if (t === 'object' || s.properties) {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, inner]) => [k, value(inner, v, depth + 1)]));
  }
  return BAD[v].str;
}

let t: TestContext;
let business: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await t.login('betrieb@oabat.example');
});
afterAll(() => t.close());

describe('malformed input never gives a 5xx', () => {
  it('on every documented operation, as a guest and as a business', async () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
      >;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (path.startsWith('/api/auth/social') || path === '/api/auth/logout') continue; // would end the session under test or leave the site
        for (const v of ['huge', 'decimal', 'nul', 'control'] as Variant[]) {
          const params = op.parameters ?? [];
          let url = path;
          for (const p of params.filter((x) => x.in === 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(String(value(p.schema, v))));
          const query = new URLSearchParams();
          for (const p of params.filter((x) => x.in === 'query')) query.set(p.name, String(value(p.schema, v)));
          const bodySchema = op.requestBody?.content?.['application/json']?.schema;
          const payload = bodySchema ? value(bodySchema, v) : undefined;
          for (const token of [null, business]) {
            const res = await t.request({
              method: method.toUpperCase() as 'GET',
              url: `${url}${query.size ? `?${query}` : ''}`,
              token,
              ...(payload !== undefined ? { payload: payload as object } : {}),
            });
            sent += 1;
            if (res.statusCode >= 500)
              failures.push(`${method.toUpperCase()} ${path} [${v}${token ? ', business' : ''}]: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses control characters with a German field message, and digits beyond 32 bits as unknown', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/business/baeckerei-huber', token: business, payload: { motto: 'Hallo\u0000Welt' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ motto: ['Der Text enthält unzulässige Steuerzeichen.'] });
    expect((await t.request({ method: 'GET', url: '/api/business/99999999999' })).statusCode).toBe(404);
    const around = await t.request({ method: 'POST', url: '/api/business/baeckerei-huber/getBusinessesAround', payload: { distance: 12.5 } });
    expect(around.statusCode).toBe(200);
  });
});
