// Whether a path leads to a built page: the route that React Router would choose for it is not
// NOT_BUILT. Menus show an entry only then, so nothing in a menu leads to "Diese Seite gibt es noch nicht".
import { matchRoutes } from 'react-router';
import { routes } from './routes.tsx';
import { NOT_BUILT } from './route-types.ts';

const table = routes.map((r) => ({ path: r.path, id: r.name }));
const builtByName = new Map(routes.map((r) => [r.name, r.page !== NOT_BUILT]));

export function isBuiltPath(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0]!;
  const match = matchRoutes(table, path)?.at(-1);
  return !!match && builtByName.get(match.route.id) === true;
}
