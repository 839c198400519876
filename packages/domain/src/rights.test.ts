import { describe, expect, it } from 'vitest';
import {
  canReadSessionRecordings,
  canAdminPolls,
  canChat,
  canModerateReviews,
  canPostReview,
  canCreateJobType,
  canEditBusiness,
  canEditEvents,
  canEditMaterials,
  canManageMaterials,
  canEditRegion,
  canEditSchool,
  canLike,
  canEditUser,
  canImpersonate,
  canNetwork,
  canStartChatWith,
  canSendInterest,
  hasPermission,
  isAdmin,
  isBusiness,
  isDashboardOrAdmin,
  isDashboardUser,
  isOnboardingUser,
  isPremium,
  isRegion,
  isSchool,
  isSuperadmin,
  isSupport,
  isTrainee,
  showBusinessSites,
  specialAccountOf,
  userType,
  type RightsSubject,
} from './rights.ts';

const trainee: RightsSubject = { id: 1, email: 'azubi@x.de', trainee: { id: 1 } };
const business: RightsSubject = {
  id: 2,
  email: 'betrieb@x.de',
  business: {
    slug: 'baeckerei-huber',
    permissions: ['publish_regular_jobs', 'admin_livestream_polls'],
    subscription_types: [{ id: 2 }],
    business_sites: [{}, {}],
  },
};
const school: RightsSubject = { id: 3, email: 'schule@x.de', school: { slug: 'ms-nikola', channel: { slug: 'kanal-schule' } } };
const region: RightsSubject = { id: 4, email: 'region@x.de', region: { slug: 'passau', channel: { slug: 'kanal-passau' } } };
const admin: RightsSubject = { id: 5, email: 'Admin@Oabat.example', special_account: 'admin' };
const support: RightsSubject = { id: 6, email: 'hilfe@oabat.example', special_account: 'support' };
const dashboard: RightsSubject = { id: 7, email: 'dashboard@oabat.example', special_account: 'dashboard' };
const guest = null;

describe('account kinds', () => {
  it('reads each kind from its part', () => {
    expect([isTrainee(trainee), isBusiness(business), isSchool(school), isRegion(region)]).toEqual([true, true, true, true]);
    expect([isTrainee(business), isBusiness(trainee), isSchool(region), isRegion(school), isTrainee(guest)]).toEqual([false, false, false, false, false]);
  });

  it('derives the user type: region over school over business, else trainee or empty', () => {
    expect(userType({ ...business, ...school, ...region })).toBe('region');
    expect(userType({ ...business, ...school })).toBe('school');
    expect(userType({ ...business, trainee: { id: 1 } })).toBe('business');
    expect(userType(trainee)).toBe('trainee');
    expect(userType(admin)).toBe('');
    expect(userType(guest)).toBe('');
  });

  it('admin is the account the server marked, support adds the help account, dashboard is a second account', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(support)).toBe(false);
    expect(isAdmin(guest)).toBe(false);
    expect([isSupport(admin), isSupport(support), isSupport(business)]).toEqual([true, true, false]);
    expect([isDashboardUser(dashboard), isDashboardUser(admin)]).toEqual([true, false]);
    expect([isDashboardOrAdmin(dashboard), isDashboardOrAdmin(admin), isDashboardOrAdmin(support)]).toEqual([true, true, false]);
  });

  it('superadmin needs the admin plus the local flag', () => {
    expect(isSuperadmin(admin, true)).toBe(true);
    expect(isSuperadmin(admin, false)).toBe(false);
    expect(isSuperadmin(business, true)).toBe(false);
  });

  it('an e-mail address alone makes nobody admin: only the mark of the server does', () => {
    expect(isAdmin({ email: 'admin@oabat.example' })).toBe(false);
    expect(isSupport({ email: 'hilfe@oabat.example' })).toBe(false);
  });

  it('the server finds the special account by the configured addresses, case-insensitive', () => {
    const acc = { adminEmail: 'chef@firma.de', supportEmail: 'hilfe@firma.de', dashboardEmail: 'zahlen@firma.de' };
    expect(specialAccountOf('Chef@Firma.de', acc)).toBe('admin');
    expect(specialAccountOf('hilfe@firma.de', acc)).toBe('support');
    expect(specialAccountOf('zahlen@firma.de', acc)).toBe('dashboard');
    expect([specialAccountOf('admin@oabat.example', acc), specialAccountOf(null, acc)]).toEqual([null, null]);
  });

  it('onboarding applies only to trainees without business, school or region', () => {
    expect(isOnboardingUser(trainee)).toBe(true);
    expect(isOnboardingUser({ ...trainee, ...school })).toBe(false);
    expect(isOnboardingUser(business)).toBe(false);
  });
});

