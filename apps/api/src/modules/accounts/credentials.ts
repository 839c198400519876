// Every credential bound to a person, and which events end it: the one place that ends a user's credentials
// (`revokeCredentials`). A credential kind that is not here outlives the account (issue #35, finding 2);
// credentials.test.ts compares this table with the secret columns of the schema and tries every kind × event.
import type { Queryable } from '../../db.ts';

/** Events after which a person's credentials must not work (any more, or until the state is lifted). */
export const CREDENTIAL_EVENTS = ['deletion_request', 'erasure', 'password_change', 'password_reset', 'org_removal', 'admin_block'] as const;
export type CredentialEvent = (typeof CREDENTIAL_EVENTS)[number];

export interface RevokeContext {
  /** Password change: the session in use stays (the person is changing their password with it). */
  keepTokenId?: number | null;
  /** Organisation removal: only what was bound to that organisation ends. */
  org?: { table: 'business_users' | 'school_users'; id: number };
}

type Revoke = (q: Queryable, userId: number, ctx: RevokeContext & { event: CredentialEvent }) => Promise<unknown>;

export interface CredentialKind {
  /** The `table.column` holding the secret (or the link) of this kind. */
  columns: readonly string[];
  /** Per event: `true` = ends it, or the reason why it rightly stays. Every event must be named. */
  on: Record<CredentialEvent, true | string>;
  revoke: Revoke;
}

const ALL: Record<CredentialEvent, true> = {
  deletion_request: true,
  erasure: true,
  password_change: true,
  password_reset: true,
  org_removal: true,
  admin_block: true,
};

const LOGIN_RESTORES = 'a login within the 14 days of grace restores the account (apps/api/src/modules/accounts/README.md)';
const NOTHING = () => Promise.resolve();

