// Custom domains, embeds and internal pages.
import type { RouteEntry } from '../route-types.ts';

export const customDomainRoutes: RouteEntry[] = [
  // The post editor and its preview under a region's or business's own domain (the same pages as /beitrag and
  // /artikel/vorschau; they keep their links under /customdomain/ there).
  {
    name: 'customdomain-artikel-erstellen',
    path: '/customdomain/artikel/erstellen',
    page: () => import('../../features/posts/pages/post-editor-page.tsx'),
    layout: 'customdomain',
    guards: ['logged-in'],
  },
  {
    name: 'customdomain-artikel-slug',
    path: '/customdomain/artikel/:slug?',
    page: () => import('../pages/customdomain-articles-page.tsx'),
    layout: 'customdomain',
  },
  {
    name: 'customdomain-artikelvorschau',
    path: '/customdomain/artikelvorschau',
    page: () => import('../../features/posts/pages/post-preview-page.tsx'),
    layout: 'customdomain',
    guards: ['logged-in'],
  },
  { name: 'customdomain-all', path: '/customdomain/*', page: () => import('../pages/customdomain-page.tsx'), layout: 'customdomain' },
  { name: 'embed-businesses', path: '/embed/businesses', page: () => import('../../features/embeds/pages/embed-businesses-page.tsx'), layout: 'embed' },
  { name: 'embed-jobs', path: '/embed/jobs', page: () => import('../../features/embeds/pages/embed-jobs-page.tsx'), layout: 'embed' },
  { name: 'embed-einblick', path: '/embed/einblick/:uid', page: () => import('../../features/einblick/pages/einblick-embed-page.tsx'), layout: 'embed' },
  { name: 'intern-components', path: '/intern/components', page: () => import('../pages/components-page.tsx') },
  { name: 'intern-css', path: '/intern/css', page: () => import('../pages/css-page.tsx'), guards: ['hide-in-production'] },
  { name: 'intern-icons', path: '/intern/icons', page: () => import('../pages/icons-page.tsx'), guards: ['hide-in-production'] },
  { name: 'intern-parallax', path: '/intern/parallax', page: () => import('../pages/parallax-page.tsx'), guards: ['hide-in-production'] },
  { name: 'statistiken', path: '/statistiken', page: () => import('../../features/statistics/pages/public-statistics-page.tsx') },
];
