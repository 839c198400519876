// Chat action messages about jobs. The chat module is built separately; until it offers
// chat.actions.ts, job events reach businesses by e-mail only.
import type { Queryable } from '../../db.ts';
import type { JobDeps } from './jobs.deps.ts';

export interface JobChatNotice { toBusinessId: number | null; action: string; params: Record<string, unknown>; text: string }

export async function notifyChat(_d: JobDeps, _q: Queryable, _notice: JobChatNotice): Promise<void> {
  // No chat module yet: nothing to send (the e-mail has already gone out).
}
