// Registration of trainees (by e-mail or phone) and of businesses, and the verification mail.
import {
  ACTIVATION_LINK_TTL_DAYS,
  DEFAULT_BUSINESS_PERMISSIONS,
  normalizePhone,
  PHONE_TAKEN,
  slugify,
  ZEmail,
  ZNewPassword,
  type TRegisterTraineeRequest,
} from '@oabat/domain/accounts';
import { DEFAULT_SEARCH_CHANNEL } from '@oabat/domain/constants';
import type { Queryable } from '../../db.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './accounts.repository.ts';
import { geocode } from '../businesses/index.ts';
import { businessWelcomeMail, verificationMail } from './accounts.mails.ts';
import { checkCode, issueCode, OTP_MESSAGES } from './otp.repository.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { emailTakenError, isReservedEmail, isUniqueViolation, mailLimit, type Deps } from './accounts.shared.ts';
import { needsParentalConsent } from '@oabat/domain/parental-consent';

/** Under 16 the newsletter waits for the parents' consent (issue #19): the sign-up box is stored as off, not refused. */
const newsletterAtSignup = (wanted: boolean | undefined, birthdate: string | null | undefined) => !!wanted && !needsParentalConsent(birthdate);

type TxDeps = Omit<Deps, 'db'> & { db: Queryable };

/** A new activation link; only its hash is stored on the user. */
async function newActivationLink(deps: TxDeps, userId: number): Promise<string> {
  const token = randomToken(24);
  await repo.setActivation(deps.db, userId, sha256(token), ACTIVATION_LINK_TTL_DAYS);
  return `${deps.config.publicUrl}/activate/${token}`;
}

/** Sends (or re-sends) the verification mail: a 6-digit code and an activation link. */
export async function sendVerification(deps: TxDeps, user: { id: number; email: string | null; firstname: string }) {
  if (!user.email) return;
  await consume(deps.db, [mailLimit(deps as Deps, 'verify', user.email)], 'Du hast zu viele E-Mails angefordert. Bitte warte einen Moment.');
  const code = await issueCode(deps.db, { purpose: 'verify_email', target: user.email.toLowerCase(), userId: user.id });
  const link = await newActivationLink(deps, user.id);
  await deps.transports.mail({ to: user.email, ...verificationMail(user.firstname, code, link) }, deps.db);
}

function parseOrThrow<T>(
  field: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw invalid(field, r.error.issues[0].message);
  return r.data;
}

async function ensureEmailFree(deps: Deps, email: string) {
  if (isReservedEmail(deps, email) || (await repo.emailTaken(deps.db, email))) throw emailTakenError();
}

/** Runs the inserts in one transaction; a race on a unique index becomes the same 409 as the check. */
async function insertAtomically<T>(deps: Deps, fn: (q: Queryable) => Promise<T>, phone?: string | null): Promise<T> {
  try {
    return await deps.db.tx(fn);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (phone && /phone/.test(String((err as { constraint?: string; message?: string }).constraint ?? (err as Error).message))) {
      throw conflict('accounts.phone_taken', PHONE_TAKEN);
    }
    throw emailTakenError();
  }
}

export type TraineeRegistration = { token: string } | { verification: { email: string } };

export async function registerTrainee(deps: Deps, body: TRegisterTraineeRequest): Promise<TraineeRegistration> {
  const profilePath = '/i/profile';
  if (body.register_by_phone) {
    const phone = body.phone_number ? normalizePhone(body.phone_number) : null;
    if (!phone) throw invalid('phone_number', 'Bitte gib eine gültige Handynummer ein.');
    if (!body.code) throw invalid('code', 'Bitte gib den Code aus der SMS ein.');
    const email = body.email ? parseOrThrow('email', ZEmail, body.email) : null;
    const password = body.password ? parseOrThrow('password', ZNewPassword, body.password) : null;
    if (await repo.phoneTaken(deps.db, phone)) throw conflict('accounts.phone_taken', PHONE_TAKEN);
    if (email) await ensureEmailFree(deps, email);
    const result = await checkCode(deps.db, { purpose: 'phone', target: phone, code: body.code, consume: true });
    if (result !== 'ok') throw invalid('code', OTP_MESSAGES[result]);
    const passwordHash = password ? await hashPassword(password) : null;
    const userId = await insertAtomically(
      deps,
      async (q) => {
        await repo.releaseUnverifiedPhone(q, phone);
        const id = await repo.insertUser(q, {
          email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          birthdate: body.birthdate,
          phoneNumber: phone,
          phoneVerified: true,
          newsletter: newsletterAtSignup(body.newsletter_confirmed, body.birthdate),
          profilePath,
        });
        await repo.insertTrainee(q, id, { newsletter: newsletterAtSignup(body.newsletter_confirmed, body.birthdate) });
        if (email) await sendVerification({ ...deps, db: q }, { id, email, firstname: body.firstname });
        return id;
      },
      phone,
    );
    return { token: await repo.createToken(deps.db, userId) };
  }

  const email = parseOrThrow('email', ZEmail, body.email ?? '');
  const password = parseOrThrow('password', ZNewPassword, body.password ?? '');
  await ensureEmailFree(deps, email);
  // A phone number typed here is kept, unconfirmed, only when valid and free; it becomes a login once confirmed by SMS.
  const phone = body.phone_number ? normalizePhone(body.phone_number) : null;
  const keepPhone = phone && !(await repo.phoneHeld(deps.db, phone)) ? phone : null;
  const passwordHash = await hashPassword(password);
  await insertAtomically(deps, async (q) => {
    const id = await repo.insertUser(q, {
      email,
      passwordHash,
      firstname: body.firstname,
      lastname: body.lastname,
      birthdate: body.birthdate,
      phoneNumber: keepPhone,
      newsletter: newsletterAtSignup(body.newsletter_confirmed, body.birthdate),
      loginRequiresVerification: true,
      profilePath,
    });
    await repo.insertTrainee(q, id, { newsletter: newsletterAtSignup(body.newsletter_confirmed, body.birthdate) });
    await sendVerification({ ...deps, db: q }, { id, email, firstname: body.firstname });
  });
  return { verification: { email } };
}

