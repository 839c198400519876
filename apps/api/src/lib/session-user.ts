// The signed-in account as every route sees it (req.viewer): the wire user of packages/domain, with
// its special account set by the server. A platform piece, so modules need not import the accounts module.
import type { TUser } from '@oabat/domain/accounts';
import { unauthorized } from './errors.ts';

export type SessionUser = TUser;

/** For use cases: a guest gets 401; after the call TypeScript knows the viewer is signed in. */
export function requireViewer(viewer: SessionUser | null | undefined): asserts viewer is SessionUser {
  if (!viewer) throw unauthorized();
}
