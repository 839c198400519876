// Loads a page's code ahead of navigation (on hover or focus of a link).
import { matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

const done = new Set<string>();
export function prefetchPage(path: string) {
  const match = matchRoutes(routes.map((r) => ({ path: r.path, id: r.name })), path.split(/[?#]/)[0])?.at(-1);
  if (!match?.route.id || done.has(match.route.id)) return;
  done.add(match.route.id);
  void routes.find((r) => r.name === match.route.id)?.page().catch(() => done.delete(match.route.id!));
}
