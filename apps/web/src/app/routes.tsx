// The whole route map of spec 01 §2 and 02 §2, one line a route, split by area in routes/. Every page loads on demand.
// `page: NOT_BUILT` (route-types.ts) would mark a declared route whose feature is still to come (it answers 404
// honestly); every declared route is built now. The order is the table's: earlier entries win a tie.
// Readers of the table's text: vite.config.ts (routeAssets), ssr.test.ts and custom-domain-routes.test.ts (API).
import type { RouteEntry } from './route-types.ts';
import { adminRoutes } from './routes/admin.ts';
import { businessRoutes } from './routes/business.ts';
import { contentRoutes } from './routes/content.ts';
import { customDomainRoutes } from './routes/custom-domain.ts';
import { publicRoutes } from './routes/public.ts';
import { regionRoutes } from './routes/region.ts';
import { schoolRoutes } from './routes/school.ts';
import { traineeRoutes } from './routes/trainee.ts';

export const routes: RouteEntry[] = [
  ...publicRoutes,
  ...contentRoutes,
  ...businessRoutes,
  ...traineeRoutes,
  ...schoolRoutes,
  ...regionRoutes,
  ...adminRoutes,
  ...customDomainRoutes,
];
