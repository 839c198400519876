// Every feature module, registered in this order by app.ts.
import health from './health/health.routes.ts';
import accounts from './accounts/accounts.routes.ts';
import contact from './contact/contact.routes.ts';
import analytics from './analytics/analytics.routes.ts';
import places from './places/places.routes.ts';
import occupations from './occupations/occupations.routes.ts';
import site from './site/site.routes.ts';
import admin from './admin/admin.routes.ts';
import adminBusinesses from './admin/admin-businesses.routes.ts';
import adminOrganisations from './admin/admin-organisations.routes.ts';
import chat from './chat/chat.routes.ts';
import media from './media/media.routes.ts';
import businesses from './businesses/businesses.routes.ts';
import schools from './schools/schools.routes.ts';
import trainees from './trainees/trainees.routes.ts';
import regions from './regions/regions.routes.ts';
import jobs from './jobs/jobs.routes.ts';
import search from './search/search.routes.ts';
import ratings from './ratings/ratings.routes.ts';
import jobInterests from './job-interests/job-interests.routes.ts';
import reviews from './reviews/reviews.routes.ts';
import posts from './posts/posts.routes.ts';
import events from './events/events.routes.ts';
import materials from './materials/materials.routes.ts';
import seo from './seo/seo.routes.ts';
import embeds from './embeds/embeds.routes.ts';
import customDomains from './custom-domains/custom-domains.routes.ts';
import privacy from './privacy/privacy.routes.ts';
import consent from './consent/consent.routes.ts';
import fairs from './fairs/fairs.routes.ts';
import alerts from './alerts/alerts.routes.ts';
import videos from './videos/videos.routes.ts';
import livestreams from './livestreams/livestreams.routes.ts';
import statistics from './statistics/statistics.routes.ts';
import adminTimer from './admin/admin-timer.routes.ts';
import adminJoblists from './admin/admin-joblists.routes.ts';
import adminConversations from './admin/admin-conversations.routes.ts';
import store from './store/store.routes.ts';
import einblick from './einblick/einblick.routes.ts';
import surveys from './surveys/surveys.routes.ts';
import answers from './answers/answers.routes.ts';
import apiKeys from './api-keys/api-keys.routes.ts';
import mail2chat from './mail2chat/mail2chat.routes.ts';
import problemReports from './problem-reports/problem-reports.routes.ts';
import networkInvitations from './network-invitations/network-invitations.routes.ts';
import analyticsJourney from './analytics/analytics.journey.routes.ts';
import sessionReplay from './session-replay/session-replay.routes.ts';
import reports from './reports/reports.routes.ts';
import parentalConsent from './parental-consent/parental-consent.routes.ts';
import recommendations from './recommendations/recommendations.routes.ts';

export const modules = [
  health,
  accounts,
  contact,
  analytics,
  places,
  occupations,
  site,
  admin,
  adminBusinesses,
  adminOrganisations,
  chat,
  media,
  businesses,
  schools,
  trainees,
  regions,
  jobs,
  search,
  ratings,
  jobInterests,
  reviews,
  posts,
  events,
  materials,
  seo,
  embeds,
  customDomains,
  privacy,
  consent,
  fairs,
  alerts,
  videos,
  livestreams,
  statistics,
  adminTimer,
  adminJoblists,
  adminConversations,
  store,
  einblick,
  surveys,
  answers,
  apiKeys,
  mail2chat,
  problemReports,
  networkInvitations,
  analyticsJourney,
  sessionReplay,
  reports,
  parentalConsent,
  recommendations,
];
