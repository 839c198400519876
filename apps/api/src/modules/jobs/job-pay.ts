// Fair pay of apprenticeships on save: the pay per training year is checked against § 17 BBiG (the shared rule in
// packages/domain/src/fair-pay.ts) and the job's "pay from/to" follows from it, so cards and the salary filter agree.
import { JOB_TYPE } from '@oabat/domain/constants';
import { PAY_FIELDS, trainingPayIssues, trainingYearsFor } from '@oabat/domain/fair-pay';
import { AppError } from '../../lib/errors.ts';
import type { JobWrite } from './jobs.repository.ts';

type PayColumns = Pick<JobWrite, 'pay_year_1' | 'pay_year_2' | 'pay_year_3' | 'pay_year_4' | 'collective_agreement'>;
/** The job as it will be stored (stored values overlaid with the change). */
export type PayState = PayColumns & Pick<JobWrite, 'type_id' | 'start_date' | 'salary_lower' | 'salary_upper'> & { duration_months?: number | null };

/**
 * The pay columns to store, or a 422 naming every training year below the minimum. Other job types keep no pay per
 * training year. An apprenticeship without pay per year but with a "pay from" has that checked as its first year.
 */
export function trainingPay(given: PayState): Partial<JobWrite> {
  if (given.type_id !== JOB_TYPE.apprenticeship) {
    return { pay_year_1: null, pay_year_2: null, pay_year_3: null, pay_year_4: null, collective_agreement: given.collective_agreement };
  }
  // Years the training does not have carry no pay (a 36-month training has no 4th year; trainingYearsFor).
  const years = trainingYearsFor(given.duration_months);
  const job = { ...given, ...Object.fromEntries(PAY_FIELDS.map((f, i) => [f, years.length > i ? given[f] : null])) } as PayState;
  const stated = PAY_FIELDS.map((f) => job[f]).filter((v): v is number => v != null);
  const legacyFirst = !stated.length && job.salary_lower != null;
  const issues = trainingPayIssues({ ...job, pay_year_1: legacyFirst ? job.salary_lower : job.pay_year_1 });
  if (issues.length) {
    const errors: Record<string, string[]> = {};
    for (const i of issues) errors[legacyFirst && i.path === 'pay_year_1' ? 'salary_lower' : i.path] = [i.message];
    throw new AppError('jobs.below_minimum_pay', 422, issues[0].message, errors);
  }
  const pay: Partial<JobWrite> = {
    pay_year_1: job.pay_year_1,
    pay_year_2: job.pay_year_2,
    pay_year_3: job.pay_year_3,
    pay_year_4: job.pay_year_4,
    collective_agreement: job.collective_agreement,
  };
  if (stated.length) {
    pay.salary_lower = job.pay_year_1 ?? Math.min(...stated);
    pay.salary_upper = Math.max(...stated);
  }
  return pay;
}
