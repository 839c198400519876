// Access rows: Jobs: published ones are public, drafts only for their business; private uploads; lists and themes; ratings, interests and reviews of the trainee.
import { type Rule, P, SELF, jobBody } from './access-rules.ts';

export const JOBS_RULES: Record<string, Rule> = {
  // Published jobs are public; a draft only for its business.
  'GET /api/jobs': {
    guest: 'veröffentlichte Stellen',
    owner: 'business',
    call: () => ({ url: '/api/jobs?business=baeckerei-huber&status=draft' }),
    leaks: (f, b) => b.includes(f.business.draftJobSlug),
  },
  'GET /api/v2/jobs': {
    guest: 'veröffentlichte Stellen',
    owner: 'business',
    call: () => ({ url: '/api/v2/jobs?business=baeckerei-huber&status=draft' }),
    leaks: (f, b) => b.includes(f.business.draftJobSlug),
  },
  'GET /api/jobs/:ref': { guest: 'veröffentlichte Stellen', owner: 'business', call: (f) => ({ url: `/api/jobs/${f.business.draftJobSlug}` }) },
  'GET /api/v2/jobs/:ref': { guest: 'veröffentlichte Stellen', owner: 'business', call: (f) => ({ url: `/api/v2/jobs/${f.business.draftJobSlug}` }) },
  'GET /api/job/:id': { guest: 'veröffentlichte Stellen', owner: 'business', call: (f) => ({ url: `/api/job/${f.business.draftJobId}` }) },
  'GET /api/v2/jobs/:ref/statistics': { owner: 'business', call: (f) => ({ url: `/api/v2/jobs/${f.business.jobSlug}/statistics` }) },
  'GET /api/v2/job_reviews': { owner: 'admin', call: () => ({ url: '/api/v2/job_reviews' }) },
  'GET /api/v2/job_reviews/:id': {
    owner: 'admin',
    allowed: ['business'] /* the job's own business reads its review */,
    call: (f) => ({ url: `/api/v2/job_reviews/${f.business.pendingReviewId}` }),
  },
  'PUT /api/v2/job_reviews/:id': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/job_reviews/${f.business.pendingReviewId}`, body: { status: 'rejected', comment: 'Bitte ergänzen.' } }),
  },
  'GET /api/v2/jobs/ratings/liked': SELF('die Favoriten des Aufrufers', () => ({ url: '/api/v2/jobs/ratings/liked' }), {
    leaks: (f, b) => b.includes(f.trainee.ratedJobSlug),
  }),
  // Only 'platform', 'email' or 'none' for a published job (never the contact address): the page decides on "bewerben".
  'GET /api/job_interests/reach': P('ob eine Bewerbung den Betrieb einer veröffentlichten Stelle erreicht (ohne Adresse)'),
  'GET /api/job_interests': {
    owner: 'business',
    allowed: ['trainee'],
    call: () => ({ url: '/api/job_interests' }),
    leaks: (f, b) => b.includes(f.trainee.interestText),
  },

  // Private uploads: only the owner (and who a feature lets in).
  'GET /api/images/:id': { guest: 'öffentliche Bilder', owner: 'trainee', call: (f) => ({ url: `/api/images/${f.trainee.imageId}` }) },
  'GET /media/images/:uid/:variant': { guest: 'öffentliche Bilder', owner: 'trainee', call: (f) => ({ url: `/media/images/${f.trainee.imageUid}/1.webp` }) },
  'GET /api/file/:id': {
    guest: 'Gast-Upload mit seiner uuid',
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/file/${f.trainee.fileId}` }),
  },
  'GET /api/files_info/:id': {
    guest: 'Gast-Upload mit seiner uuid',
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/files_info/${f.trainee.fileId}` }),
  },
  'GET /api/files/:x': {
    guest: 'Gast-Upload mit seiner uuid',
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/files/${f.trainee.fileId}` }),
  },
  'GET /api/files': SELF('die eigenen Dateien', () => ({ url: '/api/files' }), { leaks: (f, b) => b.includes(f.trainee.fileUuid) }),
  'POST /api/images': SELF('lädt ein eigenes Bild hoch', (f) => ({
    url: '/api/images',
    multipart: { image: { bytes: f.png, name: 'neu.png', type: 'image/png' } },
  })),
  'PUT /api/images/:id': { owner: 'trainee', call: (f) => ({ url: `/api/images/${f.trainee.imageId}`, body: { file_name: 'profil.png' } }) },
  'DELETE /api/images/:id': { owner: 'business', call: (f) => ({ url: `/api/images/${f.business.imageId}` }) },
  'PUT /api/files/:id': { owner: 'trainee', call: (f) => ({ url: `/api/files/${f.trainee.fileId}`, body: { original_filename: 'cv.pdf' } }) },
  'DELETE /api/files/:id': { owner: 'trainee', call: (f) => ({ url: `/api/files/${f.trainee.deleteFileId}` }) },
  'POST /api/claim_file/:id': {
    owner: 'trainee',
    ownerStatus: [200, 404, 409, 422],
    call: (f) => ({ url: `/api/claim_file/${f.trainee.fileId}`, body: { uuid: f.trainee.fileUuid } }),
  },

  // Jobs, lists, themes.
  'POST /api/jobs': {
    owner: 'business',
    foreign: (f) => ({ url: '/api/jobs', body: { ...jobBody(f), business_site_id: f.business2.siteId } }),
    call: (f) => ({ url: '/api/jobs', body: jobBody(f) }),
  },
  'POST /api/jobs/': { owner: 'business', call: (f) => ({ url: '/api/jobs/', body: jobBody(f) }) },
  'POST /api/v2/jobs': { owner: 'business', call: (f) => ({ url: '/api/v2/jobs', body: jobBody(f) }) },
  'POST /api/v2/jobs/': { owner: 'business', call: (f) => ({ url: '/api/v2/jobs/', body: jobBody(f) }) },
  'PUT /api/jobs/:ref': { owner: 'business', call: (f) => ({ url: `/api/jobs/${f.business.jobSlug}`, body: { description: 'Neue Beschreibung' } }) },
  'PUT /api/v2/jobs/:ref': {
    owner: 'business',
    foreign: (f) => ({ url: `/api/v2/jobs/${f.business.jobSlug}`, body: { business_site_id: f.business2.siteId } }),
    call: (f) => ({ url: `/api/v2/jobs/${f.business.jobSlug}`, body: { description: 'Neue Beschreibung' } }),
  },
  'DELETE /api/jobs/:ref': { owner: 'business', call: (f) => ({ url: `/api/jobs/${f.business.deleteJobSlugs[0]}` }) },
  'DELETE /api/v2/jobs/:ref': { owner: 'business', call: (f) => ({ url: `/api/v2/jobs/${f.business.deleteJobSlugs[1]}` }) },
  'POST /api/job_lists': {
    owner: 'business',
    call: (f) => ({ url: '/api/job_lists', body: { name: 'Liste mit fremder Stelle', job_ids: [f.business.jobId] } }),
  },
  'PUT /api/job_lists/:id': {
    owner: 'business',
    foreign: (f) => ({ url: `/api/job_lists/${f.business.jobListId}`, body: { job_ids: [f.business2.jobId] } }),
    call: (f) => ({ url: `/api/job_lists/${f.business.jobListId}`, body: { name: 'Umbenannte Liste' } }),
  },
  'DELETE /api/job_lists/:id': { owner: 'business', call: (f) => ({ url: `/api/job_lists/${f.business.jobListId}` }) },
  'POST /api/v2/themes': {
    owner: 'business',
    foreign: (f) => ({ url: '/api/v2/themes', body: { business_id: f.business2.id, type: 'job', theme: { font: 'serif' } } }),
    call: (f) => ({ url: '/api/v2/themes', body: { business_id: f.business.id, type: 'praktikum', theme: { primary_color: '#445566' } } }),
  },
  'PUT /api/v2/themes/:id': { owner: 'business', call: (f) => ({ url: `/api/v2/themes/${f.business.themeId}`, body: { theme: { font: 'serif' } } }) },
  'POST /api/v2/magic/generate': {
    owner: 'business',
    allowed: ['business2'],
    self: 'Textvorschlag für den eigenen Betrieb',
    call: () => ({ url: '/api/v2/magic/generate', body: { template: 'job_intro', inputs: { job_name: 'Bäcker' } } }),
  },

  // Ratings, interests, reviews of the trainee.
  'POST /api/v2/jobs/ratings': {
    owner: 'trainee',
    foreign: (f) => ({ url: '/api/v2/jobs/ratings', body: { job_id: f.business.draftJobId, rating: 80 } }),
    allowed: ['trainee2'],
    self: 'eigene Bewertung',
    ownerStatus: [201, 409],
    call: (f) => ({ url: '/api/v2/jobs/ratings', body: { job_id: f.business.jobId, user_id: f.userId.trainee, rating: 80 } }),
  },
  'POST /api/v2/jobs/ratings/': {
    owner: 'trainee',
    allowed: ['trainee2'],
    self: 'eigene Bewertung',
    ownerStatus: [201, 409],
    call: (f) => ({ url: '/api/v2/jobs/ratings/', body: { job_id: f.business.jobId, user_id: f.userId.trainee, rating: 80 } }),
  },
  'DELETE /api/v2/jobs/ratings/:id': { owner: 'trainee', call: (f) => ({ url: `/api/v2/jobs/ratings/${f.trainee.ratingId}` }) },
  'POST /api/job_interests': {
    owner: 'trainee',
    ownerStatus: [201, 409],
    call: (f) => ({
      url: '/api/job_interests',
      body: { job_id: f.business.jobId, trainee_id: f.trainee.id, message: 'Ich bewerbe mich.', file_ids: [f.trainee.fileId] },
    }),
  },
  'POST /api/job_interests/': {
    owner: 'trainee',
    ownerStatus: [201, 409],
    call: (f) => ({
      url: '/api/job_interests/',
      body: { job_id: f.business.jobId, trainee_id: f.trainee.id, message: 'Ich bewerbe mich.', file_ids: [f.trainee.fileId] },
    }),
  },
  'POST /api/v2/reviews': {
    owner: 'trainee',
    allowed: ['trainee2', 'school', 'school2', 'region', 'region2', 'support'],
    self: 'eigene Bewertung',
    ownerStatus: [201, 409],
    call: (f) => ({ url: '/api/v2/reviews', body: { type: 'business', business_id: f.business.id, rating: 4, message: 'Gute Ausbildung dort.' } }),
  },
  'POST /api/v2/reviews/': {
    owner: 'trainee',
    allowed: ['trainee2', 'school', 'school2', 'region', 'region2', 'support'],
    self: 'eigene Bewertung',
    ownerStatus: [201, 409],
    call: (f) => ({ url: '/api/v2/reviews/', body: { type: 'business', business_id: f.business.id, rating: 4, message: 'Gute Ausbildung dort.' } }),
  },
  'PUT /api/v2/reviews/:id': {
    owner: 'admin',
    mayChange: /^r\d+$/,
    call: (f) => ({ url: `/api/v2/reviews/${f.trainee.reviewId}`, body: { status: 'approved' } }),
  },
  'DELETE /api/v2/reviews/:id': { owner: 'trainee', call: (f) => ({ url: `/api/v2/reviews/${f.trainee.reviewId}` }) },
};
