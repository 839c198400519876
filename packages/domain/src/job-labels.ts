// The fixed job lists and labels (spec 02 §3 Job): kept apart from the wire schemas in jobs.ts, which
// re-exports them, so a job card or page that only shows them carries no zod.
import { JOB_TYPE } from './constants.ts';

export const JOB_STATUSES = ['draft', 'pending', 'published'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JobReviewStatus = (typeof JOB_REVIEW_STATUSES)[number];

export const JOB_TYPE_LABELS: Record<number, string> = {
  [JOB_TYPE.apprenticeship]: 'Ausbildung',
  [JOB_TYPE.traineeship]: 'Praktikum',
  [JOB_TYPE.job]: 'Job',
};

/** What a job offers to do (shown as tags); ids are stored on the job. */
export const JOB_ATTRIBUTES = [
  { id: 1, slug: 'teamarbeit', name: 'Teamarbeit' },
  { id: 2, slug: 'kundenkontakt', name: 'Kundenkontakt' },
  { id: 3, slug: 'handwerklich', name: 'Handwerkliches Arbeiten' },
  { id: 4, slug: 'draussen', name: 'Arbeit im Freien' },
  { id: 5, slug: 'computer', name: 'Arbeit am Computer' },
  { id: 6, slug: 'technik', name: 'Technik' },
  { id: 7, slug: 'kreativ', name: 'Kreatives Arbeiten' },
  { id: 8, slug: 'menschen', name: 'Arbeit mit Menschen' },
  { id: 9, slug: 'schicht', name: 'Schichtarbeit' },
  { id: 10, slug: 'reisen', name: 'Reisetätigkeit' },
] as const;

/** What the business offers its trainees and employees. */
export const JOB_ADVANTAGES = [
  { id: 1, slug: 'uebernahme', name: 'Übernahmechance nach der Ausbildung' },
  { id: 2, slug: 'fahrtkosten', name: 'Fahrtkostenzuschuss' },
  { id: 3, slug: 'urlaubsgeld', name: 'Urlaubs- und Weihnachtsgeld' },
  { id: 4, slug: 'flexible-arbeitszeiten', name: 'Flexible Arbeitszeiten' },
  { id: 5, slug: 'weiterbildung', name: 'Weiterbildungen' },
  { id: 6, slug: 'mitarbeiterrabatte', name: 'Mitarbeiterrabatte' },
  { id: 7, slug: 'firmenhandy', name: 'Firmenhandy oder Laptop' },
  { id: 8, slug: 'betriebliche-altersvorsorge', name: 'Betriebliche Altersvorsorge' },
  { id: 9, slug: 'azubi-events', name: 'Azubi-Ausflüge und Events' },
  { id: 10, slug: 'jobticket', name: 'Deutschlandticket' },
] as const;
