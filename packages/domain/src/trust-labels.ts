// What the trust features show on public pages (report button, verified badge, answer time): kept apart from the
// wire schemas in reports.ts, admin-businesses.ts and answers.ts, which re-export them, so a job page or profile
// that only shows them carries no zod.

export const REPORT_TARGETS = ['job', 'business', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_TARGET_LABELS: Record<ReportTarget, string> = { job: 'Stelle', business: 'Betriebsprofil', message: 'Chat-Nachricht' };

export const REPORT_REASONS = ['fake', 'discriminating', 'inappropriate', 'wrong_data'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: 'Fake oder Betrug',
  discriminating: 'Diskriminierend',
  inappropriate: 'Unangemessen',
  wrong_data: 'Falsche Angaben',
};

export const VERIFIED_BADGE_LABEL = 'geprüfter Betrieb';

export function answerTimeLabel(hours: number | null): string | null {
  if (hours == null) return null;
  if (hours < 1) return 'unter einer Stunde';
  if (hours < 48) return `${Math.round(hours)} Stunden`;
  return `${Math.round(hours / 24)} Tagen`;
}
