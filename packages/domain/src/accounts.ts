// Wire schemas of accounts, sessions and the user (spec 01 §3, §7).
import { z } from 'zod';
import { SPECIAL_ACCOUNT_KINDS } from './rights.ts';
import { ZBusinessAddress } from './businesses.ts';
import { INT32_MAX } from './common.ts';

export const ZChannelRef = z.object({ id: z.number().int(), slug: z.string() });

export const ZUserBusiness = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  business_site_slug: z.string().nullable(),
  permissions: z.array(z.string()),
  subscription_types: z.array(z.object({ id: z.number().int() })),
  subscriptions: z.array(z.object({ id: z.number().int(), product: z.object({ slug: z.string() }) })),
  business_sites: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  is_job_fair_participant: z.boolean(),
  has_pro_portal: z.boolean(),
});
export const ZUserSchool = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), channel: ZChannelRef.nullable() });
export const ZUserRegion = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), channel: ZChannelRef.nullable() });
export const ZUserTrainee = z
  .object({
    id: z.number().int(),
    gender: z.string().nullable(),
    highest_graduation: z.string().nullable(),
    onboarding_completed: z.boolean(),
    allows_chat_notification: z.boolean(),
    allows_newsletter: z.boolean(),
    allows_application_notification: z.boolean(),
    allows_recommendations: z.boolean(),
  })
  .passthrough();

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string().nullable(),
  phone_number: z.string().nullable(),
  one_signal_id: z.string().nullable(),
  profile_path: z.string().nullable(),
  tutorial_steps: z.array(z.string()),
  ever_liked_job: z.boolean(),
  permissions: z.array(z.string()),
  email_verified: z.boolean(),
  is_unread_messages_mail_active: z.boolean(),
  is_job_interest_mail_active: z.boolean(),
  business: ZUserBusiness.nullable(),
  school: ZUserSchool.nullable(),
  region: ZUserRegion.nullable(),
  trainee: ZUserTrainee.nullable(),
  /** Set by the server: the fixed admin, support or dashboard account, else null. */
  special_account: z.enum(SPECIAL_ACCOUNT_KINDS).nullable(),
});
export type TUser = z.infer<typeof ZUser>;

// ---------------------------------------------------------------------------------------------
// Account rules (spec 01 §5 says "not shown" for bounds: these are our decisions, see apps/api/src/modules/accounts/README.md).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TRAINEE_MIN_AGE = 13;
export const TRAINEE_MAX_AGE = 100;
export const IMPERSONATION_TTL_HOURS = 8;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const ACTIVATION_LINK_TTL_DAYS = 7;
export const EMAIL_TAKEN = 'Diese E-Mail-Adresse ist bereits vergeben.';
export const PHONE_TAKEN = 'Diese Handynummer ist bereits vergeben.';

/** Permissions a business receives at self-registration: it may publish every job type. */
export const DEFAULT_BUSINESS_PERMISSIONS = [
  'publish_business',
  'publish_apprenticeship',
  'publish_traineeship',
  'publish_regular_jobs',
  'job_v3',
  'show_own_jobs',
  'activate_job',
  'invite_school',
] as const;

/**
 * A phone number in E.164 form: spaces, dashes, slashes and brackets removed, "00" becomes "+",
 * a leading single "0" is a German number (+49). Null when it is not a plausible number.
 */
export function normalizePhone(input: string): string | null {
  let s = input.trim().replace(/[\s\-/().]/g, '');
  if (s.startsWith('00')) s = '+' + s.slice(2);
  else if (s.startsWith('0')) s = '+49' + s.slice(1);
  else if (/^49\d{6,}$/.test(s)) s = '+' + s;
  return /^\+[1-9]\d{6,14}$/.test(s) ? s : null;
}

/** Age in whole years on a given day; birthdate as YYYY-MM-DD. */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [y, m, d] = birthdate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A URL slug from a German name: umlauts transliterated, everything else dashed. */
export function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'betrieb';
}

