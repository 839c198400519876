// Access rows of the personal API keys (store product api_connection) and of the mail2chat inbound webhook.
import type { Rule } from './access-rules.ts';

export const API_KEYS_RULES: Record<string, Rule> = {
  'GET /api/v2/business/:id/api_keys': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/api_keys` }) },
  'POST /api/v2/business/:id/api_keys': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/api_keys`, body: { name: 'Zugriffstest' } }),
    ownerStatus: [201],
  },
  'DELETE /api/v2/business/:id/api_keys/:keyId': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/api_keys/${f.apiKeys.keyId}` }),
    ownerStatus: [204],
  },
  // The inbound-mail webhook: called by the mail provider, authenticated by its shared secret (INBOUND_MAIL_SECRET),
  // not by a user; off without it. The mail2chat tests prove the secret, address and sender checks.
  'POST /api/mail/inbound': { guest: 'Webhook des Mail-Providers, durch INBOUND_MAIL_SECRET geschützt' },
};
