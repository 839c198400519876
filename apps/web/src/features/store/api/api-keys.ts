// Personal API keys of the business (store product api_connection): list, create (the key comes once), revoke.
import { useQuery } from '@tanstack/react-query';
import type { TApiKey, TApiKeyInput, TCreatedApiKey } from '@oabat/domain/api-keys';
import { api } from '../../../lib/api.ts';

export const apiKeysKey = (businessId: number) => ['api-keys', businessId] as const;
export const useApiKeys = (businessId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: apiKeysKey(businessId ?? 0),
    queryFn: () => api<{ data: TApiKey[] }>('GET', `/api/v2/business/${businessId}/api_keys`).then((r) => r.data),
    enabled: !!businessId && enabled,
  });
export const createApiKey = (businessId: number, body: TApiKeyInput) =>
  api<{ data: TCreatedApiKey }>('POST', `/api/v2/business/${businessId}/api_keys`, { body }).then((r) => r.data);
export const revokeApiKey = (businessId: number, keyId: number) => api<void>('DELETE', `/api/v2/business/${businessId}/api_keys/${keyId}`);
