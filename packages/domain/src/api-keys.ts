// Personal API keys (issue #16, store product api_connection): a business's applicant tracking system creates,
// updates, publishes and closes the business's own jobs with `Authorization: Bearer <key>`. A key is shown once;
// the server keeps only its SHA-256. Keys start with a recognisable prefix so that scanners and people spot them.
import { z } from 'zod';
import { ZId } from './common.ts';

/** Every key starts with this; the server tells keys from session tokens by it. */
export const API_KEY_PREFIX = 'oabat_key_';
/** How many characters of a key the list shows (prefix plus the first random characters). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
export const API_KEY_NAME_MAX = 80;
/** Keys per business that are not revoked. */
export const API_KEYS_MAX = 20;
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * What a key may call: the business's own jobs through the v2 job routes (method and route as Fastify names
 * them). Everything else answers 403 to a key, even a route open to guests.
 */
export const API_KEY_ROUTES = [
  'GET /api/v2/jobs',
  'POST /api/v2/jobs',
  'POST /api/v2/jobs/',
  'GET /api/v2/jobs/:ref',
  'PUT /api/v2/jobs/:ref',
  'GET /api/v2/jobs/check_limit',
  'GET /api/v2/jobs/features',
  'GET /api/jobattributes',
  'GET /api/jobadvantages',
] as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

export const ZApiKeyInput = z.object({
  name: z
    .string({ error: 'Bitte gib dem Schlüssel einen Namen.' })
    .trim()
    .min(1, 'Bitte gib dem Schlüssel einen Namen.')
    .max(API_KEY_NAME_MAX, `Der Name darf höchstens ${API_KEY_NAME_MAX} Zeichen lang sein.`)
    .regex(ONE_LINE, 'Der Name darf keine Steuerzeichen enthalten.'),
});
export type TApiKeyInput = z.infer<typeof ZApiKeyInput>;

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key, e.g. `oabat_key_x7Gq2k…`. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  created_by: z.string(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to creating a key: the only time the whole key is shown. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyParam = z.object({ id: ZId, keyId: ZId });
