// Access rules of answers within a deadline (modules/answers): a business's own open interests, deadline and
// template answers; the answer figures of a business are public.
import type { Fixtures, Role } from './access-fixtures.ts';

/** The fields of access-table.ts's Rule used here (declared here, so the table's import of this file is no cycle). */
interface Rule {
  guest?: string;
  owner?: Role;
  self?: string;
  call?: (f: Fixtures) => { url: string; body?: Record<string, unknown> };
  leaks?: (f: Fixtures, body: string) => boolean;
}

export const ANSWERS_RULES: Record<string, Rule> = {
  'GET /api/job_interests/open': {
    self: 'die offenen Bewerbungen des eigenen Betriebs',
    owner: 'business',
    call: () => ({ url: '/api/job_interests/open' }),
    leaks: (f, body) => body.includes(`"id":${f.trainee.interestId},`),
  },
  'POST /api/job_interests/:id/answer': {
    owner: 'business',
    call: (f) => ({ url: `/api/job_interests/${f.trainee.interestId}/answer`, body: { template: 'talk' } }),
  },
  'GET /api/business/response-deadline': {
    self: 'die Antwortfrist des eigenen Betriebs',
    owner: 'business',
    call: () => ({ url: '/api/business/response-deadline' }),
  },
  'PUT /api/business/response-deadline': {
    self: 'die Antwortfrist des eigenen Betriebs',
    owner: 'business',
    call: () => ({ url: '/api/business/response-deadline', body: { days: 14 } }),
  },
  'GET /api/v2/business/:slug/answer-stats': { guest: 'Antwortquote und Antwortzeit stehen öffentlich am Betriebsprofil (erst ab 5 Bewerbungen)' },
};
