// Notification settings, user alias (mail flags) and tutorial steps of the person themself.
import { NOTIFICATION_SETTINGS } from '@oabat/domain/accounts';
import { isBusiness, isTrainee } from '@oabat/domain/rights';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { ensureSelf } from './account.usecases.ts';
import type { Deps } from './accounts.shared.ts';
import * as settings from './settings.repository.ts';
import { ensureOptionalAllowed, optionalUsesBlocked } from '../parental-consent/parental-consent.usecases.ts';

/** Settings that need the parents' consent under 16 (issue #19). */
const NEEDS_CONSENT = new Set<Setting['key']>(['newsletter', 'recommendations']);

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
  const row = await settings.notificationFlags(deps.db, viewer.id);
  const blocked = await optionalUsesBlocked(deps.db, viewer);
  return NOTIFICATION_SETTINGS.filter((s) => appliesTo(s, viewer)).map((s) => ({
    id: s.id,
    name: s.name,
    subscribed: !(blocked && NEEDS_CONSENT.has(s.key)) && !!row?.[COLUMN[s.key].column],
  }));
}

export async function updateNotificationSetting(deps: Deps, viewer: SessionUser, id: number, subscribed: boolean) {
  const setting = NOTIFICATION_SETTINGS.find((s) => s.id === id);
  if (!setting || !appliesTo(setting, viewer)) throw notFound('accounts.setting_not_found', 'Diese Benachrichtigung gibt es nicht.');
  if (subscribed && NEEDS_CONSENT.has(setting.key)) await ensureOptionalAllowed(deps.db, viewer, 'subscribed');
  const { table, column } = COLUMN[setting.key];
  await settings.setFlag(deps.db, table, column, viewer.id, subscribed);
  if (setting.key === 'newsletter') await settings.setTraineeNewsletter(deps.db, viewer.id, subscribed);
  return { id: setting.id, name: setting.name, subscribed };
}

export async function getAlias(deps: Deps, viewer: SessionUser, id: number) {
  await ensureSelf(deps, viewer, id);
  return settings.mailFlags(deps.db, id);
}

export async function updateAlias(
  deps: Deps,
  viewer: SessionUser,
  id: number,
  body: { is_unread_messages_mail_active?: boolean; is_job_interest_mail_active?: boolean },
) {
  await ensureSelf(deps, viewer, id);
  await settings.setMailFlags(deps.db, id, body.is_unread_messages_mail_active ?? null, body.is_job_interest_mail_active ?? null);
  return getAlias(deps, viewer, id);
}

const steps = (deps: Deps, id: number) => settings.tutorialSteps(deps.db, id);

export async function listTutorialSteps(deps: Deps, viewer: SessionUser, id: number) {
  await ensureSelf(deps, viewer, id);
  return steps(deps, id);
}

/** Adding a step twice keeps one; the update is a single statement so parallel calls never lose a step. */
export async function addTutorialStep(deps: Deps, viewer: SessionUser, id: number, step: string) {
  await ensureSelf(deps, viewer, id);
  await settings.addTutorialStep(deps.db, id, step);
  return steps(deps, id);
}

export async function removeTutorialStep(deps: Deps, viewer: SessionUser, id: number, step: string) {
  await ensureSelf(deps, viewer, id);
  await settings.removeTutorialStep(deps.db, id, step);
  return steps(deps, id);
}
