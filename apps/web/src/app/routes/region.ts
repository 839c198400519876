// Regions: management pages first (their static segments win over :slug), then the public region pages.
import type { RouteEntry } from '../route-types.ts';
import { accounts } from './pages.ts';

export const regionRoutes: RouteEntry[] = [
  { name: 'region-betriebe', path: '/region/betriebe', page: () => import('../../features/regions/pages/region-members-page.tsx'), guards: ['region'] },
  { name: 'region-channel', path: '/region/channel', page: () => import('../../features/regions/pages/region-channel-page.tsx'), guards: ['region'] },
  {
    name: 'region-einstellungen',
    path: '/region/einstellungen',
    page: () => import('../../features/regions/pages/region-settings-page.tsx'),
    guards: ['region'],
  },
  {
    name: 'region-hinzufuegen',
    path: '/region/hinzufuegen',
    page: () => import('../../features/regions/pages/region-add-business-page.tsx'),
    guards: ['region'],
  },
  { name: 'region-plattform', path: '/region/plattform', page: () => import('../pages/channel-content-route.tsx'), guards: ['region'] },
  { name: 'region-registrierung', path: '/region/registrierung', page: accounts('register-region'), layout: 'modal', guards: ['no-region'] },
  { name: 'region-schulen', path: '/region/schulen', page: () => import('../../features/regions/pages/region-schools-page.tsx'), guards: ['region'] },
  { name: 'region-v2-slug', path: '/region/v2/:slug', page: () => import('../../features/regions/pages/region-landing-page.tsx'), layout: 'modern' },
  { name: 'region-slug', path: '/region/:slug', page: () => import('../pages/region-landing-route.tsx'), layout: 'modern' },
  {
    name: 'region-slug-anmeldung',
    path: '/region/:slug/anmeldung',
    page: () => import('../../features/regions/pages/region-signup-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-anmeldung_creator',
    path: '/region/:slug/anmeldung_creator',
    page: () => import('../../features/regions/pages/region-signup-creator-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-arbeitgeber',
    path: '/region/:slug/arbeitgeber',
    page: () => import('../../features/regions/pages/region-employers-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-arbeitgeber-events',
    path: '/region/:slug/arbeitgeber/events',
    page: () => import('../../features/regions/pages/region-employer-events-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-ausbildung',
    path: '/region/:slug/ausbildung',
    page: () => import('../../features/regions/pages/region-ausbildung-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-ausbildung_embed',
    path: '/region/:slug/ausbildung_embed',
    page: () => import('../../features/regions/pages/region-ausbildung-embed-page.tsx'),
    layout: 'embed',
  },
  { name: 'region-slug-news', path: '/region/:slug/news', page: () => import('../pages/region-news-route.tsx'), layout: 'modern' },
  {
    name: 'region-slug-praktikum',
    path: '/region/:slug/praktikum',
    page: () => import('../../features/regions/pages/region-praktikum-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-schulen',
    path: '/region/:slug/schulen',
    page: () => import('../../features/regions/pages/region-public-schools-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-unternehmen',
    path: '/region/:slug/unternehmen',
    page: () => import('../../features/regions/pages/region-unternehmen-page.tsx'),
    layout: 'modern',
  },
  {
    name: 'region-slug-unternehmen_embed',
    path: '/region/:slug/unternehmen_embed',
    page: () => import('../../features/regions/pages/region-unternehmen-embed-page.tsx'),
    layout: 'embed',
  },
];
