// Access rows: Trainees, schools and regions: each profile only for its own users.
import { type Rule, SELF, unique, invite } from './access-rules.ts';

export const ORGANISATIONS_RULES: Record<string, Rule> = {
  // Trainees: Lena Maier.
  'GET /api/trainee/:id': { owner: 'trainee', allowed: ['business'], call: (f) => ({ url: `/api/trainee/${f.trainee.id}` }) },
  'PUT /api/trainee/:id': { owner: 'trainee', call: (f) => ({ url: `/api/trainee/${f.trainee.id}`, body: { gender: 'Frau' } }) },
  'POST /api/trainee/:id/upload_profile': {
    owner: 'trainee',
    call: (f) => ({ url: `/api/trainee/${f.trainee.id}/upload_profile`, multipart: { avatar: { bytes: f.png, name: 'ich.png', type: 'image/png' } } }),
  },
  'POST /api/interests/:traineeId': {
    owner: 'trainee',
    ownerStatus: [201, 409] /* one search place per trainee */,
    call: (f) => ({ url: `/api/interests/${f.trainee.id}`, body: { latitude: 48.5, longitude: 13.4 } }),
  },
  'PUT /api/trainee/:traineeId/interests/:interestId': {
    owner: 'trainee',
    call: (f) => ({ url: `/api/trainee/${f.trainee.id}/interests/${f.trainee.interestId}`, body: { latitude: 48.5, longitude: 13.4, radius: 30 } }),
  },

  // Schools: Mittelschule Passau-St. Nikola and its request to Bäckerei Huber's site.
  'PUT /api/schools/:id': {
    owner: 'school',
    foreign: (f) => ({ url: `/api/schools/${f.school.id}`, body: { logo_image_id: f.trainee.imageId } }),
    call: (f) => ({ url: `/api/schools/${f.school.id}`, body: { about_us: 'Unsere Schule stellt sich vor.' } }),
  },
  'GET /api/schools/:id/network': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/network` }) },
  'GET /api/schools/:id/nearby_business_sites': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/nearby_business_sites` }) },
  'GET /api/schools/:id/business_site/:siteId': {
    owner: 'school',
    allowed: ['business'],
    call: (f) => ({ url: `/api/schools/${f.school.id}/business_site/${f.business.siteId}` }),
  },
  'POST /api/schools/:id/business_site/:siteId': {
    owner: 'school',
    allowed: ['business'],
    call: (f) => ({ url: `/api/schools/${f.school.id}/business_site/${f.business.siteId}`, body: { message: 'Noch eine Nachricht', sent_by_type: 'school' } }),
  },
  'PUT /api/schools/:id/business_site/:siteId': {
    owner: 'business',
    call: (f) => ({ url: `/api/schools/${f.school.id}/business_site/${f.business.siteId}`, body: { accepted: true } }),
  },
  'GET /api/schools/:id/users': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/users` }) },
  'POST /api/schools/:id/users': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/users`, body: invite() }) },
  'DELETE /api/schools/:id/users/:userId': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/users/${f.school.colleagueId}` }) },
  'POST /api/school_bases/': SELF('legt eine Schule zur Auswahl an', () => ({ url: '/api/school_bases/', body: { name: `Realschule ${unique()}` } })),
  'POST /api/school_bases': SELF('legt eine Schule zur Auswahl an', () => ({ url: '/api/school_bases', body: { name: `Realschule ${unique()}` } })),
  'POST /api/v2/school/:id/region/:regionId': {
    owner: 'region',
    allowed: ['school'],
    call: (f) => ({ url: `/api/v2/school/${f.school.id}/region/${f.region.id}` }),
  },
  'DELETE /api/v2/school/:id/region/:regionId': {
    owner: 'region',
    allowed: ['school'],
    call: (f) => ({ url: `/api/v2/school/${f.school.id}/region/${f.region.id}` }),
  },

  // Regions: Passau.
  'GET /api/regions/:slug/members': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/members` }) },
  'POST /api/regions/:slug/members': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/members`, body: { business_id: f.business.id } }) },
  'GET /api/regions/:slug/member_candidates': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/member_candidates?name=B%C3%A4` }) },
  'DELETE /api/regions/:slug/members/:businessId': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/members/${f.business.id}` }) },
  'GET /api/regions/:slug/channel': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/channel` }) },
  'PUT /api/regions/:slug/channel': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/channel`, body: { name: 'Region Passau' } }) },
  'POST /api/regions/:slug/join': {
    owner: 'business',
    allowed: ['business2'],
    self: 'ein Betrieb tritt selbst bei',
    call: (f) => ({ url: `/api/regions/${f.region.slug}/join` }),
  },
  'PUT /api/regions/:slug': {
    owner: 'region',
    foreign: (f) => ({ url: `/api/regions/${f.region.slug}`, body: { hero_image_id: f.trainee.imageId } }),
    call: (f) => ({ url: `/api/regions/${f.region.slug}`, body: { intro: 'Willkommen in Passau' } }),
  },
  'GET /api/regions/:slug/school_candidates': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/school_candidates?name=Mittel` }) },
};
