// A region's member businesses: GET/POST /api/regions/{slug}/members, DELETE .../members/{id},
// GET .../member_candidates (by name). The region's own users only.
import { useQuery } from '@tanstack/react-query';
import type { TRegionMember } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

const base = (slug: string) => `/api/regions/${encodeURIComponent(slug)}`;
export const membersKey = (slug: string) => ['region-members', slug] as const;

export const useRegionMembers = (slug: string | undefined) =>
  useQuery({
    queryKey: membersKey(slug ?? ''),
    enabled: !!slug,
    queryFn: () => api<{ data: TRegionMember[] }>('GET', `${base(slug!)}/members`).then((r) => r.data),
  });
export const findMemberCandidates = (slug: string, name: string) =>
  api<{ data: TRegionMember[] }>('GET', `${base(slug)}/member_candidates`, { query: { name } }).then((r) => r.data);
export const addMember = (slug: string, businessId: number) =>
  api<{ data: TRegionMember[] }>('POST', `${base(slug)}/members`, { body: { business_id: businessId } }).then((r) => r.data);
export const removeMember = (slug: string, businessId: number) =>
  api<{ data: TRegionMember[] }>('DELETE', `${base(slug)}/members/${businessId}`).then((r) => r.data);
