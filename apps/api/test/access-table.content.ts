// Access rows: Channel content: posts (only the author's business and the admin), events and materials (only the channel's region or school, and the admin).
import { type Rule, P } from './access-rules.ts';

export const CONTENT_RULES: Record<string, Rule> = {
  // Posts: the business's draft is read, changed and deleted only by the business (and the admin).
  'GET /api/posts': {
    guest: 'Neuigkeiten: veröffentlichte Beiträge',
    owner: 'business',
    call: () => ({ url: '/api/posts?mine=1' }),
    leaks: (f, b) => b.includes(f.business.postTitle),
  },
  'GET /api/posts/:slug': {
    guest: 'veröffentlichte Beiträge',
    owner: 'business',
    call: (f) => ({ url: `/api/posts/${f.business.postSlug}` }),
    leaks: (f, b) => b.includes(f.business.postTitle),
  },
  'POST /api/posts': {
    owner: 'business',
    allowed: ['business2', 'school', 'school2', 'region', 'region2'],
    self: 'eigener Beitrag der eigenen Organisation',
    ownerStatus: [201],
    call: () => ({ url: '/api/posts', body: { post: { title: 'Neuer Beitrag', body: '<p>Text des neuen Beitrags.</p>', status: 'draft' } } }),
  },
  'PUT /api/posts/:slug': {
    owner: 'business',
    call: (f) => ({ url: `/api/posts/${f.business.postSlug}`, body: { post: { title: 'Geändert, noch geheim' } } }),
  },
  'DELETE /api/posts/:slug': { owner: 'business', call: (f) => ({ url: `/api/posts/${f.business.deletePostSlug}` }) },
  'POST /api/admin/cache/clear': { owner: 'admin', call: () => ({ url: '/api/admin/cache/clear', body: { tags: ['search'] } }) },
  // "Suchen ohne Treffer" (issue #33): only the admin reads the misses and changes the search's synonyms.
  'GET /api/admin/search-misses': { owner: 'admin', call: () => ({ url: '/api/admin/search-misses' }) },
  'POST /api/admin/search-synonyms': {
    owner: 'admin',
    call: () => ({ url: '/api/admin/search-synonyms', body: { term: `Zugriffstest${Date.now() % 100000}`, target: 'Bäcker/in' } }),
    ownerStatus: [201],
  },
  'DELETE /api/admin/search-synonyms/:id': { owner: 'admin', call: () => ({ url: '/api/admin/search-synonyms/2147480000' }), ownerStatus: [404] },

  // Events: public announcements; only the channel's region or school (and the admin) writes them.
  'GET /api/events': P('Veranstaltungen sind öffentliche Ankündigungen'),
  'GET /api/events/:id': P('Veranstaltungen sind öffentliche Ankündigungen'),
  'GET /api/events/:id/ics': P('Kalenderdatei einer öffentlichen Veranstaltung'),
  'POST /api/events': {
    owner: 'region',
    call: (f) => ({
      url: '/api/events',
      body: {
        event: {
          title: 'Zugriffstest-Messe',
          description: '<p>Test</p>',
          start_at: '2027-03-01T10:00:00+01:00',
          end_at: '2027-03-01T12:00:00+01:00',
          city: 'Passau',
          channel: f.region.slug,
        },
      },
    }),
  },
  'PUT /api/events/:id': {
    owner: 'region',
    call: (f) => ({ url: `/api/events/${f.region.eventId}`, body: { event: { title: 'Ausbildungsmesse Passau (neu)' } } }),
  },

  // Materials: everybody who sees the channel's page lists and downloads them; only its region or school writes them.
  'GET /api/materials': P('Materialien stehen auf der öffentlichen Seite der Region oder Schule'),
  'GET /api/materials/:id': P('Materialien stehen auf der öffentlichen Seite der Region oder Schule'),
  'GET /api/materials/:id/download': P('Download eines Materials der öffentlichen Seite der Region oder Schule'),
  'POST /api/materials': {
    owner: 'region',
    call: (f) => ({ url: '/api/materials', body: { file_id: f.region.materialFileId, channel_id: f.region.channelId, title: 'Zugriffstest-Material' } }),
    foreign: (f) => ({ url: '/api/materials', body: { file_id: f.trainee.fileId, channel_id: f.region.channelId, title: 'Fremde Datei' } }),
  },
  'PUT /api/materials/:id': {
    owner: 'region',
    call: (f) => ({ url: `/api/materials/${f.region.materialId}`, body: { title: 'Ausbildungsatlas (neu)' } }),
    foreign: (f) => ({ url: `/api/materials/${f.region.materialId}`, body: { file_id: f.trainee.fileId } }),
  },
  'DELETE /api/materials/:id': { owner: 'region', call: (f) => ({ url: `/api/materials/${f.region.deleteMaterialId}` }) },
};
