// GET/POST /api/business/{id}/users and DELETE /api/business/{id}/users/{userId}: colleagues of a business.
import { useQuery } from '@tanstack/react-query';
import type { TBusinessUser } from '@oabat/domain/businesses';
import { api } from '../../../lib/api.ts';

export const usersKey = (businessId: number) => ['business-users', businessId] as const;
export const useBusinessUsers = (businessId: number | undefined) => useQuery({
  queryKey: usersKey(businessId ?? 0), enabled: !!businessId,
  queryFn: () => api<{ data: TBusinessUser[] }>('GET', `/api/business/${businessId}/users`).then((r) => r.data),
});
export const inviteBusinessUser = (businessId: number, body: { email: string; firstname: string; lastname: string }) =>
  api<{ data: TBusinessUser[] }>('POST', `/api/business/${businessId}/users`, { body }).then((r) => r.data);
export const removeBusinessUser = (businessId: number, userId: number) =>
  api<{ data: TBusinessUser[] }>('DELETE', `/api/business/${businessId}/users/${userId}`).then((r) => r.data);
