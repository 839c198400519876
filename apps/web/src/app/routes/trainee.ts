// Trainees and pupils: their profile, applications and account pages.
import type { RouteEntry } from '../route-types.ts';
import { accounts } from './pages.ts';

export const traineeRoutes: RouteEntry[] = [
  {
    name: 'i-profile',
    path: '/i/profile',
    page: () => import('../../features/trainees/pages/trainee-profile-page.tsx'),
    layout: 'trainee',
    guards: ['logged-in'],
  },
  {
    name: 'i-profile-editieren',
    path: '/i/profile/editieren',
    page: () => import('../../features/trainees/pages/trainee-edit-page.tsx'),
    layout: 'trainee',
    guards: ['logged-in'],
  },
  { name: 'i-password', path: '/i/password', page: accounts('password'), layout: 'trainee', guards: ['logged-in'] },
  { name: 'i-benachrichtigungen', path: '/i/benachrichtigungen', page: accounts('notifications'), layout: 'trainee', guards: ['logged-in'] },
  {
    name: 'i-dokumente',
    path: '/i/dokumente',
    page: () => import('../../features/trainees/pages/trainee-documents-page.tsx'),
    layout: 'trainee',
    guards: ['logged-in'],
  },
];
