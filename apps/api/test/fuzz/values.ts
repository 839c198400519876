// Values for a JSON Schema (the subset the OpenAPI description uses): a valid one, or one broken in a
// way a careless or hostile client would break it. Seeded, so a failure can be replayed by its seed.

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export type Rng = () => number;

/** mulberry32: small, fast and good enough to spread cases. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** Strings that broke web apps before: injections, encodings, sizes, characters PostgreSQL refuses. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  "'); SELECT pg_sleep(5);--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  '\uffff',
  '😀'.repeat(40),
  'ä'.repeat(300),
  'x'.repeat(5000),
  '../../../../etc/passwd',
  '%00',
  '%',
  '\\',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e309',
  '0x10',
  '1.5',
  ' 42 ',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  'javascript:alert(1)',
  'http://127.0.0.1:22/',
  'a@b',
  '@',
  '\u202e',
  '\n\r\t',
] as const;

export const NASTY_NUMBERS = [0, -1, 1, 0.5, -0.5, 2147483647, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 1e-308] as const;

const WRONG_TYPES: readonly unknown[] = [null, true, false, 0, -1, 'text', [], {}, [1, 2], { a: 1 }];

function types(s: Schema): string[] {
  if (s.type) return [s.type].flat();
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return ['string'];
}

function validString(s: Schema, r: Rng): string {
  if (s.format === 'date-time') return new Date(Date.UTC(2026, int(r, 0, 11), int(r, 1, 28), int(r, 0, 23))).toISOString();
  if (s.format === 'date' || s.pattern === '^\\d{4}-\\d{2}-\\d{2}$')
    return `2026-${String(int(r, 1, 12)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}`;
  if (s.format === 'email') return `fuzz${int(r, 1, 99999)}@test.example`;
  if (s.format === 'uri' || s.format === 'url') return `https://example.org/${int(r, 1, 999)}`;
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.pattern === '^\\d{5}$') return pick(r, ['94032', '80331', '10115', '00000', '99999']);
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
  const len = int(r, min, max);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzäöüß ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-';
  let out = '';
  for (let i = 0; i < len; i++) out += alphabet[Math.floor(r() * alphabet.length)];
  return out;
}

function validNumber(s: Schema, r: Rng, integer: boolean): number {
  const lo = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -1000);
  const hi = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : 1000);
  const edges = [lo, hi, Math.max(lo, Math.min(hi, 1)), Math.max(lo, Math.min(hi, 0))];
  if (r() < 0.4) return pick(r, edges);
  const v = lo + r() * Math.min(hi - lo, 1e6);
  return integer ? Math.round(v) : Math.round(v * 100) / 100;
}

/** A value the schema accepts (as far as this subset can tell). */
export function validValue(s: Schema, r: Rng, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return pick(r, s.enum);
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf) as Schema, r, depth);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return validValue(pick(r, alternatives), r, depth);
  if (s.nullable && r() < 0.15) return null;
  const type = pick(r, types(s));
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return r() < 0.5;
    case 'integer':
      return validNumber(s, r, true);
    case 'number':
      return validNumber(s, r, false);
    case 'array': {
      const n = depth > 4 ? (s.minItems ?? 0) : int(r, s.minItems ?? 0, Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3));
      return Array.from({ length: n }, () => validValue(s.items ?? {}, r, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || r() < 0.6) out[key] = validValue(prop, r, depth + 1);
      }
      return out;
    }
    default:
      return validString(s, r);
  }
}

/** A value of the wrong kind or beyond a bound of the schema. */
export function brokenValue(s: Schema, r: Rng): unknown {
  const type = types(s)[0];
  const roll = r();
  if (roll < 0.2) return pick(r, WRONG_TYPES);
  if (type === 'integer' || type === 'number') return r() < 0.8 ? pick(r, NASTY_NUMBERS) : pick(r, NASTY_STRINGS);
  if (type === 'string') {
    if (s.maxLength !== undefined && r() < 0.2) return 'x'.repeat(s.maxLength + 1);
    return pick(r, NASTY_STRINGS);
  }
  if (type === 'array') return r() < 0.5 ? Array.from({ length: 200 }, () => pick(r, WRONG_TYPES)) : pick(r, NASTY_STRINGS);
  if (type === 'object') return r() < 0.5 ? { ['\u0000']: 1, __proto__x: { constructor: 1 } } : [];
  return pick(r, WRONG_TYPES);
}

/** A valid value with one place in it broken (the kind of input that finds a missing bound). */
export function mutatedValue(s: Schema, r: Rng): unknown {
  const value = validValue(s, r);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !s.properties || Object.keys(s.properties).length === 0 || r() < 0.15) {
    return brokenValue(s, r);
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(s.properties);
  const howMany = r() < 0.7 ? 1 : int(r, 2, Math.max(2, keys.length));
  for (let i = 0; i < howMany; i++) {
    const key = pick(r, keys);
    const prop = s.properties[key]!;
    const roll = r();
    if (roll < 0.1) delete obj[key];
    else if (roll < 0.3 && types(prop)[0] === 'object' && prop.properties) obj[key] = mutatedValue(prop, r);
    else if (roll < 0.4 && types(prop)[0] === 'array' && prop.items) obj[key] = [mutatedValue(prop.items, r)];
    else obj[key] = brokenValue(prop, r);
  }
  if (r() < 0.1) obj[pick(r, ['role', 'is_admin', 'id', '__proto__', 'constructor'])] = pick(r, WRONG_TYPES);
  return obj;
}

/** A query or path value as text: valid for the schema, or one of the nasty strings. */
export function textValue(s: Schema, r: Rng, valid: boolean): string {
  if (!valid) return pick(r, NASTY_STRINGS);
  const v = validValue(s, r);
  return typeof v === 'string' ? v : v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
}
