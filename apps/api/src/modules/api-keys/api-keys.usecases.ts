// Rules of the personal API keys: only users of the business, while it holds api_connection, list, create and
// revoke its keys; a key is shown once and stored as its SHA-256.
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS, API_KEYS_MAX, type TApiKey, type TApiKeyInput, type TCreatedApiKey } from '@oabat/domain/api-keys';
import { canUseApiKeys } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './api-keys.repository.ts';

export const API_KEY_MESSAGES = {
  foreign: 'Nur die Nutzer dieses Betriebs dürfen seine API-Schlüssel verwalten.',
  noProduct: 'Die API-Anbindung ist für deinen Betrieb nicht gebucht.',
  tooMany: `Ein Betrieb kann höchstens ${API_KEYS_MAX} aktive API-Schlüssel haben. Bitte widerrufe zuerst einen.`,
  notFound: 'Diesen API-Schlüssel gibt es nicht.',
} as const;

/** The caller must be a user of the named business, and the business must hold api_connection. */
function ownBusiness(viewer: SessionUser | null, businessId: number) {
  requireViewer(viewer);
  if (viewer.business?.id !== businessId) throw forbidden(API_KEY_MESSAGES.foreign);
  if (!canUseApiKeys(viewer)) throw forbidden(API_KEY_MESSAGES.noProduct);
  return viewer.business.id;
}

const present = (k: repo.ApiKeyRow): TApiKey => ({
  id: k.id,
  name: k.name,
  prefix: `${k.prefix}…`,
  created_at: k.created_at.toISOString(),
  last_used_at: k.last_used_at?.toISOString() ?? null,
  created_by: k.created_by,
});

export async function listKeys(db: Db, viewer: SessionUser | null, businessId: number) {
  return (await repo.listKeys(db, ownBusiness(viewer, businessId))).map(present);
}

export async function createKey(db: Db, viewer: SessionUser | null, businessId: number, input: TApiKeyInput): Promise<TCreatedApiKey> {
  const id = ownBusiness(viewer, businessId);
  // 32 random bytes (base64url) behind the recognisable prefix.
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  const row = await db.tx(async (q) => {
    await q.query(`SELECT id FROM businesses WHERE id = $1 FOR UPDATE`, [id]); // the limit holds under concurrent creation
    if ((await repo.countKeys(q, id)) >= API_KEYS_MAX) throw invalid('name', API_KEY_MESSAGES.tooMany);
    return repo.insertKey(q, { businessId: id, userId: viewer!.id, name: input.name, prefix: key.slice(0, API_KEY_SHOWN_CHARS), hash: sha256(key) });
  });
  return { ...present(row), key };
}

export async function revokeKey(db: Db, viewer: SessionUser | null, businessId: number, keyId: number) {
  const id = ownBusiness(viewer, businessId);
  if (!(await repo.revokeKey(db, id, keyId))) throw notFound('api_keys.not_found', API_KEY_MESSAGES.notFound);
}
