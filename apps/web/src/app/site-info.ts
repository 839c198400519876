// Operator details and the deployment environment, loaded once (guards and legal pages need them).
import type { TSiteInfo } from '@oabat/domain/site';
import { api } from '../lib/api.ts';

let cached: Promise<TSiteInfo> | null = null;
export function siteInfo(): Promise<TSiteInfo> {
  cached ??= api<{ data: TSiteInfo }>('GET', '/api/site')
    .then((r) => r.data)
    .catch((err) => {
      cached = null;
      throw err;
    });
  return cached;
}
