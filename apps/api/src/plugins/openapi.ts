// The OpenAPI description at /api/docs: every route's request schemas (from zod) and, besides its own
// success answers, the error answers any route can give through the shared error handler (API.md), so a
// client or a fuzzer can tell a documented refusal from a broken answer.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_ROUTES } from '@oabat/domain/api-keys';

const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

/** Answers the error handler, the auth guard, the body parser and the overload guard may give on any route. */
export const ERROR_RESPONSES: Record<string, string> = {
  400: 'Die Anfrage ist ungültig (z. B. ein unlesbarer Kopf).',
  401: 'Bitte melde dich an.',
  403: 'Dazu bist du nicht berechtigt.',
  404: 'Nicht gefunden.',
  409: 'Konflikt mit dem gespeicherten Stand.',
  410: 'Nicht mehr verfügbar: z. B. eine abgelaufene Stelle, auf die man sich nicht mehr bewerben kann.',
  413: 'Die Datei oder Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang (ein Pfadteil hat mehr als 100 Zeichen).',
  415: 'Dieser Inhaltstyp wird nicht unterstützt.',
  422: 'Ungültige Eingaben, mit Meldungen je Feld in `errors`.',
  429: 'Zu viele Anfragen.',
  503: 'Vorübergehend nicht verfügbar (Datenbank oder Überlast); `Retry-After` nennt die Wartezeit.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a redirect (documented as 3XX in the OpenAPI description). */
    redirects?: boolean;
  }
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * OpenAPI 3.0.3: a nullable enum must list null among its values, else validators (and clients) refuse
 * the null the route really sends; zod's JSON Schema leaves it out.
 */
export function nullableEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableEnums);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableEnums(value);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

export function withErrorResponses(result: Transformed, config: { redirects?: boolean } = {}): Transformed {
  const schema = nullableEnums(result.schema ?? {}) as { response?: Record<string, unknown>; hide?: boolean };
  const response = { ...(schema.response ?? {}) };
  // A route without a described success still answers 2xx (often 204 or a file): say so rather than nothing.
  if (!Object.keys(response).some((status) => /^2/.test(status))) response['2XX'] = { description: 'Erfolg (Inhalt nicht beschrieben)' };
  if (config.redirects) response['3XX'] = { description: 'Weiterleitung auf eine Seite der Web-App' };
  for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
    response[status] ??= { description, content: { 'application/json': { schema: ERROR_BODY } } };
  }
  return { ...result, schema: { ...schema, response } } as Transformed;
}

/** Shown at the top of /api/docs: how a business's applicant tracking system uses its API key (apps/api/src/modules/api-keys/README.md). */
const API_DESCRIPTION = [
  'Anmeldung: `Authorization: Bearer <token>` (Sitzung aus `POST /api/auth/login`).',
  '',
  'API-Schlüssel (Produkt API-Anbindung): `Authorization: Bearer oabat_key_…` handelt für den Betrieb, der ihn erzeugt hat, und darf nur',
  'dessen Stellen lesen, anlegen, ändern, veröffentlichen (`PUT /api/v2/jobs/{ref}` mit `"status": "published"`) und schließen',
  `(\`"status": "draft"\`), mit diesen Aufrufen: ${API_KEY_ROUTES.map((r) => `\`${r}\``).join(', ')}.`,
  'Alles andere antwortet 403; ein widerrufener Schlüssel 401, ohne gebuchte API-Anbindung 403.',
].join('\n');

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Oabat API', version: '1.0.0', description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (args) => withErrorResponses(jsonSchemaTransform(args), args.route.config ?? {}),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
