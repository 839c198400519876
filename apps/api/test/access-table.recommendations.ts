// Access rules of "Für dich" (modules/recommendations, issue 33): every pupil reads her own recommendations only;
// the route takes no id, so nobody can name another pupil. Businesses, schools and regions get 403.
import { SELF, type Rule } from './access-rules.ts';

export const RECOMMENDATIONS_RULES: Record<string, Rule> = {
  'GET /api/v2/recommendations': SELF('die eigenen Jobempfehlungen („Für dich“)', () => ({ url: '/api/v2/recommendations' })),
};
