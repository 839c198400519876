// Reports and moderation: a person reports what they can see (once per content, rate-limited); the admin's queue
// shows the reported content and the admin hides it, warns or blocks the accounts behind it, and closes the report.
import { canModerate, canReport, specialAccountOf } from '@oabat/domain/rights';
import { toPage } from '@oabat/domain/common';
import {
  REPORT_RATE,
  REPORTS_PER_PAGE,
  warningText,
  type ModerationAction,
  type TAdminReport,
  type TModerationInput,
  type TReport,
  type TReportInput,
} from '@oabat/domain/reports';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { JobDeps } from '../jobs/jobs.deps.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import * as repo from './reports.repository.ts';
import { emitDeleted } from '../chat/chat.events.ts';
import type { MessageRow } from '../chat/index.ts';

type Viewer = SessionUser | null;

export async function report(d: JobDeps, viewer: Viewer, input: TReportInput): Promise<TReport> {
  requireViewer(viewer);
  if (!canReport(viewer)) throw forbidden('Das Oabat-Team meldet keine Inhalte, es bearbeitet die Meldungen.');
  if (!(await repo.reportable(d.db, input.target_type, input.target_id, viewer.id)))
    throw notFound('reports.target_not_found', 'Diesen Inhalt gibt es nicht (mehr).');
  await consume(d.db, [{ key: `report:${viewer.id}`, ...REPORT_RATE }], 'Du hast in kurzer Zeit sehr viele Meldungen geschickt. Bitte warte etwas.');
  const row = await repo.insertReport(d.db, {
    reporterId: viewer.id,
    type: input.target_type,
    id: input.target_id,
    reason: input.reason,
    text: input.text || null,
  });
  if (!row) throw conflict('reports.duplicate', 'Du hast diesen Inhalt schon gemeldet. Wir kümmern uns darum.');
  return {
    id: row.id,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason as TReport['reason'],
    created_at: row.created_at.toISOString(),
  };
}

function mayModerate(viewer: Viewer) {
  requireViewer(viewer);
  if (!canModerate(viewer)) throw forbidden('Nur der Administrator bearbeitet Meldungen.');
}

const present = (r: repo.QueueRow): TAdminReport => ({
  id: r.id,
  target_type: r.target_type,
  target_id: r.target_id,
  reason: r.reason as TAdminReport['reason'],
  text: r.text,
  status: r.status,
  actions: r.actions as TAdminReport['actions'],
  created_at: r.created_at.toISOString(),
  handled_at: r.handled_at ? r.handled_at.toISOString() : null,
  reporter: { id: r.reporter_id, name: r.reporter_name, email: r.reporter_email },
  reports_on_target: r.reports_on_target,
  content: { title: r.title ?? 'Gelöscht', body: r.body ?? '', url: r.title === null ? null : r.url, hidden: r.hidden ?? true, exists: r.title !== null },
});

export async function queue(d: JobDeps, viewer: Viewer, f: { status: 'open' | 'closed'; page: number }) {
  mayModerate(viewer);
  const [total, rows] = await Promise.all([repo.countQueue(d.db, f.status), repo.queue(d.db, f.status, REPORTS_PER_PAGE, (f.page - 1) * REPORTS_PER_PAGE)]);
  return toPage(rows.map(present), total, f.page, REPORTS_PER_PAGE);
}

/** One measure on the content of report `id`; answers with the report as it is now. */
export async function moderate(d: JobDeps, viewer: Viewer, id: number, input: TModerationInput, forgetSessions: () => void): Promise<TAdminReport> {
  mayModerate(viewer);
  const r = await repo.oneReport(d.db, id);
  if (!r) throw notFound('reports.not_found', 'Diese Meldung gibt es nicht.');
  const action: ModerationAction = input.action;
  if (action !== 'close' && r.title === null)
    throw new AppError('reports.target_gone', 409, 'Der gemeldete Inhalt ist schon gelöscht; du kannst die Meldung nur schließen.');
  const accounts = action === 'warn' || action === 'block' ? await repo.accountsBehind(d.db, r.target_type, r.target_id) : [];
  // The team's own accounts are configuration: never blocked or warned by a report.
  const people = accounts.filter((a) => !specialAccountOf(a.email, d.accounts));
  if ((action === 'warn' || action === 'block') && !people.length)
    throw new AppError('reports.no_account', 409, 'Hinter diesem Inhalt steht kein Konto, das verwarnt oder gesperrt werden kann.');

  let hiddenMessage: MessageRow | null = null;
  await d.db.tx(async (q) => {
    if (action === 'hide') {
      if (r.target_type === 'job') await repo.hideJob(q, r.target_id);
      else if (r.target_type === 'business') await repo.hideBusiness(q, r.target_id);
      else hiddenMessage = (await repo.hideMessage(q, r.target_id)) ?? null;
    }
    if (action === 'block')
      await repo.blockUsers(
        q,
        people.map((p) => p.id),
      );
    await repo.recordAction(q, r.target_type, r.target_id, action, viewer!.id);
  });
  if (action === 'hide' && r.target_type !== 'message') clearSearchCaches(d.db);
  // Open chats drop the hidden message at once, as when its sender deletes it.
  if (hiddenMessage) await emitDeleted({ db: d.db, realtime: d.realtime, acc: d.accounts }, hiddenMessage);
  if (action === 'block') forgetSessions();
  if (action === 'warn')
    for (const p of people)
      if (p.email)
        await d.transports.mail({
          to: p.email,
          template: 'reports.warning',
          subject: 'Hinweis des Oabat-Teams zu einer Meldung',
          text: warningText(r.target_type, r.title ?? '', input.message || undefined),
        });
  return present((await repo.oneReport(d.db, id))!);
}
