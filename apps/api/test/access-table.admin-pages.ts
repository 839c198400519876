// Access rows of the operator's remaining admin pages (schools and regions panel, job lists, conversations, timer,
// surveys, problem reports): the dashboard user reads, only the admin changes.
import type { Rule } from './access-rules.ts';

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
  // Surveys: the shell's calls act on the caller's own answers; the demo survey is switched off, so answering it is a 404.
  'GET /api/surveys/open': { self: 'die eigenen offenen Umfragen', owner: 'trainee', call: () => ({ url: '/api/surveys/open' }) },
  'POST /api/surveys/:id/answer': {
    self: 'die eigene Antwort',
    owner: 'trainee',
    ownerStatus: [404],
    call: (f) => ({ url: `/api/surveys/${f.demo.surveyId}/answer`, body: { answer: 0 } }),
  },
  'GET /api/v2/admin/surveys': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/surveys' }) },
  'POST /api/v2/admin/surveys': {
    owner: 'admin',
    call: () => ({
      url: '/api/v2/admin/surveys',
      body: { name: `zugriff-${Date.now()}`, question: 'Wie findest du das?', answers: ['Gut', 'Schlecht'], is_active: false },
    }),
  },
  'PUT /api/v2/admin/surveys/:id': {
    owner: 'admin',
    call: (f) => ({
      url: `/api/v2/admin/surveys/${f.demo.surveyId}`,
      body: {
        name: 'demo-zufriedenheit',
        question: 'Wie gefällt dir Oabat bisher?',
        answers: ['Sehr gut', 'Gut', 'Geht so', 'Nicht gut'],
        audience: 'trainee',
        is_active: false,
      },
    }),
  },
  'DELETE /api/v2/admin/surveys/:id': { owner: 'admin', ownerStatus: [204, 404], call: () => ({ url: '/api/v2/admin/surveys/2147483000' }) },
  'GET /api/v2/admin/surveys/:id/export': { owner: 'admin', allowed: ['dashboard'], call: (f) => ({ url: `/api/v2/admin/surveys/${f.demo.surveyId}/export` }) },
  // Problem reports: any business reports its own problem (a foreign screenshot id is refused); the support team reads.
  'POST /api/business/problem': {
    owner: 'business',
    allowed: ['business2'],
    call: () => ({ url: '/api/business/problem', body: { category: 'technik', text: 'Zugriffstest: die Seite lädt nicht.' } }),
    foreign: (f) => ({ url: '/api/business/problem', body: { category: 'technik', text: 'Zugriffstest: fremdes Bild.', image_id: f.trainee.imageId } }),
  },
  'GET /api/admin/problem-reports': { owner: 'admin', allowed: ['support', 'dashboard'], call: () => ({ url: '/api/admin/problem-reports' }) },
  'PUT /api/admin/problem-reports/:id': {
    owner: 'admin',
    allowed: ['support'],
    call: () => ({ url: '/api/admin/problem-reports/1', body: { status: 'done' } }),
    ownerStatus: [200, 404],
  },
};
