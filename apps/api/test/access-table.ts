// How the generated access test judges each route: open to guests (with the reason), or whose object
// the call names, which other roles may legitimately succeed, and what a refused caller must not see.
// A route missing here fails the test, so a new route cannot slip through unjudged.
import { PUBLIC_RULES } from './access-table.public.ts';
import { JOBS_RULES } from './access-table.jobs.ts';
import { ACCOUNTS_RULES } from './access-table.accounts.ts';
import { CONTENT_RULES } from './access-table.content.ts';
import { ADMIN_RULES } from './access-table.admin.ts';
import { CHAT_RULES } from './access-table.chat.ts';
import { BUSINESSES_RULES } from './access-table.businesses.ts';
import { ORGANISATIONS_RULES } from './access-table.organisations.ts';
import { FAIRS_RULES } from './access-table.fairs.ts';
import { ALERTS_RULES } from './access-table.alerts.ts';
import { VIDEOS_RULES } from './access-table.videos.ts';
import { POSTS_RULES } from './access-table.posts.ts';
import { LIVESTREAMS_RULES } from './access-table.livestreams.ts';
import { STATISTICS_RULES } from './access-table.statistics.ts';
import { ADMIN_PAGES_RULES } from './access-table.admin-pages.ts';
import { STORE_RULES } from './access-table.store.ts';
import { EINBLICK_RULES } from './access-table.einblick.ts';
import { ANSWERS_RULES } from './access-table.answers.ts';
import { REPORTS_RULES } from './access-table.reports.ts';
import { API_KEYS_RULES } from './access-table.api-keys.ts';
import { INVITATIONS_RULES } from './access-table.invitations.ts';
import { PARENTAL_CONSENT_RULES } from './access-table.parental-consent.ts';
import { SESSION_REPLAY_RULES } from './access-table.session-replay.ts';
import { RECOMMENDATIONS_RULES } from './access-table.recommendations.ts';

export type { Call, Rule } from './access-rules.ts';
import type { Rule } from './access-rules.ts';

export const RULES: Record<string, Rule> = {
  ...PUBLIC_RULES,
  ...JOBS_RULES,
  ...ACCOUNTS_RULES,
  ...CONTENT_RULES,
  ...ADMIN_RULES,
  ...CHAT_RULES,
  ...BUSINESSES_RULES,
  ...ORGANISATIONS_RULES,
  ...FAIRS_RULES,
  ...ALERTS_RULES,
  ...VIDEOS_RULES,
  ...POSTS_RULES,
  ...LIVESTREAMS_RULES,
  ...STATISTICS_RULES,
  ...ADMIN_PAGES_RULES,
  ...STORE_RULES,
  ...EINBLICK_RULES,
  ...ANSWERS_RULES,
  ...REPORTS_RULES,
  ...API_KEYS_RULES,
  ...INVITATIONS_RULES,
  ...PARENTAL_CONSENT_RULES,
  ...SESSION_REPLAY_RULES,
  ...RECOMMENDATIONS_RULES,
};

/** Routes served outside the API (the web app and its files). */
export const isWebRoute = (url: string) => !url.startsWith('/api/') && !url.startsWith('/media/') && !url.startsWith('/activate/');
