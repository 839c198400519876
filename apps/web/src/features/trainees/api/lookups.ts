// Look-ups the profile form needs: a place by postal code (GET /api/v2/locations/zip/{zip}) and
// school bases (GET /api/schoolbases, POST /api/school_bases/).
import type { TLocation } from '@oabat/domain/locations';
import type { TSchoolBase } from '@oabat/domain/schools';
import { api } from '../../../lib/api.ts';

export const placeByZip = (zip: string) => api<{ data: TLocation }>('GET', `/api/v2/locations/zip/${encodeURIComponent(zip)}`).then((r) => r.data);
export const findSchoolBases = (name: string) => api<{ data: TSchoolBase[] }>('GET', '/api/schoolbases', { query: { name } }).then((r) => r.data);
export const createSchoolBase = (name: string, postalCode?: string) =>
  api<{ data: TSchoolBase }>('POST', '/api/school_bases/', { body: { name, postal_code: postalCode || undefined } }).then((r) => r.data);
