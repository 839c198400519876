// Business pages (profiles, jobs) and the employer area.
import type { RouteEntry } from '../route-types.ts';
import { accounts, colleaguesPage, store } from './pages.ts';

export const businessRoutes: RouteEntry[] = [
  { name: 'betriebe-slug', path: '/betriebe/:slug', page: () => import('../pages/business-profile-route.tsx'), layout: 'detailpage' },
  {
    name: 'betriebe-slug-azubis',
    path: '/betriebe/:slug/azubis',
    page: () => import('../pages/trainee-stories-route.tsx'),
    layout: 'detailpage',
  },
  {
    name: 'betriebe-slug-bearbeiten',
    path: '/betriebe/:slug/bearbeiten',
    page: () => import('../../features/businesses/pages/business-edit-page.tsx'),
    guards: ['business'],
  },
  {
    name: 'betriebe-slug-profilbesucher',
    path: '/betriebe/:slug/profilbesucher',
    page: () => import('../pages/profile-visitors-route.tsx'),
    guards: ['business'],
  },
  { name: 'betriebe-slug-jobs-uebersicht', path: '/betriebe/:slug/jobs/uebersicht', page: () => import('../../features/jobs/pages/jobs-overview-page.tsx') },
  { name: 'jobs-uebersicht_embed', path: '/jobs/uebersicht_embed', page: () => import('../../features/embeds/pages/embed-jobs-page.tsx'), layout: 'embed' },
  {
    name: 'betriebe-slug-jobs-erstellen',
    path: '/betriebe/:slug/jobs/erstellen',
    page: () => import('../../features/jobs/pages/job-editor-page.tsx'),
    guards: ['business'],
  },
  {
    name: 'betriebe-slug-jobs-jobSlug',
    path: '/betriebe/:slug/jobs/:jobSlug',
    page: () => import('../pages/job-route.tsx'),
    layout: 'detailpage',
  },
  {
    name: 'jobs-jobSlug-card_embed',
    path: '/jobs/:jobSlug?/card_embed',
    page: () => import('../../features/jobs/pages/job-card-embed-page.tsx'),
    layout: 'embed',
  },
  { name: 'jobs-jobSlug-praktikum', path: '/jobs/:jobSlug?/praktikum', page: () => import('../pages/job-route.tsx'), layout: 'detailpage' },
  {
    name: 'betriebe-businessSlug-jobs-jobSlug-review',
    path: '/betriebe/:businessSlug/jobs/:jobSlug/review',
    page: () => import('../../features/jobs/pages/job-review-page.tsx'),
    guards: ['logged-in'],
  },
  {
    name: 'betriebe-slug-beitrag-postSlug',
    path: '/betriebe/:slug/beitrag/:postSlug?',
    page: () => import('../../features/posts/pages/business-post-page.tsx'),
    layout: 'detailpage',
  },
  {
    name: 'betriebe-schulnetzwerk',
    path: '/betriebe/schulnetzwerk',
    page: () => import('../../features/schools/pages/business-school-network-page.tsx'),
    guards: ['business'],
  },
  {
    name: 'betriebe-slug-siteslug',
    path: '/betriebe/:slug/:siteslug',
    page: () => import('../../features/businesses/pages/business-site-page.tsx'),
    layout: 'detailpage',
  },

  // Employer area
  { name: 'arbeitgeber-einladung', path: '/arbeitgeber/einladung', page: () => import('../../features/businesses/pages/invitation-page.tsx'), layout: 'modal' },
  {
    name: 'arbeitgeber-registrierung',
    path: '/arbeitgeber/registrierung',
    page: accounts('register-employer'),
    layout: 'modal',
    guards: ['no-trainee', 'no-school', 'no-region', 'no-business'],
  },
  { name: 'betrieb-abonnements', path: '/betrieb/abonnements', page: store('subscriptions'), guards: ['business'] },
  { name: 'betrieb-benutzer', path: '/betrieb/benutzer', page: colleaguesPage, guards: ['business'] },
  { name: 'betrieb-channels', path: '/betrieb/channels', page: () => import('../pages/channel-content-route.tsx'), guards: ['business'] },
  { name: 'betrieb-einblick', path: '/betrieb/einblick', page: () => import('../../features/einblick/pages/einblick-page.tsx'), guards: ['business'] },
  {
    name: 'betrieb-einblick-iframe',
    path: '/betrieb/einblick/iframe/:id?',
    page: () => import('../../features/einblick/pages/einblick-editor-page.tsx'),
    guards: ['business'],
  },
  { name: 'betrieb-problem', path: '/betrieb/problem', page: () => import('../../features/businesses/pages/problem-report-page.tsx'), guards: ['business'] },
  {
    name: 'betrieb-standorte',
    path: '/betrieb/standorte',
    page: () => import('../../features/businesses/pages/business-sites-page.tsx'),
    guards: ['business'],
  },
  { name: 'betrieb-store', path: '/betrieb/store', page: store('store'), guards: ['business'] },
  { name: 'betrieb-store-kasse', path: '/betrieb/store/kasse', page: store('checkout'), guards: ['business'] },
  { name: 'betrieb-store-feature-api_connection', path: '/betrieb/store/feature/api_connection', page: store('product-feature'), guards: ['business'] },
  { name: 'betrieb-store-feature-mail2chat', path: '/betrieb/store/feature/mail2chat', page: store('product-feature'), guards: ['business'] },
  { name: 'betrieb-store-feature-premium', path: '/betrieb/store/feature/premium', page: store('product-feature'), guards: ['business'] },
  { name: 'betrieb-job-erstellen', path: '/betrieb/job/erstellen', page: () => import('../../features/jobs/pages/job-editor-page.tsx'), guards: ['business'] },
  { name: 'betrieb-job-vorschau', path: '/betrieb/job/vorschau', page: () => import('../../features/jobs/pages/job-preview-page.tsx'), guards: ['business'] },
  {
    name: 'betrieb-job-slug-bearbeiten',
    path: '/betrieb/job/:slug?/bearbeiten',
    page: () => import('../../features/jobs/pages/job-editor-page.tsx'),
    guards: ['business'],
    meta: { slugAsJob: true },
  },
  { name: 'betrieb-statistiken', path: '/betrieb/statistiken', page: () => import('../../features/jobs/pages/job-statistics-page.tsx'), guards: ['business'] },
];
