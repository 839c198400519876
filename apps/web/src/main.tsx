import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
// Mantine's base layers; each component's own CSS comes with the component (build-plugins/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { auth } from './lib/auth.ts';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { buildRouteObjects, createRouter } from './app/router.tsx';
import { runGuards } from './app/guards.ts';
import { readSsrState } from './ssr/state.ts';
import { holdEarlyInput, holdTypedFields, replayEarlyInput } from './ssr/early-input.ts';

/** Loads the lazy modules of the routes of this address, so the first render equals the server's HTML. */
async function resolveLazyRoutes(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const mod = await route.lazy();
      Object.assign(route, mod, { lazy: undefined });
    }),
  );
  return matches;
}

/** Marks the document once React owns the server's HTML (buttons work from then on; tests wait for it). */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    const t = setTimeout(() => {
      replayEarlyInput();
      document.documentElement.dataset.hydrated = 'true';
    }, 0);
    return () => clearTimeout(t);
  }, []);
  return children;
}

async function start() {
  const root = document.getElementById('root')!;
  const ssr = readSsrState();
  const queryClient = createQueryClient();
  const initAuth = auth.init();
  if (!ssr) {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  // The server rendered this page as a guest: start from its data and router state.
  holdEarlyInput();
  hydrate(queryClient, ssr.queries);
  const routeObjects = buildRouteObjects();
  const matches = await resolveLazyRoutes(routeObjects);
  const router = createRouter(routeObjects, ssr.router);
  holdTypedFields(root);
  hydrateRoot(
    root,
    <StrictMode>
      <HydrationMark>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydrationMark>
    </StrictMode>,
  );
  // The loaders did not run for this first page: the route meta and the history tracker still need it.
  const leaf = matches.at(-1);
  if (leaf) {
    const handle = leaf.route.handle as { name: string; meta: Record<string, unknown> } | undefined;
    void runGuards(['meta-provider', 'routing'], {
      name: handle?.name ?? leaf.route.id ?? '',
      url: new URL(window.location.href),
      params: leaf.params,
      meta: handle?.meta ?? {},
      user: null,
    });
  }
  // A logged-in person sees their own view of the data (likes, own drafts) and passes the page's guards
  // with their account: refetch and re-run the loaders once the session is known.
  await initAuth;
  if (auth.get().loggedIn) {
    void queryClient.invalidateQueries();
    void router.revalidate();
  }
}

void start();
