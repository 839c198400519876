// Access rows: The operator's business, school and region lists: the dashboard user reads, only the admin changes.
import { type Rule } from './access-rules.ts';

export const ADMIN_RULES: Record<string, Rule> = {
  // The operator's business list (admin-businesses): the dashboard user reads it; only the admin changes the second
  // business (not the demo bakery, whose rights later rows need). Channel 1 is oabat, the first row of migration 0002.
  'GET /api/v2/admin/business': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/business?search=huber' }) },
  'GET /api/v2/admin/business/export': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/business/export?search=huber' }) },
  'GET /api/v2/admin/business/:id': { owner: 'admin', allowed: ['dashboard'], call: (f) => ({ url: `/api/v2/admin/business/${f.business.id}` }) },
  'GET /api/subscription_types': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/subscription_types' }) },
  'PUT /api/v2/admin/business/:id': { owner: 'admin', call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}`, body: { is_visible: true } }) },
  // "geprüfter Betrieb": only the admin records or removes the identity check (a business never sets it itself).
  'PUT /api/v2/admin/business/:id/verification': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/verification`, body: { kind: 'register', reference: 'HRB 4711 Amtsgericht Passau' } }),
  },
  'DELETE /api/v2/admin/business/:id/verification': { owner: 'admin', call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/verification` }) },
  'POST /api/v2/admin/business/:id/permissions/:permission': {
    owner: 'admin',
    mayChange: /^b\d+$/,
    call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/permissions/mail2chat` }),
  },
  'DELETE /api/v2/admin/business/:id/permissions/:permission': {
    owner: 'admin',
    mayChange: /^b\d+$/,
    call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/permissions/mail2chat` }),
  },
  'POST /api/business/:id/subscription/:typeId': { owner: 'admin', call: (f) => ({ url: `/api/business/${f.business2.id}/subscription/1` }) },
  'DELETE /api/business/:id/subscription/:typeId': { owner: 'admin', call: (f) => ({ url: `/api/business/${f.business2.id}/subscription/1` }) },
  'POST /api/business_site/:id/channel/:channelId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/business_site/${f.business2.siteId}/channel/${f.demo.oabatChannelId}`, body: { is_active: true } }),
  },
  // The operator's school and region lists (admin-organisations): read-only, the dashboard user too.
  'GET /api/v2/admin/schools': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/schools?search=Nikola' }) },
  'GET /api/v2/admin/schools/export': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/schools/export?search=Nikola' }) },
  'GET /api/v2/admin/regions': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/regions?search=passau' }) },
  'GET /api/v2/admin/regions/export': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/regions/export?search=passau' }) },
};
