// Chat action messages about jobs (spec 02 §4 chat action kinds): interest, publishing request, review outcome.
// Sent after the job's own transaction has committed; a failing chat never undoes the job action.
import type { ChatActionKind, TChatActionParams } from '@oabat/domain/chat';
import { sendActionMessage } from '../chat/chat.actions.ts';
import type { JobDeps } from './jobs.deps.ts';
import * as repo from './jobs.repository.ts';

// Who a business's notices reach (its active users, their addresses): other features notify the same people.
export { businessEmails, businessUserIds } from './jobs.repository.ts';

export interface JobChatNotice {
  fromUserId: number;
  to: { businessId: number } | 'admin';
  action: ChatActionKind;
  params: TChatActionParams;
}

async function recipients(d: JobDeps, to: JobChatNotice['to']): Promise<number[]> {
  return to === 'admin' ? repo.activeUserIdsByEmail(d.db, d.accounts.adminEmail) : repo.businessUserIds(d.db, to.businessId);
}

export async function sendJobNotices(d: JobDeps, notices: JobChatNotice[]) {
  for (const n of notices) {
    try {
      for (const to of await recipients(d, n.to)) {
        if (to === n.fromUserId) continue;
        await sendActionMessage(
          { db: d.db, realtime: d.realtime, specialAccounts: d.accounts },
          { fromUserId: n.fromUserId, toUserId: to, action: n.action, params: n.params },
        );
      }
    } catch (err) {
      d.log.error({ err, action: n.action }, 'job chat notice failed');
    }
  }
}
