// A business reports a problem: stored for the support queue and sent as a chat message (with the screenshot as a
// second, image message) to the support account, so the team can answer in the chat. The queue is read by the
// admin, the support account and the dashboard user; only the admin and the support account close reports.
import { isBusiness, isDashboardOrAdmin, isSupport, type SpecialAccounts } from '@oabat/domain/rights';
import { problemChatText, type ProblemCategory, type TProblemReport, type TProblemReportInput } from '@oabat/domain/problem-reports';
import type { Db } from '../../db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { emitWritten, ownsImage, writeMessages, type WrittenMessages } from '../chat/chat.actions.ts';
import * as repo from './problem-reports.repository.ts';

export interface Deps {
  db: Db;
  realtime: Realtime;
  specialAccounts: SpecialAccounts;
}
type Viewer = SessionUser | null;
/** Reports per business user and hour: enough for real trouble, too few to flood the support chat. */
export const PROBLEM_REPORT_LIMIT = { max: 10, windowSeconds: 3600 };

function present(r: repo.ReportRow): TProblemReport {
  return {
    id: r.id,
    category: r.category as ProblemCategory,
    text: r.text,
    status: r.status,
    has_screenshot: r.image_id !== null,
    conversation_id: r.conversation_id,
    business: { id: r.business_id, name: r.business_name, slug: r.business_slug },
    reporter: { id: r.user_id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email },
    created_at: new Date(r.created_at).toISOString(),
    resolved_at: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
  };
}

export async function reportProblem(deps: Deps, viewer: Viewer, input: TProblemReportInput) {
  requireViewer(viewer);
  if (!isBusiness(viewer) || !viewer.business?.id) throw forbidden('Nur Betriebe können hier ein Problem melden.');
  const imageId = input.image_id ?? null;
  if (imageId && !(await ownsImage(deps.db, imageId, viewer.id))) throw invalid('image_id', 'Diesen Screenshot gibt es nicht.');
  await consume(deps.db, [{ key: `problem:user:${viewer.id}`, ...PROBLEM_REPORT_LIMIT }], 'Du hast schon mehrere Probleme gemeldet. Bitte warte etwas.');
  const supportId = await repo.userIdByEmail(deps.db, deps.specialAccounts.supportEmail);
  const businessId = viewer.business.id;
  const { id, written } = await deps.db.tx(async (q) => {
    let written: WrittenMessages | null = null;
    // Without a support account (a fresh installation) the report still lands in the queue.
    if (supportId && supportId !== viewer.id) {
      written = await writeMessages(q, { fromUserId: viewer.id, toUserId: supportId, body: problemChatText(input.category, input.text), imageId });
    }
    const conversationId = written?.conversationId ?? null;
    const reportId = await repo.insertReport(q, { businessId, userId: viewer.id, category: input.category, text: input.text, imageId, conversationId });
    return { id: reportId, written };
  });
  await emitWritten(deps, written);
  return present((await repo.findReport(deps.db, id))!);
}

export async function listReports(db: Db, viewer: Viewer, status: 'open' | 'done' | 'all') {
  requireViewer(viewer);
  if (!isSupport(viewer) && !isDashboardOrAdmin(viewer)) throw forbidden('Nur das Oabat-Team sieht die gemeldeten Probleme.');
  return (await repo.listReports(db, status)).map(present);
}

export async function setStatus(db: Db, viewer: Viewer, id: number, status: 'open' | 'done') {
  requireViewer(viewer);
  if (!isSupport(viewer)) throw forbidden('Nur der Support schließt gemeldete Probleme.');
  if (!(await repo.findReport(db, id))) throw notFound('problem_reports.not_found', 'Diese Meldung gibt es nicht.');
  await repo.setStatus(db, id, status);
  return present((await repo.findReport(db, id))!);
}
