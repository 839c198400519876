// Turns the route table into the browser router: a root frame, the nine lazy layouts, and each page
// lazy inside its layout, with its guards run as the route's loader.
import { createBrowserRouter, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router';
import { auth } from '../lib/auth.ts';
import { loadChunk } from '../lib/chunk-reload.ts';
import { runGuards } from './guards.ts';
import { routes } from './routes.tsx';
// Registers how links load a page's code ahead of navigation.
import './prefetch.ts';
import { LAYOUTS, type LayoutName, type PageLoader, type RouteEntry } from './route-types.ts';
import { RootFrame } from './root-frame.tsx';
import { ErrorPage } from './pages/error-page.tsx';
import { PageLoading } from './pages/page-loading.tsx';

const layoutLoaders: Record<LayoutName, PageLoader> = {
  customdomain: () => import('./layouts/customdomain-layout.tsx'),
  default: () => import('./layouts/default-layout.tsx'),
  detailpage: () => import('./layouts/detailpage-layout.tsx'),
  embed: () => import('./layouts/embed-layout.tsx'),
  fullscreen: () => import('./layouts/fullscreen-layout.tsx'),
  modal: () => import('./layouts/modal-layout.tsx'),
  modern: () => import('./layouts/modern-layout.tsx'),
  school: () => import('./layouts/school-layout.tsx'),
  trainee: () => import('./layouts/trainee-layout.tsx'),
};

const lazyComponent = (load: PageLoader) => async () => ({ Component: (await loadChunk(load)).default });

/** The browser's loader: the route's guards with the user of the stored token. */
export const guardLoader =
  (entry: RouteEntry): LoaderFunction =>
  async ({ request, params }) => {
    await auth.whenReady();
    const url = new URL(request.url);
    // The tracker and meta run last, so a redirected visit is not recorded as visited.
    await runGuards([...(entry.guards ?? []), 'meta-provider', 'routing'], { name: entry.name, url, params, meta: entry.meta ?? {}, user: auth.get().user });
    return null;
  };

function toRoute(entry: RouteEntry, loaderFor: (entry: RouteEntry) => LoaderFunction): RouteObject {
  return {
    id: entry.name,
    path: entry.path,
    handle: { name: entry.name, meta: entry.meta ?? {} },
    loader: loaderFor(entry),
    lazy: lazyComponent(entry.page),
  };
}

export const notFound: RouteEntry = { name: 'not-found', path: '*', page: () => import('./pages/not-found-page.tsx') };

/** The route objects; the server renderer passes loaders of its own (no session, no browser history). */
export function buildRouteObjects(table: RouteEntry[] = routes, loaderFor: (entry: RouteEntry) => LoaderFunction = guardLoader): RouteObject[] {
  const children: RouteObject[] = LAYOUTS.map((layout) => ({
    id: `layout-${layout}`,
    lazy: lazyComponent(layoutLoaders[layout]),
    children: [...table.filter((r) => (r.layout ?? 'default') === layout), ...(layout === 'default' ? [notFound] : [])].map((e) => toRoute(e, loaderFor)),
  }));
  return [{ id: 'root', Component: RootFrame, errorElement: <ErrorPage />, HydrateFallback: PageLoading, children }];
}

export const createRouter = (routeObjects = buildRouteObjects(), hydrationData?: HydrationState) => createBrowserRouter(routeObjects, { hydrationData });
