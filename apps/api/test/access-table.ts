// How the generated access test judges each route: open to guests (with the reason), or whose object
// the call names, which other roles may legitimately succeed, and what a refused caller must not see.
// A route missing here fails the test, so a new route cannot slip through unjudged.
import type { Fixtures, Role } from './access-fixtures.ts';
import type { Part } from '../src/modules/media/media.testing.ts';
import { FAIRS_RULES } from './access-table.fairs.ts';
import { ALERTS_RULES } from './access-table.alerts.ts';
import { VIDEOS_RULES } from './access-table.videos.ts';
import { LIVESTREAMS_RULES } from './access-table.livestreams.ts';
import { STATISTICS_RULES } from './access-table.statistics.ts';
import { ADMIN_PAGES_RULES } from './access-table.admin-pages.ts';
import { STORE_RULES } from './access-table.store.ts';
import { ANSWERS_RULES } from './access-table.answers.ts';
import { REPORTS_RULES } from './access-table.reports.ts';

export interface Call {
  url: string;
  body?: Record<string, unknown>;
  multipart?: Record<string, Part>;
}

export interface Rule {
  /** Why a guest may call it; without it a guest must get 401. */
  guest?: string;
  /** Whose objects the call names. Without an owner (only with `guest`) the route shows nothing private. */
  owner?: Role;
  /** Every logged-in caller acts on their own data only (the owner's call still runs, with the extra fields). */
  self?: string;
  /** Roles besides the owner (and the admin, who is trusted) that may succeed, e.g. the other party of a conversation. */
  allowed?: Role[];
  call?: (f: Fixtures) => Call;
  /** A 2xx answer to a refused caller is still a leak when this finds the owner's data in it (filtered lists). */
  leaks?: (f: Fixtures, body: string) => boolean;
  /** The owner's expected statuses (default: any 2xx). */
  ownerStatus?: number[];
  /** The owner's call ends the owner's other sessions: log in again after it. */
  revokes?: boolean;
  /** The owner's calls naming someone else's object inside the body: none may succeed. */
  foreign?: (f: Fixtures) => Call | Call[];
  /** Rows (snapshot keys) the owner's call may change. */
  mayChange?: RegExp;
}

const P = (guest: string): Rule => ({ guest });
const SELF = (self: string, call: (f: Fixtures) => Call, extra: Partial<Rule> = {}): Rule => ({ self, owner: 'trainee', call, ...extra });
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;

const TRAINEE_PARTIES: Role[] = ['trainee2', 'region', 'region2', 'support'];
const jobBody = (f: Fixtures) => ({ type_id: 1, name: 'Ausbildung zum Bäcker (Test)', business_site_id: f.business.siteId, status: 'draft' });
const site = (f: Fixtures) => ({ name: 'Filiale Innstadt', street: 'Innstraße 5', postal_code: '94032', city: 'Passau', id: f.business.siteId });
const billing = {
  business_name: 'Bäckerei Huber GmbH',
  contact_person_name: 'Franz Huber',
  contact_person_email: 'rechnung@huber.example',
  street: 'Hauptstraße 1',
  postal_code: '94032',
  city: 'Passau',
};
const invite = () => ({ email: `kollege-${unique()}@test.example`, firstname: 'Karl', lastname: 'Kollege' });