// Field schemas with the German messages a form shows next to its input.
export const ZEmail = z
  .string({ error: 'Bitte gib deine E-Mail-Adresse ein.' })
  .trim()
  .toLowerCase()
  .min(1, 'Bitte gib deine E-Mail-Adresse ein.')
  .max(254, 'Die E-Mail-Adresse ist zu lang.')
  .pipe(z.email('Bitte gib eine gültige E-Mail-Adresse ein.'));
export const ZNewPassword = z
  .string({ error: 'Bitte gib ein Passwort ein.' })
  .min(PASSWORD_MIN_LENGTH, `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`)
  .max(PASSWORD_MAX_LENGTH, `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`);
export const ZPasswordInput = z
  .string({ error: 'Bitte gib dein Passwort ein.' })
  .min(1, 'Bitte gib dein Passwort ein.')
  .max(PASSWORD_MAX_LENGTH, 'Das Passwort ist zu lang.');
export const ZPhone = z
  .string({ error: 'Bitte gib deine Handynummer ein.' })
  .max(40, 'Bitte gib eine gültige Handynummer ein.')
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Bitte gib eine gültige Handynummer ein.' });
      return z.NEVER;
    }
    return phone;
  });
export const ZCode = z
  .string({ error: 'Bitte gib den Code ein.' })
  .trim()
  .regex(/^\d{6}$/, 'Der Code besteht aus 6 Ziffern.');
const name = (what: string) =>
  z
    .string({ error: `Bitte gib deinen ${what} ein.` })
    .trim()
    .min(1, `Bitte gib deinen ${what} ein.`)
    .max(100, `Der ${what} ist zu lang.`);
export const ZFirstname = name('Vornamen');
export const ZLastname = name('Nachnamen');
export const ZBirthdate = z
  .string({ error: 'Bitte gib dein Geburtsdatum ein.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte gib ein gültiges Geburtsdatum ein (JJJJ-MM-TT).')
  .refine(
    (v) => !Number.isNaN(Date.parse(v + 'T00:00:00Z')) && new Date(v + 'T00:00:00Z').toISOString().startsWith(v),
    'Bitte gib ein gültiges Geburtsdatum ein (JJJJ-MM-TT).',
  )
  .refine((v) => ageOn(v) >= TRAINEE_MIN_AGE, `Du musst mindestens ${TRAINEE_MIN_AGE} Jahre alt sein.`)
  .refine((v) => ageOn(v) <= TRAINEE_MAX_AGE, 'Bitte gib ein gültiges Geburtsdatum ein.');

// Session and registration (spec 01 §7).
// Unused fields may come as null (one login form for both ways); null counts as absent.
export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).nullish(),
  password: z.string().max(PASSWORD_MAX_LENGTH).nullish(),
  phone_number: z.string().max(40).nullish(),
  otp: z.string().trim().max(10).nullish(),
});
// The legacy client's `skipActivation` is ignored (stripped): an unconfirmed e-mail never logs in.
export const ZLegacyLoginRequest = z.object({ email: ZEmail, password: ZPasswordInput });
/** `account_restored`: this login lifted a requested deletion of the account (the page says so). */
export const ZTokenResponse = z.object({ token: z.string(), account_restored: z.literal(true).optional() });
export const ZVerificationStep = z.object({ data: z.object({ verification_required: z.literal(true), email: z.string() }) });

