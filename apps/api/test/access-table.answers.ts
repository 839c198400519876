// Access rules of answers within a deadline (modules/answers): a business's own open interests, deadline and
// template answers; the answer figures of a business are public.
import type { Rule } from './access-rules.ts';

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
