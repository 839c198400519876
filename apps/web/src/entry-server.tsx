/// <reference types="node" />
// The server renderer of the public pages (built by `vite build` into dist/server, used by the API's
// plugins/ssr.ts). It renders a page as a guest: React Router's static handler matches the route and
// resolves its lazy modules, a prepass lets the page ask for its data (TanStack Query), the data is
// loaded through the API in the same process, and the final render streams. The client hydrates from
// the same router state and query cache (see app/start.tsx), so it fetches nothing again. Whether the
// browser starts the app at once or on the first interaction is said in `hydrate` (ssr/wake.ts).
import { dayInGermany } from '@oabat/domain/dates';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderHeadTags, type PageHead } from '@oabat/domain/seo';
import { AppProviders } from './app/app.tsx';
import { buildRouteObjects } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { NOT_BUILT } from './app/route-types.ts';
import { configureApiTransport } from './lib/api.ts';
import { configureUserAgentSource } from './lib/image.ts';
import { PageTitleCollector } from './lib/page-title.ts';
import { HYDRATE_AT_ONCE, PAGE_HEADS } from './ssr/page-heads.ts';
import { viewKey, type PageView } from './ssr/views.ts';
import { ViewCollector } from './lib/record-activity.ts';
import type { HydrateMode } from './ssr/wake.ts';
import { encodeSsrState } from './ssr/state.ts';

export interface ServerSetup {
  /** Answers the API requests of the render (the API's app.inject, as a guest). */
  fetch: (url: URL, init: RequestInit) => Promise<Response>;
  /** PUBLIC_URL: canonical and picture addresses. */
  publicUrl: string;
}

export type RenderResult =
  | { kind: 'shell'; status: number }
  | { kind: 'page'; status: number; head: string; state: string; pipe: (out: Writable) => void; assets: string[]; hydrate: HydrateMode };

const requestStore = new AsyncLocalStorage<{ userAgent: string }>();
let publicUrl = 'http://localhost:3000';

export function setup(s: ServerSetup) {
  publicUrl = s.publicUrl;
  configureApiTransport({ fetch: s.fetch, origin: () => s.publicUrl });
  configureUserAgentSource(() => requestStore.getStore()?.userAgent ?? '');
}

// The loaders on the server only let the page through: guests pass the guards of every page rendered
// here, and the browser's history and route meta are the browser's business.
const routeObjects = buildRouteObjects(routes, () => () => null);
const handler = createStaticHandler(routeObjects);
const notBuilt = new Set(routes.filter((r) => r.page === NOT_BUILT).map((r) => r.name));
const MAX_PREPASSES = 4;
const layoutOf = new Map(routes.map((r) => [r.name, r.layout ?? 'default']));

/** The client files of each route and layout (written by the build beside this file, see vite.config.ts). */
const routeAssets = (() => {
  try {
    return JSON.parse(fs.readFileSync(new URL('./route-assets.json', import.meta.url), 'utf8')) as {
      app?: string[];
      routes: Record<string, string[]>;
      layouts: Record<string, string[]>;
    };
  } catch {
    return { routes: {}, layouts: {} };
  }
})();
const assetsOf = (leaf: string) => [
  ...new Set([...(routeAssets.app ?? []), ...(routeAssets.layouts[layoutOf.get(leaf) ?? 'default'] ?? []), ...(routeAssets.routes[leaf] ?? [])]),
];

const today = () => dayInGermany();

function tree(
  qc: QueryClient,
  context: StaticHandlerContext,
  collect: (t: string | null | undefined) => void,
  noteView: ((v: PageView) => void) | null = null,
): ReactNode {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <PageTitleCollector.Provider value={collect}>
        <ViewCollector.Provider value={noteView}>
          <AppProviders queryClient={qc}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ViewCollector.Provider>
      </PageTitleCollector.Provider>
    </StrictMode>
  );
}

/** Renders the page as a guest sees it until every query it asks for has an answer (a few rounds at most). */
async function prepass(qc: QueryClient, context: StaticHandlerContext, collect: (t: string | null | undefined) => void, views: Map<string, PageView>) {
  for (let i = 0; i < MAX_PREPASSES; i++) {
    // The last pass, with all the data, says which visits the page counts.
    views.clear();
    renderToString(tree(qc, context, collect, (v) => views.set(viewKey(v), v)));
    // Nothing subscribes on the server, so a query's own options say whether the page would fetch it.
    const waiting = qc
      .getQueryCache()
      .getAll()
      .filter((q) => {
        const enabled = (q.options as { enabled?: boolean | ((query: typeof q) => boolean) }).enabled;
        return (
          q.state.status === 'pending' &&
          q.state.fetchStatus === 'idle' &&
          q.options.queryFn &&
          (typeof enabled === 'function' ? enabled(q) : enabled !== false)
        );
      });
    if (!waiting.length) return;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
}

export async function render(input: { url: string; userAgent: string }): Promise<RenderResult> {
  const url = new URL(input.url, publicUrl);
  const leaf = matchRoutes(routeObjects, url.pathname)?.at(-1)?.route.id;
  const builder = leaf ? PAGE_HEADS[leaf] : undefined;
  if (!leaf || (!builder && !notBuilt.has(leaf))) return { kind: 'shell', status: 200 };

  return requestStore.run({ userAgent: input.userAgent }, async () => {
    const context = await handler.query(new Request(url, { headers: { 'user-agent': input.userAgent } }));
    if (context instanceof Response || context.errors) return { kind: 'shell', status: 200 };
    // Queries on the server try once (a 404 is an answer, not a reason to wait: the page shows it, not "loading",
    // hence no retry on mount either) and set no garbage collection timers, so nothing keeps this request's
    // cache alive after its answer.
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 30_000, gcTime: Infinity } } });
    let title: string | null = null;
    const collect = (t: string | null | undefined) => {
      title = t ?? null;
    };
    const views = new Map<string, PageView>();
    await prepass(qc, context, collect, views);

    const params = matchRoutes(routeObjects, url.pathname)?.at(-1)?.params ?? {};
    const built = builder ? await builder({ name: leaf, params, url, qc, publicUrl, title, today: today() }) : { head: { noindex: true }, status: 404 };
    const head: PageHead = { title, canonicalPath: url.pathname, ...built.head };
    const state = encodeSsrState({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(qc, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
      views: [...views.values()],
    });
    // The shell (everything outside Suspense boundaries) is ready before the headers go out.
    const pipe = await new Promise<(out: Writable) => void>((resolve, reject) => {
      const stream = requestStore.run({ userAgent: input.userAgent }, () =>
        renderToPipeableStream(
          tree(qc, context, () => {}),
          {
            onShellReady: () => resolve((out) => stream.pipe(out)),
            onShellError: reject,
          },
        ),
      );
    });
    return {
      kind: 'page',
      status: built.status ?? context.statusCode,
      head: renderHeadTags(head, publicUrl),
      state,
      pipe,
      assets: assetsOf(leaf === 'not-found' ? '404' : leaf),
      hydrate: HYDRATE_AT_ONCE.has(leaf) ? 'now' : 'interaction',
    };
  });
}