export const ZRegisterTraineeRequest = z.object({
  email: z.string().trim().max(254).optional().nullable(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional().nullable(),
  firstname: ZFirstname,
  lastname: ZLastname,
  birthdate: ZBirthdate,
  phone_number: z.string().max(40).optional().nullable(),
  code: z.string().max(10).optional().nullable(),
  newsletter_confirmed: z.boolean().optional().default(false),
  register_by_phone: z.boolean().optional().default(false),
});
export type TRegisterTraineeRequest = z.infer<typeof ZRegisterTraineeRequest>;
export const ZLegacyRegisterRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstname: ZFirstname,
  lastname: ZLastname,
  traineeData: z
    .object({
      birthdate: ZBirthdate.optional().nullable(),
      gender: z.string().max(40).optional().nullable(),
      highest_graduation: z.string().max(40).optional().nullable(),
      newsletter_confirmed: z.boolean().optional(),
    })
    .optional()
    .nullable(),
});
export const ZCheckRequest = z.object({
  mode: z.enum(['email', 'phone'], 'Bitte wähle E-Mail oder Telefon.'),
  identifier: z.string().trim().min(1, 'Bitte gib deine E-Mail-Adresse oder Handynummer ein.').max(254),
});
export const ZCheckResponse = z.object({ data: z.object({ exists: z.boolean() }) });
// The password is optional: after a reload the verify page has only the address and the code (issue #36).
export const ZVerifyRequest = z.object({
  email: ZEmail,
  password: z.string().max(PASSWORD_MAX_LENGTH, 'Das Passwort ist zu lang.').nullable().optional(),
  code: ZCode,
});
export const ZResendRequest = z.object({ email: ZEmail, password: ZPasswordInput });
export const ZSendOtpRequest = z.object({ phone_number: ZPhone });
export const ZVerifyOtpRequest = z.object({ phone_number: ZPhone, code: ZCode });
export const ZVerifyOtpResponse = z.object({ data: z.object({ valid: z.literal(true), account_exists: z.boolean() }) });
export const ZTemporaryLoginRequest = z.object({ user_id: z.coerce.number().int().positive().max(INT32_MAX) });
export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const ZSocialParams = z.object({ provider: z.string().max(40) });
export const ZSocialRedirect = z.object({ redirectURL: z.string() });

export const ZRegisterBusinessRequest = z.object({
  newBusiness: z.object({
    name: z.string({ error: 'Bitte gib den Namen des Betriebs ein.' }).trim().min(2, 'Bitte gib den Namen des Betriebs ein.').max(150, 'Der Name ist zu lang.'),
    firstname: ZFirstname,
    lastname: ZLastname,
    email: ZEmail,
    password: ZNewPassword,
    phone_number: z.string().max(40).optional().nullable(),
    gender: z.string().max(40).optional().nullable(),
    employees: z
      .union([z.string().max(40), z.number()])
      .optional()
      .nullable(),
    size: z
      .union([z.string().max(40), z.number()])
      .optional()
      .nullable(),
    product: z.string().max(100).optional().nullable(),
    // The address (issue #36): optional for older clients, whose businesses are asked for it before their first job;
    // the registration page requires it (ZBusinessRegistrationForm).
    street: ZBusinessAddress.shape.street.optional(),
    postal_code: ZBusinessAddress.shape.postal_code.optional(),
    city: ZBusinessAddress.shape.city.optional(),
  }),
  channel: z.string().trim().max(100).optional().nullable(),
});
/** What the registration page checks before sending: name, person, login and the address of the business. */
export const ZBusinessRegistrationForm = z.object({
  name: ZRegisterBusinessRequest.shape.newBusiness.shape.name,
  firstname: ZFirstname,
  lastname: ZLastname,
  email: ZEmail,
  password: ZNewPassword,
  ...ZBusinessAddress.shape,
});
export const ZRegisterBusinessResponse = z.object({ token: z.string(), data: ZUser });

// Account management (spec 01 §7).
export const ZUpdateUserRequest = z.object({
  firstname: ZFirstname.optional(),
  lastname: ZLastname.optional(),
  birthdate: ZBirthdate.optional().nullable(),
  phone_number: z.string().max(40).optional().nullable(),
  code: z.string().max(10).optional().nullable(),
  one_signal_id: z.string().trim().max(200).optional().nullable(),
  newsletter_confirmed: z.boolean().optional(),
});
export const ZPasswordChangeRequest = z.object({
  old_password: z.string().max(PASSWORD_MAX_LENGTH).optional().nullable(),
  password: ZNewPassword,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
});
export const ZPasswordRequest = z.object({ email: ZEmail });
export const ZPasswordReset = z.object({
  token: z.string().min(1, 'Der Link ist ungültig.').max(200),
  email: ZEmail,
  password: ZNewPassword,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
});
export const ZRequestEmailChange = z.object({ user_id: z.coerce.number().int().positive().max(INT32_MAX), email: ZEmail });
export const ZEmailChange = z.object({ user_id: z.coerce.number().int().positive().max(INT32_MAX), email: ZEmail, code: ZCode });
export const ZDeactivationRequest = z.object({
  user_id: z.coerce.number().int().positive().max(INT32_MAX),
  reason_message: z.string().trim().max(5000, 'Die Nachricht ist zu lang.').optional().nullable(),
});
export const ZAppLinkRequest = z.object({ phone_number: ZPhone });

