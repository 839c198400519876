// Access rows of job fairs: fairs not yet over are public; only the admin writes fairs and participants; a
// business's visitors during its fairs only its own users (and the admin) see.
import type { Rule } from './access-rules.ts';

const DEMO_FAIR = '/api/jobfairs/digitale-ausbildungsmesse-passau';
const fairBody = (name: string) => ({
  name,
  channel: 'passau',
  start_at: '2027-03-01T09:00:00+01:00',
  end_at: '2027-03-01T16:00:00+01:00',
  postal_code: '94032',
  city: 'Passau',
});

export const FAIRS_RULES: Record<string, Rule> = {
  'GET /api/jobfairs': { guest: 'Messen sind öffentlich, solange sie nicht vorbei sind' },
  'GET /api/jobfairs/:id': { guest: 'Messen sind öffentlich, solange sie nicht vorbei sind' },
  'POST /api/jobfairs': { owner: 'admin', call: () => ({ url: '/api/jobfairs', body: fairBody('Zugriffstest-Messe') }) },
  'PUT /api/jobfairs/:id': { owner: 'admin', call: () => ({ url: DEMO_FAIR, body: { name: 'Digitale Ausbildungsmesse Passau' } }) },
  'POST /api/jobfairs/:id/businesses': { owner: 'admin', call: (f) => ({ url: `${DEMO_FAIR}/businesses`, body: { business_id: f.business2.id } }) },
  'DELETE /api/jobfairs/:id/businesses/:businessId': { owner: 'admin', call: (f) => ({ url: `${DEMO_FAIR}/businesses/${f.business2.id}` }) },
  // Requests (issue #36): a business asks for itself only; only the admin lists and decides them. Routes are judged
  // in their order, after the demo fair's deletion above: the owner's calls may find no fair or request (404), which
  // both use cases check after the caller's rights, so every stranger still gets 403 (fairs.test.ts has the success).
  'POST /api/jobfairs/:id/requests': {
    owner: 'business',
    ownerStatus: [201, 404],
    call: (f) => ({ url: `${DEMO_FAIR}/requests`, body: { business_id: f.business.id, message: 'Wir stellen gern live vor.' } }),
  },
  'GET /api/business/:id/jobfair_requests': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.slug}/jobfair_requests` }) },
  'GET /api/jobfair_requests': { owner: 'admin', call: () => ({ url: '/api/jobfair_requests' }) },
  'PUT /api/jobfair_requests/:requestId': {
    owner: 'admin',
    ownerStatus: [200, 404],
    call: () => ({ url: '/api/jobfair_requests/1', body: { status: 'declined' } }),
  },
  // Registered last of the fair routes: the owner's call removes the demo fair the rows above name.
  'DELETE /api/jobfairs/:id': { owner: 'admin', call: () => ({ url: DEMO_FAIR }) },
  'GET /api/business/:id/jobfair_visitors': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.slug}/jobfair_visitors` }) },
};
