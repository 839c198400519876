// Types of the route table: a page loads on demand, sits in one of the nine layouts and passes guards.
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export const LAYOUTS = ['customdomain', 'default', 'detailpage', 'embed', 'fullscreen', 'modal', 'modern', 'school', 'trainee'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const GUARDS = [
  'admin',
  'authenticated',
  'business',
  'dashboard',
  'hide-in-production',
  'logged-in',
  'logged-out',
  'meta-provider',
  'no-business',
  'no-region',
  'no-school',
  'no-trainee',
  'region',
  'routing',
  'school',
  'superadmin',
] as const;
export type GuardName = (typeof GUARDS)[number];

export interface RouteMeta {
  /** Keep the scroll position when navigating to this route (e.g. tabs within one page). */
  keepScroll?: boolean;
  /** The route's :slug is a job, not the business: the business guard does not compare it. */
  slugAsJob?: boolean;
  /** Query flags a route carries for its page (e.g. the internship flag of /praktikum). */
  query?: Record<string, string>;
  [key: string]: unknown;
}

export interface RouteEntry {
  name: string;
  path: string;
  page: PageLoader;
  layout?: LayoutName;
  guards?: GuardName[];
  meta?: RouteMeta;
}

/**
 * A declared route whose feature is not built yet. It shows "Diese Seite gibt es noch nicht" with
 * status 404 and never pretends; `grep -c 'page: NOT_BUILT' routes.tsx` counts them.
 */
export const NOT_BUILT: PageLoader = () => import('./pages/not-built-page.tsx');
