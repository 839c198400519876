// Invitation links of schools and regions (shared by the school network page and the region's members page):
// create one (shown once: only its hash is stored) and list the earlier ones with their uses.
import { useQuery } from '@tanstack/react-query';
import type { InviterType, TCreatedInvitation, TInvitationSummary } from '@oabat/domain/network-invitations';
import { api } from './api.ts';

const base = (type: InviterType, key: string) => `/api/${type === 'school' ? 'schools' : 'regions'}/${encodeURIComponent(key)}/network-invitations`;
export const invitationsKey = (type: InviterType, key: string) => ['network-invitations', type, key] as const;

export const useInvitations = (type: InviterType, key: string | undefined) =>
  useQuery({
    queryKey: invitationsKey(type, key ?? ''),
    queryFn: () => api<{ data: TInvitationSummary[] }>('GET', base(type, key!)).then((r) => r.data),
    enabled: !!key,
  });
export const createInvitation = (type: InviterType, key: string) => api<{ data: TCreatedInvitation }>('POST', base(type, key)).then((r) => r.data);
