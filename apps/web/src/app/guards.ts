// The 16 named route guards of spec 01 §2. Each runs before its route renders (as part of the route's
// loader) and either lets it pass, redirects, or throws a status for the error page.
import { redirect } from 'react-router';
import type { TUser } from '@oabat/domain/accounts';
import { isAdmin, isDashboardOrAdmin, isSuperadmin, userType } from '@oabat/domain/rights';
import { DEFAULT_SEARCH_CHANNEL } from '@oabat/domain/constants';
import { storage } from '../lib/storage.ts';
import { navigationHistory } from '../lib/navigation-history.ts';
import { routeMeta } from './route-meta.ts';
import { GUARDS, type GuardName, type RouteMeta } from './route-types.ts';
import { siteInfo } from './site-info.ts';

export interface GuardContext {
  name: string;
  url: URL;
  params: Record<string, string | undefined>;
  meta: RouteMeta;
  user: TUser | null;
}

/** Local flag that, together with the admin account, makes a superadmin (spec 01 §6). */
export const SUPERADMIN_FLAG_KEY = 'superadmin';
/** The platform's own business slug: a business with it is not sent away from trainee pages. */
export const PLATFORM_BUSINESS_SLUG = DEFAULT_SEARCH_CHANNEL;

const home = () => redirect('/');
const here = (url: URL) => url.pathname + url.search + url.hash;

const guards: Record<GuardName, (ctx: GuardContext) => void | Promise<void>> = {
  'logged-in': ({ user, url }) => {
    if (!user) throw redirect(`/anmelden?redirect=${encodeURIComponent(here(url))}`);
  },
  authenticated: (ctx) => guards['logged-in'](ctx),
  'logged-out': ({ user }) => {
    if (user) throw home();
  },
  admin: (ctx) => {
    guards['logged-in'](ctx);
    if (!isAdmin(ctx.user)) throw home();
  },
  dashboard: (ctx) => {
    guards['logged-in'](ctx);
    if (!isDashboardOrAdmin(ctx.user)) throw home();
  },
  superadmin: (ctx) => {
    guards['logged-in'](ctx);
    if (!isSuperadmin(ctx.user, storage.get<boolean>(SUPERADMIN_FLAG_KEY) === true)) throw home();
  },
  business: (ctx) => {
    guards['logged-in'](ctx);
    const business = ctx.user?.business;
    if (!business) throw home();
    // A route whose :slug names a business must be this user's business, unless the slug is a job.
    if (ctx.params.slug && !ctx.meta.slugAsJob && ctx.params.slug !== business.slug) throw home();
  },
  school: (ctx) => {
    guards['logged-in'](ctx);
    // A business may also visit school pages (spec 01 §2).
    if (!ctx.user?.school && !ctx.user?.business) throw home();
  },
  region: (ctx) => {
    guards['logged-in'](ctx);
    if (!ctx.user?.region) throw home();
  },
  'no-trainee': ({ user }) => {
    if (userType(user) === 'trainee') throw redirect(user?.profile_path || '/');
  },
  'no-school': ({ user }) => {
    if (userType(user) === 'school') throw redirect('/schule');
  },
  'no-region': ({ user }) => {
    if (userType(user) === 'region') throw redirect(user?.profile_path || '/');
  },
  'no-business': ({ user }) => {
    if (userType(user) === 'business' && user?.business?.slug !== PLATFORM_BUSINESS_SLUG) throw home();
  },
  'hide-in-production': async () => {
    if ((await siteInfo()).production) throw home();
  },
  'meta-provider': ({ meta }) => {
    routeMeta.merge(meta);
  },
  routing: ({ name, url, params }) => {
    navigationHistory.push({ name, path: url.pathname, params, query: Object.fromEntries(url.searchParams) });
  },
};

export function isGuardName(name: string): name is GuardName {
  return (GUARDS as readonly string[]).includes(name);
}

/** Runs the named guards in order; an unknown name is a programming error shown as status 500. */
export async function runGuards(names: readonly string[], ctx: GuardContext) {
  for (const name of names) {
    if (!isGuardName(name)) throw new Response(`Unbekannter Guard: ${name}`, { status: 500, statusText: 'Unbekannter Guard' });
    await guards[name](ctx);
  }
}
