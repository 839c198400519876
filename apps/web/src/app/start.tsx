// The whole web app, loaded by main.tsx at once or, on a server-rendered first visit, on the first interaction.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { auth } from '../lib/auth.ts';
import { AppProviders, createQueryClient } from './app.tsx';
import { buildRouteObjects, createRouter } from './router.tsx';
import { runGuards } from './guards.ts';
import { readSsrState } from '../ssr/state.ts';
import { holdEarlyInput, holdTypedFields, replayEarlyInput } from '../ssr/early-input.ts';

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

/** Marks the document once React owns the server's HTML and replayed what was held (tests wait for it). */
function HydrationMark({ children, settled }: { children: ReactNode; settled: () => Promise<void> }) {
  useEffect(() => {
    const t = setTimeout(() => {
      void replayEarlyInput(settled).then(() => {
        document.documentElement.dataset.hydrated = 'true';
      });
    }, 0);
    return () => clearTimeout(t);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return children;
}

/** Resolves once the router has no navigation under way (a held click may have started one). */
function routerIdle(router: ReturnType<typeof createRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
}

/** Starts the app: renders it (a page the server did not render) or takes over the server's HTML. */
export async function start() {
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
  // A query the server answered with an error (a job that is gone) shows that error, as the server's HTML does,
  // instead of loading again on mount; logging in still refetches it (below).
  for (const q of ssr.queries.queries) if (q.state.status === 'error') queryClient.setQueryDefaults(q.queryKey, { retryOnMount: false });
  const routeObjects = buildRouteObjects();
  const matches = await resolveLazyRoutes(routeObjects);
  const router = createRouter(routeObjects, ssr.router);
  holdTypedFields(root);
  hydrateRoot(
    root,
    <StrictMode>
      <HydrationMark settled={() => routerIdle(router)}>
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
