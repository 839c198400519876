// Custom domains of regions and businesses (columns from migration 0070).
import type { TCustomDomainEntry, CustomDomainType } from '@oabat/domain/custom-domains';
import type { Queryable } from '../../db.ts';

const ALL = `SELECT custom_domain AS domain, 'region' AS type, id, slug, name FROM regions WHERE custom_domain IS NOT NULL
             UNION ALL
             SELECT custom_domain, 'business', id, slug, name FROM businesses WHERE custom_domain IS NOT NULL`;

export async function findByDomain(db: Queryable, domain: string): Promise<TCustomDomainEntry | undefined> {
  return db.one<TCustomDomainEntry>(`SELECT * FROM (${ALL}) d WHERE domain = $1 LIMIT 1`, [domain]);
}

export async function listAll(db: Queryable): Promise<TCustomDomainEntry[]> {
  return db.query<TCustomDomainEntry>(`SELECT * FROM (${ALL}) d ORDER BY domain`);
}

/** Sets (or with null removes) the domain; undefined when no region or business has that slug. */
export async function setDomain(
  db: Queryable,
  type: CustomDomainType,
  slug: string,
  domain: string | null,
): Promise<{ id: number; slug: string; name: string } | undefined> {
  const table = type === 'region' ? 'regions' : 'businesses';
  return db.one(`UPDATE ${table} SET custom_domain = $2, updated_at = now() WHERE slug = $1 RETURNING id, slug, name`, [slug, domain]);
}
