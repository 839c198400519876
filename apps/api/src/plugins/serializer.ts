// Response serialisation: each route's zod response schema is turned into JSON Schema once, at start-up,
// and fast-json-stringify writes the answer from it (issue #23: zod's encode at run time cost about a third
// of a small route's time). Like zod's strip, a field not in the schema is never written; a loose object
// (z.looseObject) writes its extra fields. A schema fast-json-stringify cannot take keeps zod's serialiser.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Json = Record<string, unknown>;
type Serialize = (data: unknown) => string;
type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/** Keywords that only validate; fast-json-stringify would hand them to Ajv when it picks a union branch. */
const VALIDATION_ONLY = new Set([
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'contentEncoding',
  'contentMediaType',
  '$schema',
  'description',
  'title',
  'examples',
]);

/**
 * Makes zod's JSON Schema fit for writing: validation-only keywords go; `additionalProperties: false` goes
 * (fast-json-stringify writes only the listed properties anyway, and a union branch must still match a
 * row with more columns, as zod's non-strict objects do); `anyOf [X, null]` of a typed X becomes
 * `type: [X, 'null']`, which is written without trying branches.
 */
export function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, forWriting(v)]));
    } else out[key] = forWriting(value);
  }
  const anyOf = out.anyOf as Json[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && typeof other?.type === 'string' && !other.anyOf && !other.oneOf && !other.allOf && !other.$ref) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

export function toWritingSchema(schema: z.core.$ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07', cycles: 'ref', reused: 'inline' });
  return forWriting(json) as Json;
}

const compiled = new WeakMap<object, Serialize>();
/** Routes whose response schema kept zod's serialiser (a test keeps this empty for the whole app). */
export const zodFallbacks: string[] = [];

/** Fastify's serializer compiler: fast-json-stringify from the zod schema, zod's own when that fails. */
export function serializerCompiler(input: CompilerInput): Serialize {
  const schema = input.schema as unknown;
  if (!(schema instanceof z.core.$ZodType)) return zodSerializerCompiler(input);
  const known = compiled.get(schema);
  if (known) return known;
  let serialize: Serialize;
  try {
    serialize = fastJson(toWritingSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  } catch (err) {
    zodFallbacks.push(`${input.method} ${input.url} ${String((input as { httpStatus?: string }).httpStatus ?? '')}: ${(err as Error).message}`);
    serialize = zodSerializerCompiler(input);
  }
  compiled.set(schema, serialize);
  return serialize;
}
