// Notification settings, user alias (mail flags) and tutorial steps of the person themself.
import { NOTIFICATION_SETTINGS } from '@oabat/domain/accounts';
import { isBusiness, isTrainee } from '@oabat/domain/rights';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { ensureSelf } from './account.usecases.ts';
import type { Deps } from './accounts.shared.ts';

type Setting = (typeof NOTIFICATION_SETTINGS)[number];

// Each setting is a view on one existing flag, so profile pages and settings never disagree.
const COLUMN: Record<Setting['key'], { table: 'users' | 'trainees'; column: string }> = {
  unread_messages_mail: { table: 'users', column: 'is_unread_messages_mail_active' },
  job_interest_mail: { table: 'users', column: 'is_job_interest_mail_active' },
  newsletter: { table: 'users', column: 'newsletter_confirmed' },
  chat_notification: { table: 'trainees', column: 'allows_chat_notification' },
  application_notification: { table: 'trainees', column: 'allows_application_notification' },
  recommendations: { table: 'trainees', column: 'allows_recommendations' },
};

const appliesTo = (s: Setting, viewer: SessionUser) =>
  s.for === 'all' || (s.for === 'business' && isBusiness(viewer)) || (s.for === 'trainee' && isTrainee(viewer));

export async function listNotificationSettings(deps: Deps, viewer: SessionUser) {
  const row = await deps.db.one<Record<string, boolean | null>>(
    `SELECT u.is_unread_messages_mail_active, u.is_job_interest_mail_active, u.newsletter_confirmed,
            t.allows_chat_notification, t.allows_application_notification, t.allows_recommendations
       FROM users u LEFT JOIN trainees t ON t.user_id = u.id WHERE u.id = $1`,
    [viewer.id],
  );
  return NOTIFICATION_SETTINGS.filter((s) => appliesTo(s, viewer))
    .map((s) => ({ id: s.id, name: s.name, subscribed: !!row?.[COLUMN[s.key].column] }));
}

export async function updateNotificationSetting(deps: Deps, viewer: SessionUser, id: number, subscribed: boolean) {
  const setting = NOTIFICATION_SETTINGS.find((s) => s.id === id);
  if (!setting || !appliesTo(setting, viewer)) throw notFound('accounts.setting_not_found', 'Diese Benachrichtigung gibt es nicht.');
  const { table, column } = COLUMN[setting.key];
  // Table and column come from the fixed map above, never from the request.
  await deps.db.query(`UPDATE ${table} SET ${column} = $2 WHERE ${table === 'users' ? 'id' : 'user_id'} = $1`, [viewer.id, subscribed]);
  if (setting.key === 'newsletter') await deps.db.query(`UPDATE trainees SET allows_newsletter = $2 WHERE user_id = $1`, [viewer.id, subscribed]);
  return { id: setting.id, name: setting.name, subscribed };
}

export async function getAlias(deps: Deps, viewer: SessionUser, id: number) {
  await ensureSelf(deps, viewer, id);
  return (await deps.db.one<{ id: number; is_unread_messages_mail_active: boolean; is_job_interest_mail_active: boolean }>(
    `SELECT id, is_unread_messages_mail_active, is_job_interest_mail_active FROM users WHERE id = $1`, [id]))!;
}

export async function updateAlias(deps: Deps, viewer: SessionUser, id: number, body: { is_unread_messages_mail_active?: boolean; is_job_interest_mail_active?: boolean }) {
  await ensureSelf(deps, viewer, id);
  await deps.db.query(
    `UPDATE users SET is_unread_messages_mail_active = coalesce($2, is_unread_messages_mail_active),
                      is_job_interest_mail_active = coalesce($3, is_job_interest_mail_active), updated_at = now() WHERE id = $1`,
    [id, body.is_unread_messages_mail_active ?? null, body.is_job_interest_mail_active ?? null],
  );
  return getAlias(deps, viewer, id);
}

async function steps(deps: Deps, id: number): Promise<string[]> {
  return (await deps.db.one<{ tutorial_steps: string[] }>(`SELECT tutorial_steps FROM users WHERE id = $1`, [id]))!.tutorial_steps;
}

export async function listTutorialSteps(deps: Deps, viewer: SessionUser, id: number) {
  await ensureSelf(deps, viewer, id);
  return steps(deps, id);
}

/** Adding a step twice keeps one; the update is a single statement so parallel calls never lose a step. */
export async function addTutorialStep(deps: Deps, viewer: SessionUser, id: number, step: string) {
  await ensureSelf(deps, viewer, id);
  await deps.db.query(
    `UPDATE users SET tutorial_steps = tutorial_steps || to_jsonb($2::text) WHERE id = $1 AND NOT tutorial_steps @> jsonb_build_array($2::text)`, [id, step]);
  return steps(deps, id);
}

export async function removeTutorialStep(deps: Deps, viewer: SessionUser, id: number, step: string) {
  await ensureSelf(deps, viewer, id);
  await deps.db.query(`UPDATE users SET tutorial_steps = tutorial_steps - $2::text WHERE id = $1`, [id, step]);
  return steps(deps, id);
}