export const CREDENTIAL_KINDS = {
  /** Bearer sessions (also impersonation tokens and the sockets opened with them). */
  session: {
    columns: ['auth_tokens.token_hash'],
    on: ALL,
    revoke: (q, userId, ctx) =>
      q.query(`UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> coalesce($2, 0)`, [
        userId,
        ctx.keepTokenId ?? null,
      ]),
  },
  /** Personal API keys: a key acts as its maker, so it must not outlive the maker's access. */
  api_key: {
    columns: ['api_keys.key_hash'],
    on: ALL,
    revoke: (q, userId, ctx) =>
      ctx.org?.table === 'school_users'
        ? NOTHING()
        : q.query(`UPDATE api_keys SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::int IS NULL OR business_id = $2)`, [
            userId,
            ctx.org?.id ?? null,
          ]),
  },
  /** Password reset links and the set-password links of invited colleagues. */
  password_reset_link: {
    columns: ['password_resets.token_hash'],
    on: ALL,
    revoke: (q, userId) => q.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]),
  },
  /** Codes bound to the account: e-mail verification, e-mail change, SMS codes of a signed-in person. */
  one_time_code: {
    columns: ['one_time_codes.code_hash'],
    on: ALL,
    revoke: (q, userId) => q.query(`UPDATE one_time_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]),
  },
  /** The activation link of the registration mail (it logs in). */
  activation_link: {
    columns: ['users.activation_code'],
    on: ALL,
    revoke: (q, userId) => q.query(`UPDATE users SET activation_code = NULL WHERE id = $1`, [userId]),
  },
  /** The password itself. */
  password: {
    columns: ['users.password_hash'],
    on: {
      deletion_request: LOGIN_RESTORES,
      erasure: true,
      password_change: true, // replaced by the event itself
      password_reset: true,
      org_removal: 'the person keeps their own account; only the organisation is no longer theirs',
      admin_block: true,
    },
    // A change or reset replaces it; a block makes the login refuse it (users.is_active) and is undone by unblocking.
    revoke: (q, userId, { event }) => (event === 'erasure' ? q.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [userId]) : NOTHING()),
  },
  /** Google, LinkedIn and Apple identities linked to the account. */
  social_link: {
    columns: ['social_identities.subject'],
    on: {
      deletion_request: LOGIN_RESTORES,
      erasure: true,
      password_change: 'the provider login does not use the password; it links only to the verified address',
      password_reset: 'the provider login does not use the password; it links only to the verified address',
      org_removal: 'the person keeps their own account; only the organisation is no longer theirs',
      admin_block: true,
    },
    // A block makes the social login refuse the account (users.is_active); the link itself goes with erasure only.
    revoke: (q, userId, { event }) => (event === 'erasure' ? q.query(`DELETE FROM social_identities WHERE user_id = $1`, [userId]) : NOTHING()),
  },
  /** Download links of data exports. */
  data_export_link: {
    columns: ['data_exports.token_hash'],
    on: {
      deletion_request: true,
      erasure: true,
      password_change: 'mailed to the account address and opened only with the owner session, which the change keeps',
      password_reset: 'mailed to the account address and opened only with the owner session, which the reset ends',
      org_removal: 'personal data, not the organisation’s',
      admin_block: true,
    },
    // Expired rows are removed with their archives by the cleanup job.
    revoke: (q, userId) => q.query(`UPDATE data_exports SET expires_at = now() WHERE user_id = $1 AND expires_at > now()`, [userId]),
  },
  /** The parent's link to confirm or revoke consent for a pupil under 16. */
  parental_consent_link: {
    columns: ['parental_consents.token_hash'],
    on: {
      deletion_request: true,
      erasure: true,
      password_change: 'the parent’s link is no login to the account and does not depend on its password',
      password_reset: 'the parent’s link is no login to the account and does not depend on its password',
      org_removal: 'pupils belong to no organisation',
      admin_block: true,
    },
    // The consent given stays as it is; only the link dies (a new request makes a new one).
    revoke: (q, userId) =>
      q.query(
        `UPDATE parental_consents SET token_hash = 'ended:' || user_id || ':' || md5(random()::text) WHERE user_id = $1 AND token_hash NOT LIKE 'ended:%'`,
        [userId],
      ),
  },
  /** mail2chat reply addresses: a mail to one writes into the chat as this person. */
  mail2chat_reply_address: {
    columns: ['mail2chat_reply_tokens.token'],
    on: {
      deletion_request: true,
      erasure: true,
      password_change: 'admits only mail from the account address, which a password change does not move',
      password_reset: 'admits only mail from the account address, which a password reset does not move',
      org_removal: true,
      admin_block: true,
    },
    revoke: (q, userId, ctx) =>
      ctx.org?.table === 'school_users'
        ? NOTHING()
        : q.query(`DELETE FROM mail2chat_reply_tokens WHERE user_id = $1 AND ($2::int IS NULL OR business_id = $2)`, [userId, ctx.org?.id ?? null]),
  },
} satisfies Record<string, CredentialKind>;
export type CredentialKindName = keyof typeof CREDENTIAL_KINDS;

/**
 * Secret columns of the schema that are no credential of a person, each with the reason. A new secret column must
 * be here or in CREDENTIAL_KINDS (the test finds them by name: token, *_hash, secret, activation_code).
 */
export const NOT_PERSONAL_CREDENTIALS: Record<string, string> = {
  'social_login_states.state_hash': 'an OAuth round trip of 10 minutes, before any account is known',
  'saved_searches.confirm_token_hash': 'confirms a guest’s alert by e-mail; logs in nobody',
  'saved_searches.unsubscribe_token': 'can only end its one alert',
  'network_invitations.token_hash': 'belongs to the school or region, not to the person who made it',
  'livestreams.password_hash': 'belongs to the stream; its key is rotated with the stream’s protection',
  'livestreams.ingest_secret':
    'the stream key OBS publishes with (issue #38); belongs to the stream, not a person: "neu erzeugen" replaces it, the stream’s deletion ends it',
  'livestreams.access_secret': 'signs the stream’s viewer keys; a trigger renews it on every change of protection or password (migration 0605)',
  'reference_imports.file_hash': 'a checksum of imported reference data',
  'business_activities.visitor_hash': 'counts a visitor once a day; admits nothing',
};

/** Ends every credential of the person that the event must end. Call inside the event's transaction. */
export async function revokeCredentials(q: Queryable, userId: number, event: CredentialEvent, ctx: RevokeContext = {}) {
  for (const kind of Object.values(CREDENTIAL_KINDS) as CredentialKind[]) {
    if (kind.on[event] === true) await kind.revoke(q, userId, { ...ctx, event });
  }
}
