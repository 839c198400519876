// Only the admin sets custom domains; a host belongs to one region or business and never is the platform's own.
import { isAdmin } from '@oabat/domain/rights';
import type { TCustomDomainEntry } from '@oabat/domain/custom-domains';
import type { z } from 'zod';
import type { ZCustomDomainUpdate } from '@oabat/domain/custom-domains';
import type { Queryable } from '../../db.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { ensure } from '../../plugins/auth.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import * as repo from './custom-domains.repository.ts';

export async function listDomains(db: Queryable, user: SessionUser) {
  ensure(isAdmin(user));
  return repo.listAll(db);
}

export async function setDomain(
  db: Queryable,
  user: SessionUser,
  input: z.output<typeof ZCustomDomainUpdate>,
  platformHost: string,
): Promise<TCustomDomainEntry | null> {
  ensure(isAdmin(user));
  if (input.domain && input.domain === platformHost) throw invalid('domain', 'Das ist die Adresse der Plattform selbst.');
  let row;
  try {
    row = await repo.setDomain(db, input.type, input.slug, input.domain);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('custom_domain.taken', 'Diese Domain gehört schon einer anderen Region oder einem anderen Betrieb.');
    throw err;
  }
  if (!row) throw notFound('custom_domain.owner_not_found', input.type === 'region' ? 'Diese Region gibt es nicht.' : 'Diesen Betrieb gibt es nicht.');
  return input.domain ? { domain: input.domain, type: input.type, ...row } : null;
}
