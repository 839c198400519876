// Schools: profiles and their management.
import type { RouteEntry } from '../route-types.ts';
import { accounts, colleaguesPage } from './pages.ts';

export const schoolRoutes: RouteEntry[] = [
  {
    name: 'schule-einstellungen',
    path: '/schule/einstellungen',
    page: () => import('../../features/schools/pages/school-settings-page.tsx'),
    layout: 'school',
    guards: ['school'],
  },
  {
    name: 'schule-firmennetzwerk',
    path: '/schule/firmennetzwerk',
    page: () => import('../../features/schools/pages/school-network-page.tsx'),
    layout: 'school',
    guards: ['school'],
  },
  { name: 'schule-nutzerverwaltung', path: '/schule/nutzerverwaltung', page: colleaguesPage, layout: 'school', guards: ['school'] },
  { name: 'schule-registrierung', path: '/schule/registrierung', page: accounts('register-school'), layout: 'modal', guards: ['no-school'] },
  { name: 'schule-suche-locationSlug', path: '/schule/suche/:locationSlug?', page: () => import('../../features/schools/pages/school-search-page.tsx') },
  { name: 'schule-slug', path: '/schule/:slug', page: () => import('../pages/school-profile-route.tsx'), layout: 'school' },
  { name: 'schule-slug-minibat', path: '/schule/:slug/minibat', page: () => import('../../features/schools/pages/bulletin-board-page.tsx'), layout: 'school' },
  {
    name: 'schule-slug-schwarzes-brett',
    path: '/schule/:slug/schwarzes-brett',
    page: () => import('../../features/schools/pages/bulletin-board-page.tsx'),
    layout: 'school',
  },
];
