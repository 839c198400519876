// The signed-in account as every route sees it (req.viewer): the wire user of packages/domain, with
// its special account set by the server. A platform piece, so modules need not import the accounts module.
import type { TUser } from '@oabat/domain/accounts';

export type SessionUser = TUser;