export async function registerLegacy(
  deps: Deps,
  body: {
    email: string;
    password: string;
    firstname: string;
    lastname: string;
    traineeData?: { birthdate?: string | null; gender?: string | null; highest_graduation?: string | null; newsletter_confirmed?: boolean } | null;
  },
) {
  await ensureEmailFree(deps, body.email);
  const passwordHash = await hashPassword(body.password);
  const t = body.traineeData ?? {};
  await insertAtomically(deps, async (q) => {
    const id = await repo.insertUser(q, {
      email: body.email,
      passwordHash,
      firstname: body.firstname,
      lastname: body.lastname,
      birthdate: t.birthdate ?? null,
      newsletter: newsletterAtSignup(t.newsletter_confirmed, t.birthdate),
      loginRequiresVerification: true,
      profilePath: '/i/profile',
    });
    await repo.insertTrainee(q, id, {
      gender: t.gender,
      highest_graduation: t.highest_graduation,
      newsletter: newsletterAtSignup(t.newsletter_confirmed, t.birthdate),
    });
    await sendVerification({ ...deps, db: q }, { id, email: body.email, firstname: body.firstname });
  });
  return { verification: { email: body.email } };
}

async function freeSlug(deps: Deps, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(deps.db, slug))) return slug;
  }
  return `${base}-${randomToken(4)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
}

export interface BusinessRegistration {
  newBusiness: {
    name: string;
    firstname: string;
    lastname: string;
    email: string;
    password: string;
    phone_number?: string | null;
    street?: string;
    postal_code?: string;
    city?: string;
  };
  channel?: string | null;
}

export async function registerBusiness(deps: Deps, body: BusinessRegistration): Promise<{ token: string; userId: number }> {
  const b = body.newBusiness;
  await ensureEmailFree(deps, b.email);
  let phone: string | null = null;
  if (b.phone_number) {
    phone = normalizePhone(b.phone_number);
    if (!phone) throw invalid('newBusiness.phone_number', 'Bitte gib eine gültige Telefonnummer ein.');
    // Kept unconfirmed as the contact number when free; it becomes a login once confirmed by SMS.
    if (await repo.phoneHeld(deps.db, phone)) phone = null;
  }
  // The address makes the main site's place (the first job's place) and the profile public (issue #36): a business
  // with name and address has a page to show; without one (older clients) the job editor asks for it first.
  let address: { street: string; postal_code: string; city: string; place_id: number } | null = null;
  if (b.street || b.postal_code || b.city) {
    if (!b.street) throw invalid('newBusiness.street', 'Bitte gib Straße und Hausnummer ein.');
    if (!b.postal_code) throw invalid('newBusiness.postal_code', 'Bitte gib die Postleitzahl ein.');
    const place = await geocode(deps.db, b.postal_code, b.city ?? '');
    if (!place) throw invalid('newBusiness.postal_code', 'Diese Postleitzahl kennen wir nicht.');
    address = { street: b.street, postal_code: b.postal_code, city: b.city || place.name, place_id: place.id };
  }
  // An unknown channel (an outdated registration link) falls back to the platform's own channel.
  const channelSlug = body.channel && (await repo.channelExists(deps.db, body.channel)) ? body.channel : DEFAULT_SEARCH_CHANNEL;
  const passwordHash = await hashPassword(b.password);
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(deps, b.name);
    try {
      const userId = await insertAtomically(
        deps,
        async (q) => {
          const id = await repo.insertUser(q, {
            email: b.email,
            passwordHash,
            firstname: b.firstname,
            lastname: b.lastname,
            phoneNumber: phone,
            profilePath: `/betriebe/${slug}`,
          });
          await repo.insertBusiness(q, { slug, name: b.name, permissions: DEFAULT_BUSINESS_PERMISSIONS, userId: id, channelSlug, siteSlug: slug, address });
          const link = await newActivationLink({ ...deps, db: q }, id);
          await deps.transports.mail({ to: b.email, ...businessWelcomeMail(b.firstname, b.name, link) }, q);
          return id;
        },
        phone,
      );
      return { token: await repo.createToken(deps.db, userId), userId };
    } catch (err) {
      // Two businesses of the same name registering at once: the loser takes the next free slug.
      if (attempt < 3 && (err as { code?: string }).code === 'accounts.email_taken' && !(await repo.emailTaken(deps.db, b.email))) continue;
      throw err;
    }
  }
}
