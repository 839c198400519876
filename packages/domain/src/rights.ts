// Roles and rights of spec 01 §6 / 02 §6 as pure functions. The server authorises every call with
// these, and the client uses the same ones to decide what to show.
import { PREMIUM_SUBSCRIPTION_TYPE, SPECIAL_JOB_TYPE } from './constants.ts';

export const BUSINESS_PERMISSIONS = [
  'publish_business',
  'publish_apprenticeship',
  'publish_traineeship',
  'show_own_jobs',
  'invite_school',
  'activate_job',
  'publish_regular_jobs',
  'mail2chat',
  'statistics',
  'job_external_application',
  'job_ai',
  'job_ci',
  'job_einblick',
  'job_v3',
  'joblist_v2',
  'pro_portal',
  'admin_livestream_polls',
  // Unlocked by the store's products (issue #16): personal API keys for the business's own jobs.
  'api_connection',
] as const;
export type BusinessPermission = (typeof BUSINESS_PERMISSIONS)[number];

/** The parts of a user the rights look at. Every field is optional so wire users and rows both fit. */
export interface RightsSubject {
  id?: number;
  email?: string | null;
  business?: {
    id?: number;
    slug: string;
    permissions?: readonly string[] | null;
    subscription_types?: readonly { id: number }[] | null;
    business_sites?: readonly unknown[] | null;
    has_pro_portal?: boolean | null;
  } | null;
  school?: { id?: number; slug: string; channel?: { slug: string } | null } | null;
  region?: { id?: number; slug: string; channel?: { slug: string } | null } | null;
  trainee?: { id?: number } | null;
  /** Set by the server on the session user: which fixed account this is, if any. */
  special_account?: SpecialAccount | null;
}
export type Viewer = RightsSubject | null | undefined;

export const SPECIAL_ACCOUNT_KINDS = ['admin', 'support', 'dashboard'] as const;
export type SpecialAccount = (typeof SPECIAL_ACCOUNT_KINDS)[number];

/**
 * The fixed accounts, identified by e-mail in the server's configuration only. The server marks the
 * session user with `special_account`; the rights below read that mark, so the web app never decides
 * who is admin from an e-mail address.
 */
export interface SpecialAccounts {
  adminEmail: string;
  supportEmail: string;
  dashboardEmail: string;
}

const sameEmail = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/** Server only: which special account an e-mail address is, by the configured addresses. */
export function specialAccountOf(email: string | null | undefined, acc: SpecialAccounts): SpecialAccount | null {
  if (sameEmail(email, acc.adminEmail)) return 'admin';
  if (sameEmail(email, acc.supportEmail)) return 'support';
  if (sameEmail(email, acc.dashboardEmail)) return 'dashboard';
  return null;
}

export type UserType = 'region' | 'school' | 'business' | 'trainee' | '';

/** Region over school over business; a trainee when none of those; else empty. */
export function userType(user: Viewer): UserType {
  if (!user) return '';
  if (user.region) return 'region';
  if (user.school) return 'school';
  if (user.business) return 'business';
  if (user.trainee) return 'trainee';
  return '';
}

export const isTrainee = (u: Viewer) => !!u?.trainee;
export const isBusiness = (u: Viewer) => !!u?.business;
export const isSchool = (u: Viewer) => !!u?.school;
export const isRegion = (u: Viewer) => !!u?.region;
export const isAdmin = (u: Viewer) => u?.special_account === 'admin';
export const isSupport = (u: Viewer) => isAdmin(u) || u?.special_account === 'support';
export const isDashboardUser = (u: Viewer) => u?.special_account === 'dashboard';
export const isDashboardOrAdmin = (u: Viewer) => isAdmin(u) || isDashboardUser(u);
/**
 * Read-only accounts (the dashboard account): they read figures and lists and write nothing at all, on any
 * route (issue #35: it could start a statistics refresh). The server refuses their writes in one place
 * (plugins/read-only-accounts.ts) before any route's own check; the few writes that only end the caller's own
 * session or change its own password say so on the route (`config: OWN_SESSION_WRITE`).
 */
export const isReadOnlyAccount = (u: Viewer) => isDashboardUser(u);
/** Whether the viewer may write (the web app hides write buttons otherwise). */
export const canWrite = (u: Viewer) => !!u && !isReadOnlyAccount(u);
export const READ_ONLY_ACCOUNT_MESSAGE = 'Das Dashboard-Konto kann nur lesen und nichts ändern.';
/** Any of the fixed accounts: never anyone's colleague, never a member of an organisation. */
export const isSpecialAccount = (u: Viewer) => !!u?.special_account;
/**
 * Session recordings (issue #35, finding 8): only the admin reads them; the dashboard account and support get 403
 * like everybody else (the recordings show a person's screen, not figures).
 */
