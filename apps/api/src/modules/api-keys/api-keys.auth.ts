// Requests with `Authorization: Bearer oabat_key_...`: the key acts as the user who made it, for the business it
// was made for, and only on the routes of API_KEY_ROUTES and only on that business's jobs. An unknown or revoked
// key is 401; a key whose business no longer holds api_connection (the subscription ended) or a route outside the
// scope is 403. Called by the auth plugin before any route runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_ROUTES } from '@oabat/domain/api-keys';
import { canUseApiKeys } from '@oabat/domain/rights';
import { sha256 } from '../../lib/tokens.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { findUserById } from '../accounts/index.ts';
import * as repo from './api-keys.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Id of the API key the request came with (null for sessions and guests). */
    apiKeyId: number | null;
  }
}

export const API_KEY_AUTH_MESSAGES = {
  invalid: 'Dieser API-Schlüssel ist ungültig oder wurde widerrufen.',
  noProduct: 'Die API-Anbindung ist für diesen Betrieb nicht (mehr) gebucht.',
  scope: 'Ein API-Schlüssel darf nur die Stellen seines Betriebs anlegen, ändern, veröffentlichen und schließen.',
} as const;

const ALLOWED = new Set<string>(API_KEY_ROUTES);

export async function authenticateApiKey(app: FastifyInstance, req: FastifyRequest, key: string) {
  const row = await repo.findActiveKey(app.db, sha256(key));
  if (!row) throw unauthorized(API_KEY_AUTH_MESSAGES.invalid);
  const user = await findUserById(app.db, row.user_id, app.specialAccounts);
  if (!user || user.business?.id !== row.business_id) throw unauthorized(API_KEY_AUTH_MESSAGES.invalid);
  if (!canUseApiKeys(user)) throw forbidden(API_KEY_AUTH_MESSAGES.noProduct);
  const route = `${req.method} ${req.routeOptions.url ?? ''}`;
  if (!ALLOWED.has(route)) throw forbidden(API_KEY_AUTH_MESSAGES.scope);
  // Reads name the business's own jobs only: no other business's list, no other business's job (even published).
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (route === 'GET /api/v2/jobs' && (query.business !== undefined || query.business_site !== undefined)) throw forbidden(API_KEY_AUTH_MESSAGES.scope);
  if (route === 'GET /api/v2/jobs/:ref') {
    const ref = String((req.params as { ref?: unknown }).ref ?? '');
    const owner = ref.length <= 200 ? await repo.jobBusinessId(app.db, ref) : null;
    if (owner !== null && owner !== row.business_id) throw forbidden(API_KEY_AUTH_MESSAGES.scope);
  }
  await repo.touchKey(app.db, row.id);
  req.viewer = user;
  req.apiKeyId = row.id;
}
