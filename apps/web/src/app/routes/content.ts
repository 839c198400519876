// Content and search (02 §2): search by place, news, fairs, job lists, posts, events, livestreams.
import type { RouteEntry } from '../route-types.ts';

export const contentRoutes: RouteEntry[] = [
  { name: 'a-locationSlug', path: '/alles/:locationSlug?', page: () => import('../pages/search-route.tsx') },
  { name: 'ausbildung-locationSlug', path: '/ausbildung/:locationSlug?', page: () => import('../pages/search-route.tsx') },
  {
    name: 'praktikum-locationSlug',
    path: '/praktikum/:locationSlug?',
    page: () => import('../pages/search-route.tsx'),
    meta: { query: { praktikum: '1' } },
  },
  { name: 'unternehmen-locationSlug', path: '/unternehmen/:locationSlug?', page: () => import('../../features/search/pages/search-page.tsx') },
  { name: 'news-locationSlug', path: '/news/:locationSlug', page: () => import('../pages/news-route.tsx') },
  { name: 'messe-locationSlug', path: '/messe/:locationSlug/:category?', page: () => import('../../features/fairs/pages/fair-page.tsx') },
  { name: 'auswahl-jobListSlug', path: '/auswahl/:jobListSlug?', page: () => import('../../features/search/pages/job-list-page.tsx') },
  { name: 'beitrag-postSlug', path: '/beitrag/:postSlug?', page: () => import('../../features/posts/pages/post-editor-page.tsx'), layout: 'detailpage' },
  { name: 'event-eventSlug', path: '/event/:eventSlug?', page: () => import('../../features/events/pages/event-page.tsx'), layout: 'detailpage' },
  {
    name: 'artikel-vorschau',
    path: '/artikel/vorschau',
    page: () => import('../../features/posts/pages/post-preview-page.tsx'),
    layout: 'detailpage',
    guards: ['logged-in'],
  },
  { name: 'livestream', path: '/livestream/:livestream', page: () => import('../../features/livestreams/pages/livestream-page.tsx'), layout: 'fullscreen' },
  { name: 'livestream-suche', path: '/livestream/:id/suche', page: () => import('../../features/livestreams/pages/livestream-search-page.tsx') },
  {
    name: 'livestream-admin',
    path: '/livestream/:livestream?/admin',
    page: () => import('../../features/livestreams/pages/admin-livestream-page.tsx'),
    guards: ['logged-in'],
  },
];
