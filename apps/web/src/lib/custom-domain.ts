// Which region or business the current host is the custom domain of (GET /api/custom-domains/current; 404 = none).
import { useQuery } from '@tanstack/react-query';
import type { TCustomDomainEntry } from '@oabat/domain/custom-domains';
import { api, ApiError } from './api.ts';

export const useCustomDomain = () =>
  useQuery({
    queryKey: ['custom-domain', typeof window === 'undefined' ? '' : window.location.host],
    queryFn: () =>
      api<{ data: TCustomDomainEntry }>('GET', '/api/custom-domains/current').then(
        (r) => r.data,
        (err) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        },
      ),
    staleTime: Infinity,
    retry: false,
  });
