// The schools of a region: candidates by name (GET /api/regions/{slug}/school_candidates) and the link
// itself (POST/DELETE /api/v2/school/{id}/region/{regionId}).
import type { TRegionSchoolCandidate } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export type SchoolRef = TRegionSchoolCandidate;
export const findSchoolCandidates = (slug: string, name: string) =>
  api<{ data: SchoolRef[] }>('GET', `/api/regions/${encodeURIComponent(slug)}/school_candidates`, { query: { name } }).then((r) => r.data);
export const linkSchool = (schoolId: number, regionId: number) => api('POST', `/api/v2/school/${schoolId}/region/${regionId}`);
export const unlinkSchool = (schoolId: number, regionId: number) => api('DELETE', `/api/v2/school/${schoolId}/region/${regionId}`);
