// Reports and moderation (issue #19, trust and safety): anyone logged in reports a job, a business profile or a chat
// message; the admin's queue shows the reported content and hides it, warns or blocks the account behind it.
import { z } from 'zod';
import { ZId } from './common.ts';

import { REPORT_REASONS, REPORT_TARGETS, type ReportTarget } from './trust-labels.ts';
export { REPORT_REASONS, REPORT_REASON_LABELS, REPORT_TARGETS, REPORT_TARGET_LABELS, type ReportReason, type ReportTarget } from './trust-labels.ts';

export const REPORT_STATUSES = ['open', 'closed'] as const;
export const MODERATION_ACTIONS = ['hide', 'warn', 'block', 'close'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  hide: 'Inhalt verborgen',
  warn: 'Verwarnt',
  block: 'Konto gesperrt',
  close: 'Geschlossen',
};
/** What a chat message removed by moderation shows to both sides. */
export const MODERATED_MESSAGE_PREVIEW = 'Nachricht entfernt';

export const REPORT_TEXT_MAX = 1000;
export const WARNING_TEXT_MAX = 2000;
export const REPORTS_PER_PAGE = 20;
/** Reports per person and hour: enough for honest use, too few to flood the queue. */
export const REPORT_RATE = { max: 10, windowSeconds: 3600 } as const;

// Line breaks and tabs are fine in free text; other control characters are not.
// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const freeText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} darf höchstens ${max} Zeichen lang sein.`).regex(MULTI_LINE, `${what} enthält unzulässige Zeichen.`);

export const ZReportInput = z.object({
  target_type: z.enum(REPORT_TARGETS, 'Bitte gib an, was du meldest.'),
  target_id: ZId,
  reason: z.enum(REPORT_REASONS, 'Bitte wähle einen Grund.'),
  text: freeText(REPORT_TEXT_MAX, 'Deine Beschreibung').optional(),
});
export type TReportInput = z.output<typeof ZReportInput>;

/** What the reporter gets back: their own report only. */
export const ZReport = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  created_at: z.string(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZAdminReportQuery = z.object({
  status: z.enum(REPORT_STATUSES, 'Bitte wähle offen oder geschlossen.').default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The reported content as it is now, for the admin's decision. */
export const ZReportedContent = z.object({
  title: z.string(),
  body: z.string(),
  /** Where the content is on the site (null for chat messages). */
  url: z.string().nullable(),
  /** Whether the public no longer sees it (hidden by moderation, unpublished, or gone). */
  hidden: z.boolean(),
  exists: z.boolean(),
});

export const ZAdminReport = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  actions: z.array(z.enum(MODERATION_ACTIONS)),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  reporter: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  /** How many people reported the same content. */
  reports_on_target: z.number().int(),
  content: ZReportedContent,
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZModerationInput = z.object({
  action: z.enum(MODERATION_ACTIONS, 'Bitte wähle eine Maßnahme.'),
  /** The warning's own words (warn only); a standard text is sent without them. */
  message: freeText(WARNING_TEXT_MAX, 'Der Hinweis').optional(),
});
export type TModerationInput = z.output<typeof ZModerationInput>;

/** The standard warning a business or sender gets by e-mail (the admin may add their own words). */
export function warningText(target: ReportTarget, title: string, note?: string): string {
  const what = target === 'message' ? `deine Chat-Nachricht („${title}“)` : target === 'job' ? `eure Stelle „${title}“` : `euer Betriebsprofil „${title}“`;
  return (
    `Hallo,\n\nuns wurde ${what} gemeldet. Wir haben den Inhalt geprüft und bitten dich, unsere Nutzungsbedingungen einzuhalten: ` +
    `keine falschen oder irreführenden Angaben, keine Diskriminierung, ein respektvoller Umgang mit Schülerinnen und Schülern.` +
    (note ? `\n\nHinweis des Oabat-Teams:\n${note}` : '') +
    `\n\nBei weiteren Verstößen sperren wir das Konto.\n\nDein Oabat-Team`
  );
}
