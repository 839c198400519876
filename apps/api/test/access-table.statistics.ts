// Access rows of the statistics module (issue #17): the dashboard's figures and the campaigns are for the
// admin and the dashboard user (only the admin writes); a business reads only its own figures.
// The Rule shape of access-table.ts, restated here so the two files do not import each other.
import type { Fixtures, Role } from './access-fixtures.ts';

interface StatisticsRule {
  guest?: string;
  owner?: Role;
  allowed?: Role[];
  call?: (f: Fixtures) => { url: string; body?: Record<string, unknown> };
  ownerStatus?: number[];
}
let seq = 0;

export const STATISTICS_RULES: Record<string, StatisticsRule> = {
  'GET /api/statistics': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/statistics' }) },
  // The dashboard account reads the figures but writes nothing, not even a refresh (issue #35).
  'POST /api/admin/statistics/refresh': { owner: 'admin', call: () => ({ url: '/api/admin/statistics/refresh' }) },
  'GET /api/statistics/public': { guest: 'Öffentliche Zahlen der Plattform (/statistiken)' },
  'GET /api/business/:id/statistics': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/statistics?days=30` }) },
  'GET /api/admin/campaigns': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/admin/campaigns' }) },
  'GET /api/admin/campaigns/:id': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/admin/campaigns/1' }), ownerStatus: [200, 404] },
  'POST /api/admin/campaigns': {
    owner: 'admin',
    call: () => ({
      url: '/api/admin/campaigns',
      body: {
        name: 'Zugriffstest',
        template: 'plakat',
        utm_id: `zugriff-${Date.now().toString(36)}-${(seq += 1)}`,
        utm_source: 'plakat',
        utm_medium: 'print',
        target_path: '/',
      },
    }),
  },
  // Every caller but the admin is refused before the lookup; the demo campaign may be gone already.
  'DELETE /api/admin/campaigns/:id': { owner: 'admin', call: () => ({ url: '/api/admin/campaigns/1' }), ownerStatus: [204, 404] },
  // One person's journey: the team's figures; the fixed session id need not have data (404 then).
  'GET /api/admin/analytics/users/:id': { owner: 'admin', allowed: ['dashboard'], call: (f) => ({ url: `/api/admin/analytics/users/${f.userId.business}` }) },
  'GET /api/admin/analytics/anonymous/:id': {
    owner: 'admin',
    allowed: ['dashboard'],
    call: () => ({ url: '/api/admin/analytics/anonymous/zugriffstest-0000' }),
    ownerStatus: [200, 404],
  },
};
