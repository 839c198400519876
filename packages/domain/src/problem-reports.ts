// Problem reports of businesses (/betrieb/problem, issue #17): category, text and an optional screenshot; the
// operator's support queue on /admin/uebersicht reads them, and each one opens a chat with the support account.
import { z } from 'zod';
import { ZId } from './common.ts';

export const PROBLEM_CATEGORIES = ['technik', 'konto', 'stellen', 'rechnung', 'sonstiges'] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];
export const PROBLEM_CATEGORY_LABELS: Record<ProblemCategory, string> = {
  technik: 'Technischer Fehler',
  konto: 'Konto und Anmeldung',
  stellen: 'Stellenanzeigen',
  rechnung: 'Rechnung und Abo',
  sonstiges: 'Sonstiges',
};
export const PROBLEM_STATUSES = ['open', 'done'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const PROBLEM_TEXT_MAX = 3000;

// A description may hold line breaks and tabs, nothing else below U+0020.
// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const ZProblemReportInput = z.object({
  category: z.enum(PROBLEM_CATEGORIES, 'Bitte wähle eine Kategorie.'),
  text: z
    .string({ error: 'Bitte beschreibe das Problem.' })
    .trim()
    .min(10, 'Bitte beschreibe das Problem in mindestens 10 Zeichen.')
    .max(PROBLEM_TEXT_MAX, `Die Beschreibung darf höchstens ${PROBLEM_TEXT_MAX} Zeichen lang sein.`)
    .regex(MULTI_LINE, 'Die Beschreibung enthält unzulässige Zeichen.'),
  image_id: ZId.nullable().optional(),
});
export type TProblemReportInput = z.infer<typeof ZProblemReportInput>;

export const ZProblemReport = z.object({
  id: z.number().int(),
  category: z.enum(PROBLEM_CATEGORIES),
  text: z.string(),
  status: z.enum(PROBLEM_STATUSES),
  has_screenshot: z.boolean(),
  conversation_id: z.number().int().nullable(),
  business: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  reporter: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type TProblemReport = z.infer<typeof ZProblemReport>;

export const ZProblemReportQuery = z.object({ status: z.enum([...PROBLEM_STATUSES, 'all'], 'Bitte wähle einen Status.').default('open') });
export const ZProblemReportUpdate = z.object({ status: z.enum(PROBLEM_STATUSES, 'Bitte wähle einen Status.') });

/** The chat message the support account receives with a report (German, readable without the admin page). */
export function problemChatText(category: ProblemCategory, text: string): string {
  return `Problem gemeldet – ${PROBLEM_CATEGORY_LABELS[category]}:\n\n${text}`;
}
