import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@oabat/domain/accounts';
import { runGuards, SUPERADMIN_FLAG_KEY, type GuardContext } from './guards.ts';
import { navigationHistory } from '../lib/navigation-history.ts';
import { routeMeta } from './route-meta.ts';
import { storage } from '../lib/storage.ts';

vi.mock('./site-info.ts', () => ({ siteInfo: vi.fn(async () => ({ production: true })) }));

const user = (over: Partial<TUser> = {}): TUser => ({
  id: 1,
  email: 'x@test.example',
  firstname: 'X',
  lastname: 'Y',
  birthdate: null,
  phone_number: null,
  one_signal_id: null,
  profile_path: null,
  tutorial_steps: [],
  ever_liked_job: false,
  permissions: [],
  email_verified: true,
  is_unread_messages_mail_active: true,
  is_job_interest_mail_active: true,
  business: null,
  school: null,
  region: null,
  trainee: null,
  special_account: null,
  ...over,
});
const businessUser = user({
  business: {
    id: 5,
    slug: 'baeckerei',
    name: 'B',
    business_site_slug: null,
    permissions: [],
    subscription_types: [],
    subscriptions: [],
    business_sites: [],
    is_job_fair_participant: false,
    has_pro_portal: false,
  },
});
const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  name: 'r',
  url: new URL('http://x/einstellungen?tab=1'),
  params: {},
  meta: {},
  user: null,
  ...over,
});

/** The redirect target a guard throws, or null when it lets the route pass. */
async function outcome(names: string[], c: GuardContext): Promise<string | number | null> {
  try {
    await runGuards(names, c);
    return null;
  } catch (e) {
    if (e instanceof Response) return e.headers.get('Location') ?? e.status;
    throw e;
  }
}

beforeEach(() => {
  localStorage.clear();
  routeMeta.reset();
});

describe('route guards', () => {
  it('logged-in sends a guest to login and remembers the wanted path', async () => {
    expect(await outcome(['logged-in'], ctx())).toBe('/anmelden?redirect=%2Feinstellungen%3Ftab%3D1');
    expect(await outcome(['logged-in'], ctx({ user: user() }))).toBeNull();
  });

  it('logged-out sends a logged-in user home', async () => {
    expect(await outcome(['logged-out'], ctx({ user: user() }))).toBe('/');
    expect(await outcome(['logged-out'], ctx())).toBeNull();
  });

  it('admin and dashboard admit only their accounts; superadmin needs the local flag too', async () => {
    const admin = user({ email: 'admin@oabat.example', special_account: 'admin' });
    expect(await outcome(['admin'], ctx({ user: admin }))).toBeNull();
    expect(await outcome(['admin'], ctx({ user: user({ email: 'dashboard@oabat.example', special_account: 'dashboard' }) }))).toBe('/');
    expect(await outcome(['dashboard'], ctx({ user: user({ email: 'dashboard@oabat.example', special_account: 'dashboard' }) }))).toBeNull();
    expect(await outcome(['dashboard'], ctx({ user: user() }))).toBe('/');
    expect(await outcome(['superadmin'], ctx({ user: admin }))).toBe('/');
    storage.set(SUPERADMIN_FLAG_KEY, true);
    expect(await outcome(['superadmin'], ctx({ user: admin }))).toBeNull();
  });

  it('business must match the slug unless the slug is a job', async () => {
    expect(await outcome(['business'], ctx({ user: businessUser, params: { slug: 'baeckerei' } }))).toBeNull();
    expect(await outcome(['business'], ctx({ user: businessUser, params: { slug: 'andere' } }))).toBe('/');
    expect(await outcome(['business'], ctx({ user: businessUser, params: { slug: 'azubi-job' }, meta: { slugAsJob: true } }))).toBeNull();
    expect(await outcome(['business'], ctx({ user: user({ trainee: { id: 1 } as TUser['trainee'] }) }))).toBe('/');
  });

  it('school pages admit schools and businesses; region pages only regions', async () => {
    const school = user({ school: { id: 1, slug: 's', name: 'S', channel: null } });
    expect(await outcome(['school'], ctx({ user: school }))).toBeNull();
    expect(await outcome(['school'], ctx({ user: businessUser }))).toBeNull();
    expect(await outcome(['school'], ctx({ user: user() }))).toBe('/');
    expect(await outcome(['region'], ctx({ user: school }))).toBe('/');
  });

  it('the type redirects send trainees, schools, regions and businesses away', async () => {
    expect(await outcome(['no-trainee'], ctx({ user: user({ trainee: { id: 1 } as TUser['trainee'], profile_path: '/i/profile' }) }))).toBe('/i/profile');
    expect(await outcome(['no-school'], ctx({ user: user({ school: { id: 1, slug: 's', name: 'S', channel: null } }) }))).toBe('/schule');
    expect(
      await outcome(['no-region'], ctx({ user: user({ region: { id: 1, slug: 'passau', name: 'P', channel: null }, profile_path: '/region/passau' }) })),
    ).toBe('/region/passau');
    expect(await outcome(['no-business'], ctx({ user: businessUser }))).toBe('/');
    expect(await outcome(['no-trainee', 'no-school', 'no-region', 'no-business'], ctx())).toBeNull();
  });

  it('hide-in-production sends everyone home in production', async () => {
    expect(await outcome(['hide-in-production'], ctx({ user: user() }))).toBe('/');
  });

  it('meta-provider merges the route meta, routing records the visit', async () => {
    await runGuards(['meta-provider', 'routing'], ctx({ name: 'kontakt', url: new URL('http://x/kontakt?context=a'), meta: { keepScroll: true } }));
    expect(routeMeta.get()).toEqual({ keepScroll: true });
    expect(navigationHistory.all().at(-1)).toEqual({ name: 'kontakt', path: '/kontakt', params: {}, query: { context: 'a' } });
  });

  it('an unknown guard name is an error with status 500', async () => {
    expect(await outcome(['gibt-es-nicht'], ctx())).toBe(500);
  });
});
