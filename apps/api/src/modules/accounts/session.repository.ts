// Loads the user of a session with its business, school, region and trainee parts in one query.
import type { TUser } from '@oabat/domain/accounts';
import { specialAccountOf, type SpecialAccounts } from '@oabat/domain/rights';
import type { Queryable } from '../../db.ts';

const USER_SELECT = `
  u.id, u.email, u.firstname, u.lastname, u.birthdate, u.phone_number, u.one_signal_id, u.profile_path,
  u.tutorial_steps, u.ever_liked_job, u.permissions, (u.email_verified_at IS NOT NULL) AS email_verified,
  u.is_unread_messages_mail_active, u.is_job_interest_mail_active,
  (SELECT json_build_object(
      'id', b.id, 'slug', b.slug, 'name', b.name, 'permissions', b.permissions,
      -- A participant of a job fair not yet over (job_fair_businesses, migration 0300) counts as one too.
      'is_job_fair_participant', b.is_job_fair_participant OR EXISTS (SELECT 1 FROM job_fair_businesses fb JOIN job_fairs jf ON jf.id = fb.job_fair_id
                                                                 WHERE fb.business_id = b.id AND jf.end_at >= now()),
      'has_pro_portal', b.has_pro_portal,
      'business_site_slug', (SELECT s.slug FROM business_sites s WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1),
      'business_sites', COALESCE((SELECT json_agg(json_build_object('id', s.id, 'slug', s.slug, 'name', s.name) ORDER BY s.id)
                                  FROM business_sites s WHERE s.business_id = b.id), '[]'::json),
      'subscription_types', COALESCE((SELECT json_agg(json_build_object('id', st.subscription_type_id) ORDER BY st.subscription_type_id)
                                      FROM business_subscription_types st WHERE st.business_id = b.id), '[]'::json),
      'subscriptions', COALESCE((SELECT json_agg(json_build_object('id', s.id, 'product', json_build_object('slug', p.slug)) ORDER BY s.id)
                                 FROM subscriptions s JOIN store_products p ON p.id = s.product_id
                                WHERE s.business_id = b.id AND s.starts_at - make_interval(days => s.trial_before_start) <= now()
                                  AND (s.ends_at IS NULL OR s.ends_at > now())), '[]'::json))
    FROM business_users bu JOIN businesses b ON b.id = bu.business_id WHERE bu.user_id = u.id LIMIT 1) AS business,
  (SELECT json_build_object('id', s.id, 'slug', s.slug, 'name', s.name,
      'channel', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug) END)
    FROM school_users su JOIN schools s ON s.id = su.school_id LEFT JOIN channels c ON c.id = s.channel_id
    WHERE su.user_id = u.id LIMIT 1) AS school,
  (SELECT json_build_object('id', r.id, 'slug', r.slug, 'name', r.name,
      'channel', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug) END)
    FROM region_users ru JOIN regions r ON r.id = ru.region_id LEFT JOIN channels c ON c.id = r.channel_id
    WHERE ru.user_id = u.id LIMIT 1) AS region,
  (SELECT to_json(t) FROM trainees t WHERE t.user_id = u.id) AS trainee`;

type Row = TUser & { token_id?: number; impersonated_by?: number | null };

/** The special-account mark comes from the server's configuration, never from the client. */
const marked = (user: Omit<TUser, 'special_account'>, acc: SpecialAccounts): TUser => ({ ...user, special_account: specialAccountOf(user.email, acc) });

export async function findSessionUser(db: Queryable, tokenHash: string, acc: SpecialAccounts) {
  const row = await db.one<Row>(
    `SELECT ${USER_SELECT}, t.id AS token_id, t.impersonated_by
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.is_active`,
    [tokenHash],
  );
  if (!row) return null;
  const { token_id, impersonated_by, ...user } = row;
  return { user: marked(user, acc), tokenId: token_id!, impersonatedBy: impersonated_by ?? null };
}

export async function findUserById(db: Queryable, id: number, acc: SpecialAccounts): Promise<TUser | null> {
  const row = await db.one<TUser>(`SELECT ${USER_SELECT} FROM users u WHERE u.id = $1`, [id]);
  return row ? marked(row, acc) : null;
}