/**
 * Notification settings: each maps onto an existing flag of the user or trainee, so there is one
 * source of truth. `for` says which accounts see it.
 */
export const NOTIFICATION_SETTINGS = [
  { id: 1, key: 'unread_messages_mail', name: 'E-Mail bei ungelesenen Nachrichten', for: 'all' },
  { id: 2, key: 'job_interest_mail', name: 'E-Mail bei neuen Bewerbungen (Jobinteressen)', for: 'business' },
  { id: 3, key: 'newsletter', name: 'Newsletter', for: 'all' },
  { id: 4, key: 'chat_notification', name: 'Benachrichtigungen bei neuen Chatnachrichten', for: 'trainee' },
  { id: 5, key: 'application_notification', name: 'Benachrichtigungen zu meinen Bewerbungen', for: 'trainee' },
  { id: 6, key: 'recommendations', name: 'Passende Jobempfehlungen', for: 'trainee' },
] as const;
export const ZNotificationSetting = z.object({ id: z.number().int(), name: z.string(), subscribed: z.boolean() });
export const ZNotificationSettingUpdate = z.object({ subscribed: z.boolean({ error: 'Bitte gib an, ob du die Benachrichtigung erhalten möchtest.' }) });
export const ZUserAlias = z.object({ id: z.number().int(), is_unread_messages_mail_active: z.boolean(), is_job_interest_mail_active: z.boolean() });
export const ZUserAliasUpdate = z.object({ is_unread_messages_mail_active: z.boolean().optional(), is_job_interest_mail_active: z.boolean().optional() });
export const ZTutorialStep = z.object({
  tutorial_step: z
    .string({ error: 'Bitte gib einen Tutorial-Schritt an.' })
    .trim()
    .min(1, 'Bitte gib einen Tutorial-Schritt an.')
    .max(100, 'Der Tutorial-Schritt ist zu lang.')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Der Tutorial-Schritt enthält ungültige Zeichen.'),
});
export const ZTutorialSteps = z.object({ data: z.array(z.string()) });

// Contact form and analytics ingestion.
export const ZContactRequest = z.object({
  context: z.string().trim().max(200).optional().nullable(),
  email: ZEmail,
  name: z.string().trim().max(200).optional().nullable(),
  message: z.string().max(10_000, 'Die Nachricht ist zu lang.').optional().nullable(),
  phone: z.string().trim().max(40).optional().nullable(),
  receiver: z.string().trim().max(100).optional().nullable(),
});
export const ANALYTICS_ENTITY_TYPES = ['page_visit', 'event', 'impression'] as const;
export const ZAnalyticsItem = z.object({
  route: z.string().max(2000).nullish(),
  event: z.string().max(200).nullish(),
  entity_type: z.enum(ANALYTICS_ENTITY_TYPES),
  tracked_entity_type: z.string().max(100).nullish(),
  tracked_entity_id: z.union([z.number().int(), z.string().max(100)]).nullish(),
  payload: z.unknown().optional(),
  campaign_id: z.union([z.string().max(200), z.number()]).nullish(),
  source: z.string().max(200).nullish(),
  medium: z.string().max(200).nullish(),
});
export const ZAnalyticsEnvelope = z.object({
  oabalytics_user_id: z.union([z.string().max(200), z.number()]).nullish(),
  screen_width: z.coerce.number().int().min(0).max(100_000).nullish().catch(null),
  screen_height: z.coerce.number().int().min(0).max(100_000).nullish().catch(null),
  data: z.array(z.unknown()).max(500).catch([]),
});
