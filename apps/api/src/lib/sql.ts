// Small SQL helpers shared by the repositories.
import type { Queryable } from '../db.ts';
import { INT32_MAX } from '@oabat/domain/common';

/**
 * UPDATE of the given columns of one row (undefined values are left alone) plus updated_at. Column
 * names come from our code, never from a request; they are still checked, so a mistake cannot inject.
 */
export async function updateColumns(db: Queryable, table: string, id: number, patch: Record<string, unknown>, jsonColumns: readonly string[] = []) {
  const sets: string[] = [];
  const values: unknown[] = [id];
  for (const [column, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`invalid column name ${column}`);
    const json = jsonColumns.includes(column);
    values.push(json ? JSON.stringify(value) : value);
    sets.push(`${column} = $${values.length}${json ? '::jsonb' : ''}`);
  }
  if (sets.length) await db.query(`UPDATE ${table} SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
}

/**
 * How a path's `{id or slug}` is looked up: all digits within PostgreSQL's integer is an id, other text
 * a slug; digits beyond the integer range can be neither (null: the caller answers "not found").
 */
export function idOrSlug(key: string | number): { id: number } | { slug: string } | null {
  const text = String(key);
  if (!/^\d+$/.test(text)) return { slug: text };
  const id = Number(text);
  return id <= INT32_MAX ? { id } : null;
}

/** Unique-index violation (two writes racing for one unique value: an e-mail, a domain). */
export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';
