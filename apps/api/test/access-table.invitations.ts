// Access rows of invitation links (/arbeitgeber/einladung): a school's or region's own users create and list links;
// the preview is open to whoever holds a token; only a business accepts (the fixed token here is unknown: 404).
import type { Rule } from './access-rules.ts';

const UNKNOWN_TOKEN = 'Z'.repeat(43);

export const INVITATIONS_RULES: Record<string, Rule> = {
  'POST /api/schools/:id/network-invitations': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.slug}/network-invitations` }) },
  'GET /api/schools/:id/network-invitations': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.slug}/network-invitations` }) },
  'POST /api/regions/:slug/network-invitations': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/network-invitations` }) },
  'GET /api/regions/:slug/network-invitations': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/network-invitations` }) },
  'GET /api/network-invitations/:token': { guest: 'Einladungslink: wer einlädt (nur mit dem unratbaren Token)' },
  'POST /api/network-invitations/:token/accept': {
    owner: 'business',
    allowed: ['business2'],
    ownerStatus: [404],
    call: () => ({ url: `/api/network-invitations/${UNKNOWN_TOKEN}/accept` }),
  },
};
