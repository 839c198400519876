// Access fixtures of the personal API keys: the demo business holds api_connection (as the store's apply job would
// grant it) and has one key, which the owner's DELETE row revokes.
import crypto from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@oabat/domain/api-keys';
import type { TestContext } from './harness.ts';
import { sha256 } from '../src/lib/tokens.ts';

export interface ApiKeyFixtures {
  keyId: number;
}

export async function buildApiKeyFixtures(t: TestContext, businessId: number, userId: number): Promise<ApiKeyFixtures> {
  await t.db.query(`UPDATE businesses SET permissions = permissions || '["api_connection"]'::jsonb WHERE id = $1 AND NOT permissions ? 'api_connection'`, [
    businessId,
  ]);
  const key = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const row = await t.db.one<{ id: number }>(
    `INSERT INTO api_keys (business_id, user_id, name, prefix, key_hash) VALUES ($1, $2, 'Zugriffstest', $3, $4) RETURNING id`,
    [businessId, userId, key.slice(0, API_KEY_SHOWN_CHARS), sha256(key)],
  );
  return { keyId: row!.id };
}
