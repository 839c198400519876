// Access rows of the operator's remaining admin pages (schools and regions panel, job lists, conversations, timer,
// surveys, problem reports): the dashboard user reads, only the admin changes.
import type { Rule } from './access-table.ts';

export const ADMIN_PAGES_RULES: Record<string, Rule> = {
  'GET /api/v2/admin/schools/:id': { owner: 'admin', allowed: ['dashboard'], call: (f) => ({ url: `/api/v2/admin/schools/${f.schoolOf.school2}` }) },
  'GET /api/v2/admin/regions/:id': { owner: 'admin', allowed: ['dashboard'], call: (f) => ({ url: `/api/v2/admin/regions/${f.region.id}` }) },
  'PUT /api/v2/admin/schools/:id': { owner: 'admin', call: (f) => ({ url: `/api/v2/admin/schools/${f.schoolOf.school2}`, body: { city: 'Passau' } }) },
  'PUT /api/v2/admin/regions/:id': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/regions/${f.region.id}`, body: { contact_email: 'info@region.example' } }),
  },
  'POST /api/v2/admin/schools/:id/regions/:regionId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/schools/${f.schoolOf.school2}/regions/${f.region.id}` }),
  },
  'DELETE /api/v2/admin/schools/:id/regions/:regionId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/schools/${f.schoolOf.school2}/regions/${f.region.id}` }),
  },
  'GET /api/admin/schedules': { owner: 'admin', call: () => ({ url: '/api/admin/schedules' }) },
  'POST /api/admin/schedules/:name/run': { owner: 'admin', call: () => ({ url: '/api/admin/schedules/privacy.erase_due/run' }) },
  'GET /api/v2/admin/joblists/jobs': { owner: 'admin', call: () => ({ url: '/api/v2/admin/joblists/jobs?search=B%C3%A4cker' }) },
  'GET /api/v2/admin/themes': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/themes' }) },
  'GET /api/v2/admin/conversations': {
    owner: 'admin',
    call: () => ({ url: '/api/v2/admin/conversations?query=interessiere' }),
    leaks: (f, b) => b.includes('interessiere mich'),
  },
};
