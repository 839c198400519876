// Access rules of reports and moderation (modules/reports): everyone logged in reports with their own account; only the
// admin reads the queue and acts on a report.
import type { Rule } from './access-rules.ts';

export const REPORTS_RULES: Record<string, Rule> = {
  'POST /api/reports': {
    self: 'jede Meldung gehört dem meldenden Konto; niemand sieht fremde Meldungen',
    owner: 'trainee',
    call: (f) => ({ url: '/api/reports', body: { target_type: 'job', target_id: f.business.jobId, reason: 'wrong_data' } }),
    ownerStatus: [201, 409],
  },
  'GET /api/admin/reports': { owner: 'admin', call: () => ({ url: '/api/admin/reports?status=open' }) },
  'POST /api/admin/reports/:id/action': {
    owner: 'admin',
    call: (f) => ({ url: `/api/admin/reports/${f.reportId}/action`, body: { action: 'close' } }),
  },
};
