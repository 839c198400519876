// The "faire Vergütung" mark pupils see on job cards and pages, and its search filter (issue #36). The rule of
// fair-pay.ts was only the editor's (a business cannot save pay below § 17 BBiG); a pupil could not tell which jobs
// state their pay at all. The mark: an apprenticeship that states its pay from the first year on, every stated year at
// least the legal minimum for its start year, or bound by a collective agreement. The server's filter
// (apps/api/src/modules/jobs/job-fair-pay.ts) is built from the same table, so card, page and filter agree.
import { JOB_TYPE } from './constants.ts';
import { trainingPayIssues, type TrainingPayInput } from './fair-pay.ts';

export const FAIR_PAY_LABEL = 'Faire Vergütung';
export const FAIR_PAY_EXPLANATION =
  'Der Betrieb nennt die Vergütung für jedes Ausbildungsjahr, und sie liegt mindestens bei der gesetzlichen Mindestausbildungsvergütung ' +
  '(§ 17 BBiG) oder richtet sich nach einem Tarifvertrag.';

export function isFairPay(job: TrainingPayInput & { type_id?: number | null }, today = new Date()) {
  if (job.type_id !== JOB_TYPE.apprenticeship || job.pay_year_1 == null) return false;
  return !!job.collective_agreement || trainingPayIssues(job, today).length === 0;
}
