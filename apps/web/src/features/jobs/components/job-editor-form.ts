// The job editor's form as data: its fields, how a saved job fills them, how they are sent, and the preview's job.
import { JOB_TYPE } from '@oabat/domain/constants';
import type { JobView } from '../api/jobs.ts';
import type { PayForm } from './training-pay-fields.tsx';
import type { HoursForm } from './internship-hours-fields.tsx';

export type JobForm = {
  type_id: number;
  name: string;
  occupation_id: number | null;
  occupation_name: string;
  start_date: string;
  duration_months: number | string;
  salary_lower: number | string;
  salary_upper: number | string;
  graduation: string;
  description: string;
} & PayForm &
  HoursForm;
export const NO_PAY: PayForm = { pay_year_1: '', pay_year_2: '', pay_year_3: '', pay_year_4: '', collective_agreement: false };

export const fromJob = (j: JobView): JobForm => ({
  type_id: j.type_id,
  name: j.name,
  occupation_id: j.occupation?.id ?? null,
  occupation_name: j.occupation?.name ?? '',
  start_date: j.start_date ?? '',
  duration_months: j.duration_months ?? '',
  salary_lower: j.salary_lower ?? '',
  salary_upper: j.salary_upper ?? '',
  graduation: j.graduation ?? '',
  description: j.description,
  // An apprenticeship's older "pay from" was its first-year pay.
  pay_year_1: j.pay_year_1 ?? (j.type_id === JOB_TYPE.apprenticeship ? j.salary_lower : null) ?? '',
  pay_year_2: j.pay_year_2 ?? '',
  pay_year_3: j.pay_year_3 ?? '',
  pay_year_4: j.pay_year_4 ?? '',
  collective_agreement: !!j.collective_agreement,
  age_group: (j.age_group ?? '') as HoursForm['age_group'],
  daily_hours: j.daily_hours ?? '',
  weekly_hours: j.weekly_hours ?? '',
  work_start: j.work_start ?? '',
  work_end: j.work_end ?? '',
  break_minutes: j.break_minutes ?? '',
});
export const num = (v: number | string) => (v === '' ? null : Number(v));
/** The internship's hours as sent (empty fields as null; the server drops them for other job types). */
export const hoursBody = (f: HoursForm) => ({
  age_group: f.age_group || null,
  daily_hours: num(f.daily_hours),
  weekly_hours: num(f.weekly_hours),
  work_start: f.work_start || null,
  work_end: f.work_end || null,
  break_minutes: num(f.break_minutes),
});

/** The form as the public job page would show it (for /betrieb/job/vorschau). */
export function previewJob(form: JobForm, job: JobView | null, business: JobView['business']): JobView {
  const base: JobView =
    job ??
    ({
      id: 0,
      slug: 'vorschau',
      version: 2,
      status: 'draft',
      content_blocks: [],
      is_liked: false,
      attributes: [],
      advantages: [],
      published_at: null,
      business_site: null,
      place: null,
      latitude: null,
      longitude: null,
      positions: null,
    } as unknown as JobView);
  return {
    ...base,
    business,
    type_id: form.type_id,
    name: form.name,
    description: form.description,
    start_date: form.start_date || null,
    duration_months: num(form.duration_months),
    salary_lower: num(form.salary_lower),
    salary_upper: num(form.salary_upper),
    graduation: form.graduation || null,
    occupation: form.occupation_id ? { id: form.occupation_id, name: form.occupation_name, slug: '' } : null,
    pay_year_1: num(form.pay_year_1),
    pay_year_2: num(form.pay_year_2),
    pay_year_3: num(form.pay_year_3),
    pay_year_4: num(form.pay_year_4),
    collective_agreement: form.collective_agreement,
    ...hoursBody(form),
  };
}
