// Look-ups the profile form needs: a place by postal code (GET /api/v2/locations/zip/{zip}) and
// school bases (GET /api/schoolbases, POST /api/school_bases/).
import { api } from '../../../lib/api.ts';

export const placeByZip = (zip: string) =>
  api<{ data: { latitude: number; longitude: number; name: string } }>('GET', `/api/v2/locations/zip/${encodeURIComponent(zip)}`).then((r) => r.data);
export const findSchoolBases = (name: string) =>
  api<{ data: { id: number; name: string; city: string | null }[] }>('GET', '/api/schoolbases', { query: { name } }).then((r) => r.data);
export const createSchoolBase = (name: string, postalCode?: string) =>
  api<{ data: { id: number; name: string } }>('POST', '/api/school_bases/', { body: { name, postal_code: postalCode || undefined } }).then((r) => r.data);
