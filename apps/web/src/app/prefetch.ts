// How a page's code is loaded ahead of navigation: the route that matches the path loads its page once.
import { matchRoutes } from 'react-router';
import { setPagePrefetcher } from '../lib/prefetch.ts';
import { routes } from './routes.tsx';

const done = new Set<string>();
setPagePrefetcher((path) => {
  const match = matchRoutes(
    routes.map((r) => ({ path: r.path, id: r.name })),
    path.split(/[?#]/)[0],
  )?.at(-1);
  if (!match?.route.id || done.has(match.route.id)) return;
  done.add(match.route.id);
  void routes
    .find((r) => r.name === match.route.id)
    ?.page()
    .catch(() => done.delete(match.route.id!));
});
