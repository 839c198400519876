// Wire shapes shared by every feature: pages, errors, ids.
import { z } from 'zod';

/** PostgreSQL's integer: every id and count a client sends stays within it. */
export const INT32_MAX = 2_147_483_647;
export const ZId = z.coerce.number().int().positive().max(INT32_MAX);
export const ZIdParam = z.object({ id: ZId });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** `{ data, current_page, last_page, per_page, total }` as API.md fixes it. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
export const zData = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** The answer of a route that sends no body (204, or a redirect's 302/303). */
export const ZNoContent = z.null();
/**
 * The answer of a route that sends a file or text as it is (a PDF, a CSV export, XML): the server writes the
 * bytes itself; the schema says so for the API description and the contract test.
 */
export const ZFileBody = z.any().describe('Datei oder Text, unverändert gesendet');

export const ZError = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });
export type TError = z.infer<typeof ZError>;

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export function toPage<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
