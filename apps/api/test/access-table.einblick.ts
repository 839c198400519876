// Access rows of EinBlick.pro (issue #16): only the business's own users (with the product) read and write its
// insight pages; the public page is open by its random uid (it is meant for the business's website).
import type { Fixtures } from './access-fixtures.ts';
import type { Rule } from './access-rules.ts';

const body = (f: Fixtures) => ({ title: 'Unsere Ausbildung', intro: 'So lernst du bei uns.', items: [{ kind: 'video', id: f.einblick.videoId }] });
const page = (f: Fixtures) => `/api/v2/business/${f.business.id}/einblick/${f.einblick.pageId}`;

export const EINBLICK_RULES: Record<string, Rule> = {
  'GET /api/v2/business/:id/einblick': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/einblick` }) },
  'GET /api/v2/business/:id/einblick_sources': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/einblick_sources` }) },
  'POST /api/v2/business/:id/einblick': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/einblick`, body: body(f) }),
    ownerStatus: [201],
  },
  'GET /api/v2/business/:id/einblick/:pageId': { owner: 'business', call: (f) => ({ url: page(f) }) },
  'PUT /api/v2/business/:id/einblick/:pageId': { owner: 'business', call: (f) => ({ url: page(f), body: body(f) }) },
  'DELETE /api/v2/business/:id/einblick/:pageId': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/einblick/${f.einblick.deletePageId}` }),
    ownerStatus: [204, 404],
  },
  'GET /api/einblick/:uid': { guest: 'Die Einblicks-Seite ist für die Website des Betriebs gemacht (iFrame), erreichbar nur über ihre zufällige uid' },
};