export const canReadSessionRecordings = (u: Viewer) => isAdmin(u);
/** Superadmin: the admin plus a flag stored locally in the browser (client only). */
export const isSuperadmin = (u: Viewer, localFlag: boolean) => isAdmin(u) && localFlag;

/** Onboarding applies only to trainees without business, school or region. */
export const isOnboardingUser = (u: Viewer) => !!u?.trainee && !u.business && !u.school && !u.region;

export const canSendInterest = (u: Viewer) => !u || isTrainee(u);
export const canLike = (u: Viewer) => !u || isTrainee(u);
export const canChat = (u: Viewer) => !u || isTrainee(u) || isRegion(u);
export const canNetwork = (u: Viewer) => isBusiness(u) || isSchool(u);

export const canEditChannelContent = (u: Viewer, channelSlug: string) =>
  (!!u?.region && u.region.channel?.slug === channelSlug) || (!!u?.school && u.school.channel?.slug === channelSlug);
export const canEditMaterials = canEditChannelContent;
export const canEditEvents = canEditChannelContent;
export const canEditBusiness = (u: Viewer, businessSlug: string) => !!u?.business && u.business.slug === businessSlug;
export const canEditSchool = (u: Viewer, schoolSlug: string) => !!u?.school && u.school.slug === schoolSlug;
export const canEditRegion = (u: Viewer, regionSlug: string) => !!u?.region && u.region.slug === regionSlug;

export const hasPermission = (u: Viewer, permission: BusinessPermission | string) => !!u?.business?.permissions?.includes(permission);
export const isPremium = (u: Viewer) => !!u?.business?.subscription_types?.some((t) => t.id === PREMIUM_SUBSCRIPTION_TYPE);
export const showBusinessSites = (u: Viewer) => (u?.business?.business_sites?.length ?? 0) > 1;
export const canAdminPolls = (u: Viewer) => hasPermission(u, 'admin_livestream_polls');
/** Personal API keys (store product api_connection): a business user whose business holds the permission. */
export const canUseApiKeys = (u: Viewer) => isBusiness(u) && hasPermission(u, 'api_connection');
/** mail2chat (store product): the business's chat messages and applications also arrive by e-mail. */
export const hasMail2chat = (u: Viewer) => isBusiness(u) && hasPermission(u, 'mail2chat');
/** /betrieb/statistiken and its calls: the business permission `statistics` (granted by the admin). */
export const canSeeStatistics = (u: Viewer) => hasPermission(u, 'statistics');
export const STATISTICS_LOCKED = 'Statistiken sind für deinen Betrieb nicht freigeschaltet.';
/** EinBlick.pro (/betrieb/einblick): the store's product pro_portal grants the permission; the old flag counts too. */
export const canUseEinblick = (u: Viewer) => hasPermission(u, 'pro_portal') || !!u?.business?.has_pro_portal;
/** Livestream Q&A (release, pin): the admin and the stream's moderators (their user ids, the server's list). */
export const canModerateLivestream = (u: Viewer, moderatorIds: readonly number[]) => isAdmin(u) || (u?.id !== undefined && moderatorIds.includes(u.id));

/**
 * Job creation (01 §6): type 3 needs publish_regular_jobs, types 1 and 2 need the special job
 * permission job_v3 (the spec does not name them; this is our decision, recorded in apps/api/src/modules/jobs/README.md).
 */
export const JOB_CREATE_PERMISSION = { regular: 'publish_regular_jobs', special: 'job_v3' } as const;
export function canCreateJobType(u: Viewer, type: number | string): boolean {
  const t = Number(type);
  if (!Number.isInteger(t) || t < 1 || t > 3) return false;
  return t === SPECIAL_JOB_TYPE ? hasPermission(u, JOB_CREATE_PERMISSION.regular) : hasPermission(u, JOB_CREATE_PERMISSION.special);
}

/**
 * Jobs are read by minors (issue #35, finding 11): a business publishes a job without review only with activate_job
 * and once the admin verified it ("geprüfter Betrieb"); a new or unverified business's jobs wait for the admin.
 */
export const canPublishJobsDirectly = (u: Viewer, business: { is_verified: boolean } | null | undefined) =>
  hasPermission(u, 'activate_job') && !!business?.is_verified;

