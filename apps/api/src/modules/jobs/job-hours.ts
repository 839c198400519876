// Youth protection of internships on save: the stated hours and working times are checked against the JArbSchG
// limits of the listing's age group (the shared rule in packages/domain/src/youth-protection.ts).
import { JOB_TYPE } from '@oabat/domain/constants';
import { internshipHoursIssues, type AgeGroup } from '@oabat/domain/youth-protection';
import { AppError } from '../../lib/errors.ts';
import type { JobWrite } from './jobs.repository.ts';

type HoursColumns = Pick<JobWrite, 'age_group' | 'daily_hours' | 'weekly_hours' | 'work_start' | 'work_end' | 'break_minutes'>;
export type HoursState = HoursColumns & Pick<JobWrite, 'type_id'>;
const NONE: HoursColumns = { age_group: null, daily_hours: null, weekly_hours: null, work_start: null, work_end: null, break_minutes: null };

/** The hours columns to store, or a 422 naming every limit broken. Apprenticeships and jobs keep none. */
export function internshipHours(job: HoursState): Partial<JobWrite> {
  if (job.type_id !== JOB_TYPE.traineeship) return NONE;
  const issues = internshipHoursIssues({ ...job, age_group: job.age_group as AgeGroup | null });
  if (issues.length) {
    const errors: Record<string, string[]> = {};
    for (const i of issues) (errors[i.path] ??= []).push(i.message);
    throw new AppError('jobs.youth_protection', 422, issues[0].message, errors);
  }
  return {
    age_group: job.age_group,
    daily_hours: job.daily_hours,
    weekly_hours: job.weekly_hours,
    work_start: job.work_start,
    work_end: job.work_end,
    break_minutes: job.break_minutes,
  };
}
