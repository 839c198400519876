// Who reads the platform's analytics (dashboard figures, a person's journey and session recordings): the admin and
// the dashboard user only; and the account asked about, which must exist.
import { isDashboardOrAdmin } from '@oabat/domain/rights';
import type { Queryable } from '../../db.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { findAccount } from './analytics.journey.repository.ts';

/** 401 for a guest, 403 (`message`, German) for anyone but the admin and the dashboard user. */
export function ensureTeamReader(viewer: SessionUser | null, message: string): asserts viewer is SessionUser {
  requireViewer(viewer);
  if (!isDashboardOrAdmin(viewer)) throw forbidden(message);
}

/** The account whose analytics are read, or 404. */
export async function accountToRead(db: Queryable, id: number) {
  const account = await findAccount(db, id);
  if (!account) throw notFound('analytics.user_not_found', 'Dieses Konto gibt es nicht.');
  return account;
}
