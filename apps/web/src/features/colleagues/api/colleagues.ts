// Colleagues of a business (/api/business/{id}/users) or a school (/api/schools/{id}/users): list,
// invite, remove. One client for both, as the server has one colleague module.
import { useQuery } from '@tanstack/react-query';
import type { TBusinessUser, TBusinessUserInvite } from '@oabat/domain/businesses';
import { api } from '../../../lib/api.ts';

export type OrganisationKind = 'business' | 'school';
/** The invitation as the form holds and sends it (the schools' route takes the same schema). */
export type InviteForm = TBusinessUserInvite;

const base = (kind: OrganisationKind, id: number) => (kind === 'business' ? `/api/business/${id}/users` : `/api/schools/${id}/users`);

export const colleaguesKey = (kind: OrganisationKind, id: number) => ['colleagues', kind, id] as const;
export const useColleagues = (kind: OrganisationKind, id: number | undefined) =>
  useQuery({
    queryKey: colleaguesKey(kind, id ?? 0),
    enabled: !!id,
    queryFn: () => api<{ data: TBusinessUser[] }>('GET', base(kind, id!)).then((r) => r.data),
  });
export const inviteColleague = (kind: OrganisationKind, id: number, body: InviteForm) =>
  api<{ data: TBusinessUser[] }>('POST', base(kind, id), { body }).then((r) => r.data);
export const removeColleague = (kind: OrganisationKind, id: number, userId: number) =>
  api<{ data: TBusinessUser[] }>('DELETE', `${base(kind, id)}/${userId}`).then((r) => r.data);
