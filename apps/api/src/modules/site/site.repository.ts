// The outbox as a recipient reads it (development helper; see site.routes.ts for who may).
import type { TOutboxEntry } from '@oabat/domain/site';
import type { Queryable } from '../../db.ts';

export async function outboxFor(db: Queryable, recipient: string): Promise<TOutboxEntry[]> {
  return db.query<TOutboxEntry>(
    `SELECT id, channel, recipient, subject, body_text, created_at FROM outbox
      WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 20`,
    [recipient],
  );
}