/** Account management: a person changes only their own account (admins act through impersonation). */
export const canEditUser = (u: Viewer, userId: number) => !!u && u.id !== undefined && u.id === userId;
/** Impersonation (temporary login) is for the one admin account only. */
export const canImpersonate = (u: Viewer) => isAdmin(u);

/**
 * Starting a chat (spec §6 chat right: trainee, region user, anonymous). Guests must log in first
 * (the server answers 401); businesses and schools only answer in conversations they are part of.
 * A trainee or region writes to organisations and the Oabat team, never to another trainee; the
 * admin and support accounts may write to anyone.
 */
export type ChatPartyType = 'business' | 'school' | 'region' | 'trainee' | 'team' | 'user';
export function canStartChatWith(u: Viewer, receiver: ChatPartyType): boolean {
  if (!u) return false;
  if (isSupport(u)) return true;
  if (!isTrainee(u) && !isRegion(u)) return false;
  return receiver === 'business' || receiver === 'school' || receiver === 'region' || receiver === 'team';
}

/**
 * Reviews (/api/v2/reviews): any logged-in user except the admin (who moderates) may review the platform;
 * a business is reviewed by pupils/trainees, schools and regions, never by a business (its own or a rival).
 */
export function canPostReview(u: Viewer, type: 'platform' | 'business'): boolean {
  if (!u || isAdmin(u)) return false;
  if (type === 'platform') return true;
  return !isBusiness(u) && (isTrainee(u) || isSchool(u) || isRegion(u));
}
export const canModerateReviews = (u: Viewer) => isAdmin(u);

/**
 * Posts (02 §6 is silent; our decision, recorded in apps/api/src/modules/posts/README.md): businesses, schools and regions write posts for
 * their own organisation; schools and regions publish directly, a business only with the permission
 * activate_job (the same right that publishes its jobs without review), else the admin approves.
 */
export type PostAuthorRef = { type: 'business' | 'school' | 'region'; id: number };
export function postAuthorOf(u: Viewer): PostAuthorRef | null {
  if (u?.region?.id) return { type: 'region', id: u.region.id };
  if (u?.school?.id) return { type: 'school', id: u.school.id };
  if (u?.business?.id) return { type: 'business', id: u.business.id };
  return null;
}
export const canWritePosts = (u: Viewer) => postAuthorOf(u) !== null;
export const canPublishPostsDirectly = (u: Viewer) => {
  const a = postAuthorOf(u);
  return !!a && (a.type !== 'business' || hasPermission(u, 'activate_job'));
};
export function canEditPost(u: Viewer, author: PostAuthorRef): boolean {
  const own = postAuthorOf(u);
  return !!own && own.type === author.type && own.id === author.id;
}
export const canModeratePosts = (u: Viewer) => isAdmin(u);

/**
 * Events (02 §6 editEvents): the region or school whose channel it is creates and edits them; the admin creates
 * them on any channel (/admin/event/erstellen) and may correct them. Businesses and trainees never.
 */
export const canManageEvents = (u: Viewer, channelSlug: string) => isAdmin(u) || canEditEvents(u, channelSlug);
/** The channel a region or school writes events on by default (its own). */
export const ownEventChannel = (u: Viewer): string | null => u?.region?.channel?.slug ?? u?.school?.channel?.slug ?? null;
export const canCreateEvents = (u: Viewer) => isAdmin(u) || ownEventChannel(u) !== null;
/** Materials (02 §6 editMaterials): the region or school whose channel it is, and the admin on any channel. */
export const canManageMaterials = (u: Viewer, channelSlug: string) => isAdmin(u) || canEditMaterials(u, channelSlug);

/**
 * Videos: like posts, the owner's organisation (business, school, region) uploads and edits them. On a channel the
 * owner places its own video where it is a member (or its own channel); the channel's region or school (and the
 * admin) places, sorts and removes its members' videos there.
 */
export const videoOwnerOf = postAuthorOf;
export const canEditVideo = canEditPost;
export const canManageChannelVideos = (u: Viewer, channelSlug: string) => isAdmin(u) || canEditChannelContent(u, channelSlug);
/**
 * Posts on a channel: like videos, the channel's region or school (and the admin) sorts its members' posts there
 * and removes them; the author places its own published post on a channel it belongs to and takes it off again.
 */
export const canManageChannelPosts = canManageChannelVideos;

/**
 * Reports (issue #19): every logged-in person reports a job, a profile or a message they see; the fixed team
 * accounts moderate instead. Only the admin handles the queue (hide, warn, block, close).
 */
export const canReport = (u: Viewer) => !!u && !isSpecialAccount(u);
export const canModerate = (u: Viewer) => isAdmin(u);
