// Access rows: Businesses: Bäckerei Huber's profile, sites, colleagues and settings, only for its own users.
import { type Rule, site, billing, invite } from './access-rules.ts';

export const BUSINESSES_RULES: Record<string, Rule> = {
  // Businesses: Bäckerei Huber.
  'PUT /api/business/:id': {
    owner: 'business',
    foreign: (f) => [
      { url: `/api/business/${f.business.slug}`, body: { logo_image_id: f.trainee.imageId } },
      { url: `/api/business/${f.business.slug}`, body: { gallery_images: [f.trainee.imageId] } },
    ],
    call: (f) => ({ url: `/api/business/${f.business.slug}`, body: { motto: 'Frisch gebacken' } }),
  },
  'POST /api/business/delete-video': { owner: 'business', call: (f) => ({ url: '/api/business/delete-video', body: { businessID: f.business.id } }) },
  'POST /api/contactpersons': {
    owner: 'business',
    foreign: (f) => [
      { url: '/api/contactpersons', body: { firstname: 'Eva', profile_picture: f.trainee.imageId } },
      { url: '/api/contactpersons', body: { firstname: 'Eva', business_id: f.business2.id } },
    ],
    call: (f) => ({ url: '/api/contactpersons', body: { business_id: f.business.id, firstname: 'Eva', lastname: 'Neu' } }),
  },
  'PUT /api/contactpersons/:id': {
    owner: 'business',
    call: (f) => ({ url: `/api/contactpersons/${f.business.contactPersonId}`, body: { position: 'Ausbilderin' } }),
  },
  'POST /api/business/:id/business_sites': {
    owner: 'business',
    call: (f) => ({ url: `/api/business/${f.business.id}/business_sites`, body: { ...site(f), id: undefined } }),
  },
  'PUT /api/business/:id/business_sites': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/business_sites`, body: site(f) }) },
  'GET /api/v2/business/:id/billing_address': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/billing_address` }) },
  'POST /api/v2/business/:id/billing_address': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/billing_address`, body: billing }),
  },
  'GET /api/business/:id/billing_address': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/billing_address` }) },
  'POST /api/business/:id/billing_address': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/billing_address`, body: billing }) },
  'GET /api/business/:id/users': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/users` }) },
  'POST /api/business/:id/users': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/users`, body: invite() }) },
  'DELETE /api/business/:id/users/:userId': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/users/${f.business.colleagueId}` }) },
  'GET /api/business/:id/activities': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/activities` }) },
};
