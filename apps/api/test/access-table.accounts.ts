// Access rows: Accounts and their data (DSGVO): every logged-in caller acts on their own account only.
import { type Rule, P, SELF, unique } from './access-rules.ts';

export const ACCOUNTS_RULES: Record<string, Rule> = {
  // Accounts.
  'GET /api/auth/user': SELF('das eigene Konto', () => ({ url: '/api/auth/user' })),
  'POST /api/auth/logout': SELF('beendet die eigene Sitzung', () => ({ url: '/api/auth/logout' }), { revokes: true }),
  'POST /api/auth/temporary_login': { owner: 'admin', call: (f) => ({ url: '/api/auth/temporary_login', body: { user_id: f.userId.trainee } }) },
  'PUT /api/users/:id': { owner: 'trainee', call: (f) => ({ url: `/api/users/${f.userId.trainee}`, body: { firstname: 'Lena' } }) },
  'POST /api/password_change': SELF(
    'das eigene Passwort',
    () => ({
      url: '/api/password_change',
      body: { old_password: 'Demo-Passwort-2026', password: 'Demo-Passwort-2026', password_confirmation: 'Demo-Passwort-2026' },
    }),
    { revokes: true },
  ),
  'PUT /api/v2/auth/request_email_change': {
    owner: 'trainee',
    call: (f) => ({ url: '/api/v2/auth/request_email_change', body: { user_id: f.userId.trainee, email: `neu-${unique()}@test.example` } }),
  },
  'POST /api/v2/auth/email_change': {
    owner: 'trainee',
    ownerStatus: [422],
    call: (f) => ({ url: '/api/v2/auth/email_change', body: { user_id: f.userId.trainee, email: 'neu@test.example', code: '123456' } }),
  },
  'POST /api/user/request-deactivation': {
    owner: 'trainee',
    call: (f) => ({ url: '/api/user/request-deactivation', body: { user_id: f.userId.trainee, reason_message: 'Test' } }),
  },
  'GET /api/settings/notifications/': SELF('die eigenen Einstellungen', () => ({ url: '/api/settings/notifications/' })),
  'GET /api/settings/notifications': SELF('die eigenen Einstellungen', () => ({ url: '/api/settings/notifications' })),
  'PUT /api/settings/notifications/:id': SELF('die eigenen Einstellungen (id = Art der Benachrichtigung)', () => ({
    url: '/api/settings/notifications/1',
    body: { subscribed: true },
  })),
  'GET /api/v2/user_aliases/:id': { owner: 'trainee', call: (f) => ({ url: `/api/v2/user_aliases/${f.userId.trainee}` }) },
  'PUT /api/v2/user_aliases/:id': {
    owner: 'trainee',
    call: (f) => ({ url: `/api/v2/user_aliases/${f.userId.trainee}`, body: { is_job_interest_mail_active: true } }),
  },
  'GET /api/user/:id/tutorials': { owner: 'trainee', call: (f) => ({ url: `/api/user/${f.userId.trainee}/tutorials` }) },
  'POST /api/user/:id/tutorials': { owner: 'trainee', call: (f) => ({ url: `/api/user/${f.userId.trainee}/tutorials`, body: { tutorial_step: 'favoriten' } }) },
  'DELETE /api/user/:id/tutorials': { owner: 'trainee', call: (f) => ({ url: `/api/user/${f.userId.trainee}/tutorials?tutorial_step=favoriten` }) },
  'GET /api/admin/users': { owner: 'admin', call: () => ({ url: '/api/admin/users?search=a' }) },
  // Their data (DSGVO): one's own export and deletion; an export link works only for its owner.
  'POST /api/account/data_export': SELF('der eigene Datenexport', () => ({ url: '/api/account/data_export' }), { ownerStatus: [202] }),
  'GET /api/account/data_export/:token': {
    owner: 'trainee',
    ownerStatus: [200, 404],
    call: (f) => ({ url: `/api/account/data_export/${f.trainee.exportToken}` }),
  },
  'POST /api/account/deletion': SELF(
    'das eigene Konto (14 Tage lang durch eine Anmeldung wiederherstellbar)',
    () => ({ url: '/api/account/deletion', body: { confirm: 'konto-loeschen' } }),
    { revokes: true, ownerStatus: [202] },
  ),
  'GET /api/admin/custom-domains': { owner: 'admin', call: () => ({ url: '/api/admin/custom-domains' }) },
  'PUT /api/admin/custom-domains': {
    owner: 'admin',
    call: (f) => ({ url: '/api/admin/custom-domains', body: { type: 'region', slug: f.region.slug, domain: 'ausbildung-zugriffstest.de' } }),
  },
  'GET /api/custom-domains/check': P('Caddy fragt vor dem Zertifikat, ob eine Domain zu uns gehört'),
  'GET /api/custom-domains/current': P('die Web-App fragt, wem der aufgerufene Host gehört'),
};