describe('rights of spec §6', () => {
  it('sendInterest and like: trainee or not logged in', () => {
    for (const right of [canSendInterest, canLike]) {
      expect([right(trainee), right(guest), right(business), right(school), right(region), right(admin)]).toEqual([true, true, false, false, false, false]);
    }
  });

  it('chat: trainee, region user or anonymous', () => {
    expect([canChat(trainee), canChat(region), canChat(guest), canChat(business), canChat(school)]).toEqual([true, true, true, false, false]);
  });

  it('network: business or school', () => {
    expect([canNetwork(business), canNetwork(school), canNetwork(trainee), canNetwork(region), canNetwork(guest)]).toEqual([true, true, false, false, false]);
  });

  it('editMaterials and editEvents: region or school whose channel has the slug', () => {
    for (const right of [canEditMaterials, canEditEvents]) {
      expect(right(region, 'kanal-passau')).toBe(true);
      expect(right(school, 'kanal-schule')).toBe(true);
      expect(right(region, 'kanal-schule')).toBe(false);
      expect(right(business, 'kanal-passau')).toBe(false);
      expect(right(guest, 'kanal-passau')).toBe(false);
      expect(right({ region: { slug: 'x', channel: null } }, 'kanal-passau')).toBe(false);
    }
  });

  it('managing materials: the region or school of the channel, and the admin on any channel', () => {
    expect(canManageMaterials(region, 'kanal-passau')).toBe(true);
    expect(canManageMaterials(admin, 'kanal-passau')).toBe(true);
    expect(canManageMaterials(school, 'kanal-passau')).toBe(false);
    expect(canManageMaterials(business, 'kanal-passau')).toBe(false);
    expect(canManageMaterials(guest, 'kanal-passau')).toBe(false);
  });

  it('editBusiness, editSchool, editRegion: only the own slug', () => {
    expect([canEditBusiness(business, 'baeckerei-huber'), canEditBusiness(business, 'andere'), canEditBusiness(guest, 'baeckerei-huber')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canEditSchool(school, 'ms-nikola'), canEditSchool(school, 'andere'), canEditSchool(region, 'ms-nikola')]).toEqual([true, false, false]);
    expect([canEditRegion(region, 'passau'), canEditRegion(region, 'andere'), canEditRegion(school, 'passau')]).toEqual([true, false, false]);
  });

  it('permission(x), adminPolls, isPremium, showBusinessSites read the business', () => {
    expect(hasPermission(business, 'publish_regular_jobs')).toBe(true);
    expect(hasPermission(business, 'pro_portal')).toBe(false);
    expect(hasPermission(trainee, 'publish_regular_jobs')).toBe(false);
    expect([canAdminPolls(business), canAdminPolls({ business: { slug: 'b', permissions: [] } })]).toEqual([true, false]);
    expect([isPremium(business), isPremium({ business: { slug: 'b', subscription_types: [{ id: 1 }] } }), isPremium(guest)]).toEqual([true, false, false]);
    expect([showBusinessSites(business), showBusinessSites({ business: { slug: 'b', business_sites: [{}] } })]).toEqual([true, false]);
  });

  it('job creation: type 3 needs publish_regular_jobs, types 1 and 2 the special permission', () => {
    expect(canCreateJobType(business, 3)).toBe(true);
    expect(canCreateJobType(business, '3')).toBe(true);
    expect(canCreateJobType(business, 1)).toBe(false);
    const special = { business: { slug: 'b', permissions: ['job_v3'] } };
    expect([canCreateJobType(special, 1), canCreateJobType(special, 2), canCreateJobType(special, 3)]).toEqual([true, true, false]);
    expect([canCreateJobType(special, 4), canCreateJobType(special, 'x'), canCreateJobType(guest, 3)]).toEqual([false, false, false]);
  });
});

describe('account rights', () => {
  it('a person edits only their own account', () => {
    expect([canEditUser(trainee, 1), canEditUser(trainee, 2), canEditUser(admin, 1), canEditUser(guest, 1), canEditUser({ email: 'x' }, 1)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('only the admin impersonates', () => {
    expect([canImpersonate(admin), canImpersonate(support), canImpersonate(dashboard), canImpersonate(business), canImpersonate(guest)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('starting a chat', () => {
  it('trainees and regions write to organisations and the team, never to trainees', () => {
    for (const u of [trainee, region]) {
      expect(['business', 'school', 'region', 'team'].every((r) => canStartChatWith(u, r as 'business'))).toBe(true);
      expect(canStartChatWith(u, 'trainee')).toBe(false);
    }
  });
  it('businesses, schools and guests do not start chats; admin and support may', () => {
    expect([canStartChatWith(business, 'business'), canStartChatWith(school, 'region'), canStartChatWith(guest, 'business')]).toEqual([false, false, false]);
    expect([canStartChatWith(admin, 'trainee'), canStartChatWith(support, 'business')]).toEqual([true, true]);
  });
});

describe('reviews', () => {
  it('every logged-in user but the admin reviews the platform; guests do not', () => {
    expect([trainee, business, school, region, support].every((u) => canPostReview(u, 'platform'))).toBe(true);
    expect([canPostReview(admin, 'platform'), canPostReview(guest, 'platform')]).toEqual([false, false]);
  });
  it('pupils, schools and regions review businesses; businesses, the admin and guests do not', () => {
    expect([trainee, school, region].every((u) => canPostReview(u, 'business'))).toBe(true);
    expect([canPostReview(business, 'business'), canPostReview(admin, 'business'), canPostReview(guest, 'business')]).toEqual([false, false, false]);
  });
  it('only the admin moderates', () => {
    expect([canModerateReviews(admin), canModerateReviews(support), canModerateReviews(trainee), canModerateReviews(guest)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('session recordings (issue #35)', () => {
  it('only the admin reads them', () => {
    expect(canReadSessionRecordings({ special_account: 'admin' })).toBe(true);
    for (const u of [
      { special_account: 'dashboard' as const },
      { special_account: 'support' as const },
      { business: { slug: 'b' } },
      { trainee: { id: 1 } },
      null,
    ])
      expect(canReadSessionRecordings(u)).toBe(false);
  });
});
