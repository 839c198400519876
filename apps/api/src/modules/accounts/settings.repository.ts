// SQL of a person's own settings: notification flags, mail flags and tutorial steps.
import type { Queryable } from '../../db.ts';

export const notificationFlags = (q: Queryable, userId: number) =>
  q.one<Record<string, boolean | null>>(
    `SELECT u.is_unread_messages_mail_active, u.is_job_interest_mail_active, u.newsletter_confirmed,
          t.allows_chat_notification, t.allows_application_notification, t.allows_recommendations
     FROM users u LEFT JOIN trainees t ON t.user_id = u.id WHERE u.id = $1`,
    [userId],
  );

/** Table and column come from the use case's fixed map, never from a request. */
export const setFlag = (q: Queryable, table: 'users' | 'trainees', column: string, userId: number, value: boolean) =>
  q.query(`UPDATE ${table} SET ${column} = $2 WHERE ${table === 'users' ? 'id' : 'user_id'} = $1`, [userId, value]);

export const setTraineeNewsletter = (q: Queryable, userId: number, value: boolean) =>
  q.query(`UPDATE trainees SET allows_newsletter = $2 WHERE user_id = $1`, [userId, value]);

export const mailFlags = async (q: Queryable, userId: number) =>
  (await q.one<{ id: number; is_unread_messages_mail_active: boolean; is_job_interest_mail_active: boolean }>(
    `SELECT id, is_unread_messages_mail_active, is_job_interest_mail_active FROM users WHERE id = $1`,
    [userId],
  ))!;

export const setMailFlags = (q: Queryable, userId: number, unread: boolean | null, jobInterest: boolean | null) =>
  q.query(
    `UPDATE users SET is_unread_messages_mail_active = coalesce($2, is_unread_messages_mail_active),
                    is_job_interest_mail_active = coalesce($3, is_job_interest_mail_active), updated_at = now() WHERE id = $1`,
    [userId, unread, jobInterest],
  );

export const tutorialSteps = async (q: Queryable, userId: number) =>
  (await q.one<{ tutorial_steps: string[] }>(`SELECT tutorial_steps FROM users WHERE id = $1`, [userId]))!.tutorial_steps;

/** A single statement, so parallel calls never lose a step; adding a step twice keeps one. */
export const addTutorialStep = (q: Queryable, userId: number, step: string) =>
  q.query(`UPDATE users SET tutorial_steps = tutorial_steps || to_jsonb($2::text) WHERE id = $1 AND NOT tutorial_steps @> jsonb_build_array($2::text)`, [
    userId,
    step,
  ]);

export const removeTutorialStep = (q: Queryable, userId: number, step: string) =>
  q.query(`UPDATE users SET tutorial_steps = tutorial_steps - $2::text WHERE id = $1`, [userId, step]);