export const RULES: Record<string, Rule> = {
  'GET /api/health': P('Betriebszustand für Load Balancer'),
  'GET /api/docs': P('API-Beschreibung'),
  'GET /api/docs/json': P('API-Beschreibung'),
  'GET /api/docs/yaml': P('API-Beschreibung'),
  'GET /api/docs/static/index.html': P('API-Beschreibung'),
  'GET /api/docs/static/swagger-initializer.js': P('API-Beschreibung'),
  'GET /api/docs/static/*': P('API-Beschreibung'),
  'POST /api/auth/login': P('Anmeldung'),
  'POST /api/login': P('Anmeldung (alte App)'),
  'POST /api/auth/register/trainee': P('Registrierung'),
  'POST /api/register': P('Registrierung (alte App)'),
  'POST /api/auth/verify': P('Bestätigung der E-Mail per Code'),
  'POST /api/auth/verify/resend': P('Bestätigungsmail erneut'),
  'GET /api/activate/:code': P('Aktivierungslink'),
  'GET /activate/:code': P('Aktivierungslink aus der Mail'),
  'POST /api/auth/check': P('Gibt es das Konto (begrenzt je IP)'),
  'POST /api/auth/verify/send-otp': P('SMS-Code (begrenzt)'),
  'POST /api/auth/verify-otp': P('SMS-Code prüfen'),
  'POST /api/businesses': P('Registrierung eines Betriebs'),
  'POST /api/password_request': P('Passwort vergessen'),
  'POST /api/password_reset': P('Passwort neu setzen per Link'),
  'POST /api/util/app_link': P('App-Link per SMS (begrenzt)'),
  'GET /api/auth/social/:provider': P('Social Login Start'),
  'GET /api/auth/social/:provider/callback': P('Social Login Rückkehr'),
  'POST /api/auth/social/:provider/callback': P('Social Login Rückkehr (Apple, form POST)'),
  'POST /api/contact-us': P('Kontaktformular (begrenzt je IP)'),
  'POST /api/cookie-consent': P('Cookie-Auswahl protokollieren (§25 TDDDG), auch für Gäste; begrenzt je IP'),
  'POST /api/oabalytics': P('Analyse-Ereignisse (ohne Kennung)'),
  'GET /api/v2/locations/zip/:zip': P('Orte'),
  'GET /api/v2/locations/:slug': P('Orte'),
  'GET /api/location/address_for_location': P('Orte'),
  'GET /api/search/nearby': P('Orte'),
  'GET /api/search/cities': P('Orte'),
  'GET /api/search/popular_cities': P('Orte'),
  'POST /api/search/autocomplete_city': P('Ortssuche'),
  'GET /api/job_categories': P('Berufsfelder'),
  'GET /api/system_jobs': P('Berufe'),
  'GET /api/site': P('Betreiberangaben'),
  'GET /api/v2/business/:slug': P('öffentliche Betriebsprofile (unsichtbare nur für eigene Nutzer, businesses.test.ts)'),
  'GET /api/business_sites/:slug': P('Standorte sichtbarer Betriebe'),
  'GET /api/business/seo/:slug': P('SEO-Daten des Profils'),
  'GET /api/business/:id/business_sites': P('Standorte sichtbarer Betriebe'),
  'POST /api/business/:id/getBusinessesAround': P('Betriebe in der Nähe'),
  'POST /api/business/:id/activities': P('Profilbesuche (begrenzt je IP)'),
  'GET /api/search/school': P('Schulsuche'),
  'GET /api/search/schoolbase': P('Schulsuche'),
  'GET /api/schools/:slug': P('Schulprofil'),
  'GET /api/business/:id/schools': P('angenommene Partnerschulen sind öffentlich'),
  'GET /api/schoolbases': P('Schulliste'),
  'GET /api/regions/': P('Regionen'),
  'GET /api/regions': P('Regionen'),
  'GET /api/channels': P('Channel-Slugs stehen in URLs'),
  'GET /api/regions/:slug': P('Regionsseite'),
  'GET /api/job_lists': P('Joblisten der Plattform'),
  'GET /api/job_lists/:ref': P('Jobliste öffnen'),
  'GET /api/v2/themes': P('Designs der Stellenanzeigen'),
  'GET /api/v2/jobs/check_limit': P('Antwort nur über den Aufrufer'),
  'GET /api/v2/jobs/features': P('Antwort nur über den Aufrufer'),
  'GET /api/jobattributes': P('Listen'),
  'GET /api/jobadvantages': P('Listen'),
  'GET /api/search': P('Stellensuche'),
  'GET /api/v2/search/:type': P('Suche'),
  'GET /api/v2/search/:type/meta': P('Suche'),
  'GET /api/v2/search/:type/suggest': P('Suche'),
  'GET /api/v2/jobs/ratings': P('Warteschlange des Gasts über seine Sitzungskennung'),
  'POST /api/v2/jobs/anonymous_ratings': P('Bewertung als Gast (begrenzt)'),
  'POST /api/v2/jobs/anonymous_ratings/': P('Bewertung als Gast (begrenzt)'),
  'POST /api/file': P('Bewerbungsunterlagen vor der Anmeldung (30 je Stunde und IP)'),
  'GET /api/v2/reviews': {
    guest: 'freigegebene Bewertungen',
    owner: 'admin',
    call: () => ({ url: '/api/v2/reviews?status=pending' }),
    leaks: (f, b) => b.includes(f.trainee.reviewText),
  },
  'GET /api/v2/reviews/': {
    guest: 'freigegebene Bewertungen',
    owner: 'admin',
    call: () => ({ url: '/api/v2/reviews/?status=pending' }),
    leaks: (f, b) => b.includes(f.trainee.reviewText),
  },

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

  // The operator's business list (admin-businesses): the dashboard user reads it; only the admin changes the second
  // business (not the demo bakery, whose rights later rows need). Channel 1 is oabat, the first row of migration 0002.
  'GET /api/v2/admin/business': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/business?search=huber' }) },
  'GET /api/v2/admin/business/export': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/business/export?search=huber' }) },
  'GET /api/v2/admin/business/:id': { owner: 'admin', allowed: ['dashboard'], call: (f) => ({ url: `/api/v2/admin/business/${f.business.id}` }) },
  'GET /api/subscription_types': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/subscription_types' }) },
  'PUT /api/v2/admin/business/:id': { owner: 'admin', call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}`, body: { is_visible: true } }) },
  // "geprüfter Betrieb": only the admin records or removes the identity check (a business never sets it itself).
  'PUT /api/v2/admin/business/:id/verification': {
    owner: 'admin',
    call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/verification`, body: { kind: 'register', reference: 'HRB 4711 Amtsgericht Passau' } }),
  },
  'DELETE /api/v2/admin/business/:id/verification': { owner: 'admin', call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/verification` }) },
  'POST /api/v2/admin/business/:id/permissions/:permission': {
    owner: 'admin',
    mayChange: /^b\d+$/,
    call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/permissions/mail2chat` }),
  },
  'DELETE /api/v2/admin/business/:id/permissions/:permission': {
    owner: 'admin',
    mayChange: /^b\d+$/,
    call: (f) => ({ url: `/api/v2/admin/business/${f.business2.id}/permissions/mail2chat` }),
  },
  'POST /api/business/:id/subscription/:typeId': { owner: 'admin', call: (f) => ({ url: `/api/business/${f.business2.id}/subscription/1` }) },
  'DELETE /api/business/:id/subscription/:typeId': { owner: 'admin', call: (f) => ({ url: `/api/business/${f.business2.id}/subscription/1` }) },
  'POST /api/business_site/:id/channel/:channelId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/business_site/${f.business2.siteId}/channel/1`, body: { is_active: true } }),
  },
  // The operator's school and region lists (admin-organisations): read-only, the dashboard user too.
  'GET /api/v2/admin/schools': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/schools?search=Nikola' }) },
  'GET /api/v2/admin/schools/export': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/schools/export?search=Nikola' }) },
  'GET /api/v2/admin/regions': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/regions?search=passau' }) },
  'GET /api/v2/admin/regions/export': { owner: 'admin', allowed: ['dashboard'], call: () => ({ url: '/api/v2/admin/regions/export?search=passau' }) },

  // Chat: the trainee's conversation with the business.
  // Lists of one's own conversations: everybody gets one, only the two participants see this one.
  'GET /api/chat/conversations': {
    owner: 'trainee',
    allowed: ['business'],
    call: () => ({ url: '/api/chat/conversations' }),
    leaks: (f, b) => b.includes('interessiere mich'),
  },
  'GET /api/chat/search/conversations': {
    owner: 'trainee',
    allowed: ['business'],
    call: () => ({ url: '/api/chat/search/conversations?query=Huber' }),
    leaks: (f, b) => b.includes('interessiere mich'),
  },
  'GET /api/chat/unread': SELF('die eigene Zahl', () => ({ url: '/api/chat/unread' })),
  'GET /api/chat/conversations/:id': { owner: 'trainee', allowed: ['business'], call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}` }) },
  'GET /api/chat/conversations/:id/messages': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/messages` }),
  },
  'POST /api/chat/conversations/:id/setread': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/setread`, body: {} }),
  },
  'POST /api/chat/conversations/:id/block': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/block` }),
  },
  'POST /api/chat/conversations/:id/unblock': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/conversations/${f.trainee.conversationId}/unblock` }),
  },
  'GET /api/chat/partners/:id': {
    owner: 'trainee',
    allowed: ['business'],
    call: (f) => ({ url: `/api/chat/partners/${f.userId.business}` }),
    leaks: (f, b) => (JSON.parse(b) as { data?: { id?: number } }).data?.id === f.trainee.conversationId,
  },
  'POST /api/chat/conversations': {
    owner: 'trainee',
    foreign: (f) => ({ url: '/api/chat/conversations', body: { receiver_id: f.userId.trainee2 } }),
    allowed: TRAINEE_PARTIES,
    self: 'startet eine eigene Unterhaltung',
    call: (f) => ({ url: '/api/chat/conversations', body: { receiver_id: f.userId.business } }),
  },
  'POST /api/chat/messages': {
    owner: 'trainee',
    allowed: ['business'],
    foreign: (f) => [
      { url: '/api/chat/messages', body: { conversation_id: f.trainee.conversationId, image_id: f.business.imageId } },
      { url: '/api/chat/messages', body: { receiver_id: f.userId.trainee2, body: 'Hallo' } } /* trainees never write to trainees */,
    ],
    call: (f) => ({ url: '/api/chat/messages', body: { conversation_id: f.trainee.conversationId, body: 'Noch eine Frage' } }),
  },
  'DELETE /api/chat/messages/:id': { owner: 'trainee', call: (f) => ({ url: `/api/chat/messages/${f.trainee.messageId}` }) },
  'POST /api/chat/messages/broadcast': {
    owner: 'admin',
    call: (f) => ({ url: '/api/chat/messages/broadcast', body: { body: 'Hinweis an alle', user_ids: [f.userId.trainee] } }),
  },
  'POST /api/admin/chat/broadcast': { owner: 'admin', call: () => ({ url: '/api/admin/chat/broadcast', body: { channel: 'oabat', send_messages: false } }) },

  // Businesses: Bäckerei Huber.
  'PUT /api/business/:id': {
    owner: 'business',
    foreign: (f) => [
      { url: `/api/business/${f.business.slug}`, body: { logo_image_id: f.trainee.imageId } },
      { url: `/api/business/${f.business.slug}`, body: { gallery_images: [f.trainee.imageId] } },
    ],
    call: (f) => ({ url: `/api/business/${f.business.slug}`, body: { motto: 'Frisch gebacken' } }),
  },
  'POST /api/business/delete-video': { owner: 'business', call: (f) => ({ url: '/api/business/delete-video', body: { businessID: f.business.id } }) },
  'POST /api/contactpersons': {
    owner: 'business',
    foreign: (f) => [
      { url: '/api/contactpersons', body: { firstname: 'Eva', profile_picture: f.trainee.imageId } },
      { url: '/api/contactpersons', body: { firstname: 'Eva', business_id: f.business2.id } },
    ],
    call: (f) => ({ url: '/api/contactpersons', body: { business_id: f.business.id, firstname: 'Eva', lastname: 'Neu' } }),
  },
  'PUT /api/contactpersons/:id': {
    owner: 'business',
    call: (f) => ({ url: `/api/contactpersons/${f.business.contactPersonId}`, body: { position: 'Ausbilderin' } }),
  },
  'POST /api/business/:id/business_sites': {
    owner: 'business',
    call: (f) => ({ url: `/api/business/${f.business.id}/business_sites`, body: { ...site(f), id: undefined } }),
  },
  'PUT /api/business/:id/business_sites': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/business_sites`, body: site(f) }) },
  'GET /api/v2/business/:id/billing_address': { owner: 'business', call: (f) => ({ url: `/api/v2/business/${f.business.id}/billing_address` }) },
  'POST /api/v2/business/:id/billing_address': {
    owner: 'business',
    call: (f) => ({ url: `/api/v2/business/${f.business.id}/billing_address`, body: billing }),
  },
  'GET /api/business/:id/billing_address': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/billing_address` }) },
  'POST /api/business/:id/billing_address': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/billing_address`, body: billing }) },
  'GET /api/business/:id/users': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/users` }) },
  'POST /api/business/:id/users': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/users`, body: invite() }) },
  'DELETE /api/business/:id/users/:userId': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/users/${f.business.colleagueId}` }) },
  'GET /api/business/:id/activities': { owner: 'business', call: (f) => ({ url: `/api/business/${f.business.id}/activities` }) },

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
    allowed: ['trainee2', 'school', 'school2', 'region', 'region2', 'support', 'dashboard'],
    self: 'eigene Bewertung',
    ownerStatus: [201, 409],
    call: (f) => ({ url: '/api/v2/reviews', body: { type: 'business', business_id: f.business.id, rating: 4, message: 'Gute Ausbildung dort.' } }),
  },
  'POST /api/v2/reviews/': {
    owner: 'trainee',
    allowed: ['trainee2', 'school', 'school2', 'region', 'region2', 'support', 'dashboard'],
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

  // Trainees: Lena Maier.
  'GET /api/trainee/:id': { owner: 'trainee', allowed: ['business'], call: (f) => ({ url: `/api/trainee/${f.trainee.id}` }) },
  'PUT /api/trainee/:id': { owner: 'trainee', call: (f) => ({ url: `/api/trainee/${f.trainee.id}`, body: { gender: 'Frau' } }) },
  'POST /api/trainee/:id/upload_profile': {
    owner: 'trainee',
    call: (f) => ({ url: `/api/trainee/${f.trainee.id}/upload_profile`, multipart: { avatar: { bytes: f.png, name: 'ich.png', type: 'image/png' } } }),
  },
  'POST /api/interests/:traineeId': {
    owner: 'trainee',
    ownerStatus: [201, 409] /* one search place per trainee */,
    call: (f) => ({ url: `/api/interests/${f.trainee.id}`, body: { latitude: 48.5, longitude: 13.4 } }),
  },
  'PUT /api/trainee/:traineeId/interests/:interestId': {
    owner: 'trainee',
    call: (f) => ({ url: `/api/trainee/${f.trainee.id}/interests/${f.trainee.interestId}`, body: { latitude: 48.5, longitude: 13.4, radius: 30 } }),
  },

  // Schools: Mittelschule Passau-St. Nikola and its request to Bäckerei Huber's site.
  'PUT /api/schools/:id': {
    owner: 'school',
    foreign: (f) => ({ url: `/api/schools/${f.school.id}`, body: { logo_image_id: f.trainee.imageId } }),
    call: (f) => ({ url: `/api/schools/${f.school.id}`, body: { about_us: 'Unsere Schule stellt sich vor.' } }),
  },
  'GET /api/schools/:id/network': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/network` }) },
  'GET /api/schools/:id/nearby_business_sites': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/nearby_business_sites` }) },
  'GET /api/schools/:id/business_site/:siteId': {
    owner: 'school',
    allowed: ['business'],
    call: (f) => ({ url: `/api/schools/${f.school.id}/business_site/${f.business.siteId}` }),
  },
  'POST /api/schools/:id/business_site/:siteId': {
    owner: 'school',
    allowed: ['business'],
    call: (f) => ({ url: `/api/schools/${f.school.id}/business_site/${f.business.siteId}`, body: { message: 'Noch eine Nachricht', sent_by_type: 'school' } }),
  },
  'PUT /api/schools/:id/business_site/:siteId': {
    owner: 'business',
    call: (f) => ({ url: `/api/schools/${f.school.id}/business_site/${f.business.siteId}`, body: { accepted: true } }),
  },
  'GET /api/schools/:id/users': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/users` }) },
  'POST /api/schools/:id/users': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/users`, body: invite() }) },
  'DELETE /api/schools/:id/users/:userId': { owner: 'school', call: (f) => ({ url: `/api/schools/${f.school.id}/users/${f.school.colleagueId}` }) },
  'POST /api/school_bases/': SELF('legt eine Schule zur Auswahl an', () => ({ url: '/api/school_bases/', body: { name: `Realschule ${unique()}` } })),
  'POST /api/school_bases': SELF('legt eine Schule zur Auswahl an', () => ({ url: '/api/school_bases', body: { name: `Realschule ${unique()}` } })),
  'POST /api/v2/school/:id/region/:regionId': {
    owner: 'region',
    allowed: ['school'],
    call: (f) => ({ url: `/api/v2/school/${f.school.id}/region/${f.region.id}` }),
  },
  'DELETE /api/v2/school/:id/region/:regionId': {
    owner: 'region',
    allowed: ['school'],
    call: (f) => ({ url: `/api/v2/school/${f.school.id}/region/${f.region.id}` }),
  },

  // Regions: Passau.
  'GET /api/regions/:slug/members': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/members` }) },
  'POST /api/regions/:slug/members': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/members`, body: { business_id: f.business.id } }) },
  'GET /api/regions/:slug/member_candidates': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/member_candidates?name=B%C3%A4` }) },
  'DELETE /api/regions/:slug/members/:businessId': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/members/${f.business.id}` }) },
  'GET /api/regions/:slug/channel': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/channel` }) },
  'PUT /api/regions/:slug/channel': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/channel`, body: { name: 'Region Passau' } }) },
  'POST /api/regions/:slug/join': {
    owner: 'business',
    allowed: ['business2'],
    self: 'ein Betrieb tritt selbst bei',
    call: (f) => ({ url: `/api/regions/${f.region.slug}/join` }),
  },
  'PUT /api/regions/:slug': {
    owner: 'region',
    foreign: (f) => ({ url: `/api/regions/${f.region.slug}`, body: { hero_image_id: f.trainee.imageId } }),
    call: (f) => ({ url: `/api/regions/${f.region.slug}`, body: { intro: 'Willkommen in Passau' } }),
  },
  'GET /api/regions/:slug/school_candidates': { owner: 'region', call: (f) => ({ url: `/api/regions/${f.region.slug}/school_candidates?name=Mittel` }) },

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
  ...FAIRS_RULES,
  ...ALERTS_RULES,
  ...VIDEOS_RULES,
  ...LIVESTREAMS_RULES,
  ...STATISTICS_RULES,
  ...ADMIN_PAGES_RULES,
  ...STORE_RULES,
  ...ANSWERS_RULES,
  ...REPORTS_RULES,
};

/** Routes served outside the API (the web app and its files). */
export const isWebRoute = (url: string) => !url.startsWith('/api/') && !url.startsWith('/media/') && !url.startsWith('/activate/');
