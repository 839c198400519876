// Chat action messages about jobs (spec 02 §4 chat action kinds): interest, publishing request, review outcome.
// Sent after the job's own transaction has committed; a failing chat never undoes the job action.
import type { ChatActionKind, TChatActionParams } from '@oabat/domain/chat';
import { sendActionMessage } from '../chat/chat.actions.ts';
import type { JobDeps } from './jobs.deps.ts';

export interface JobChatNotice { fromUserId: number; to: { businessId: number } | 'admin'; action: ChatActionKind; params: TChatActionParams }

async function recipients(d: JobDeps, to: JobChatNotice['to']): Promise<number[]> {
  if (to === 'admin') {
    return (await d.db.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1) AND is_active`, [d.accounts.adminEmail])).map((r) => r.id);
  }
  return (await d.db.query<{ id: number }>(
    `SELECT u.id FROM business_users bu JOIN users u ON u.id = bu.user_id WHERE bu.business_id = $1 AND u.is_active ORDER BY u.id`, [to.businessId])).map((r) => r.id);
}

export async function sendJobNotices(d: JobDeps, notices: JobChatNotice[]) {
  for (const n of notices) {
    try {
      for (const to of await recipients(d, n.to)) {
        if (to === n.fromUserId) continue;
        await sendActionMessage({ db: d.db, realtime: d.realtime, specialAccounts: d.accounts }, { fromUserId: n.fromUserId, toUserId: to, action: n.action, params: n.params });
      }
    } catch (err) {
      d.log.error({ err, action: n.action }, 'job chat notice failed');
    }
  }
}
