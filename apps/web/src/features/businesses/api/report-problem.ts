// POST /api/business/problem: a business reports a problem to the support team (/betrieb/problem).
import type { TProblemReport, TProblemReportInput } from '@oabat/domain/problem-reports';
import { api } from '../../../lib/api.ts';

export const reportProblem = (body: TProblemReportInput) => api<{ data: TProblemReport }>('POST', '/api/business/problem', { body }).then((r) => r.data);
