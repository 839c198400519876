// An invitation link as the business sees it: GET /api/network-invitations/{token} and POST …/{token}/accept.
import { useQuery } from '@tanstack/react-query';
import type { TInvitationPreview, TInvitationResult } from '@oabat/domain/network-invitations';
import { api } from '../../../lib/api.ts';

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['network-invitation', token],
    queryFn: () => api<{ data: TInvitationPreview }>('GET', `/api/network-invitations/${encodeURIComponent(token)}`).then((r) => r.data),
    enabled: !!token,
    retry: false,
  });
export const acceptInvitation = (token: string) =>
  api<{ data: TInvitationResult }>('POST', `/api/network-invitations/${encodeURIComponent(token)}/accept`).then((r) => r.data);
