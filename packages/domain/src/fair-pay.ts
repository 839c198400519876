// Fair pay for apprenticeships: the legal minimum training pay (Mindestausbildungsvergütung, § 17 Abs. 2 BBiG)
// per start year and training year, and the check of a job's pay per training year against it.

/**
 * First-year minimum in euros per month, by the calendar year the training starts (§ 17 Abs. 2 Satz 1 Nr. 1 BBiG).
 * 2020-2023 are written in the law itself; from 2024 the BMBF (since 2025 BMFTR) announces the figure BIBB
 * computes, each autumn for the next year, in the Bundesgesetzblatt.
 * Verified: 2026 (724 / 854 / 977 / 1.014, Bekanntmachung of 10 October 2025, BGBl. 2025 I), 2025 (682 / 805 / 921 /
 * 955) and 2024 (649 / 766 / 876 / 909, from 2024 on rounded) against their announcements; 2020-2023 from the
 * text of § 17 Abs. 2 Satz 1 Nr. 1 BBiG (not re-read from the official gazette here).
 */
export const MIN_TRAINING_PAY_FIRST_YEAR: Readonly<Record<number, number>> = {
  2020: 515,
  2021: 550,
  2022: 585,
  2023: 620,
  2024: 649,
  2025: 682,
  2026: 724,
};
export const MIN_TRAINING_PAY_SOURCE = '§ 17 Abs. 2 BBiG; Bekanntmachungen zur Fortschreibung der Mindestvergütung (BGBl.) für 2024, 2025 und 2026';
const FIRST_TABLE_YEAR = 2020;
const LAST_TABLE_YEAR = Math.max(...Object.keys(MIN_TRAINING_PAY_FIRST_YEAR).map(Number));

/** Supplement over the first year, in percent, for training years 1 to 4 (§ 17 Abs. 2 Satz 1 Nr. 2-4 BBiG). */
export const TRAINING_YEAR_SUPPLEMENT_PERCENT = [0, 18, 35, 40] as const;
export const TRAINING_YEARS = [1, 2, 3, 4] as const;
export type TrainingYear = (typeof TRAINING_YEARS)[number];

/**
 * The minimum in euro cents for a training starting in `startYear`, in its `trainingYear`, or null before 2020 (no
 * legal minimum then). Up to 2023 the later years were not rounded (2020, 2nd year: 607.70 EUR); from 2024 the
 * announcements round them to whole euros, half up (2024, 2nd year: 765.82 -> 766). A start after the last announced
 * year uses the last announced figure (the next one is only known in the autumn before; it has always risen).
 */
export function minimumTrainingPayCents(startYear: number, trainingYear: TrainingYear): number | null {
  if (startYear < FIRST_TABLE_YEAR) return null;
  const first = MIN_TRAINING_PAY_FIRST_YEAR[Math.min(startYear, LAST_TABLE_YEAR)];
  const exactCents = first * (100 + TRAINING_YEAR_SUPPLEMENT_PERCENT[trainingYear - 1]); // euros * (100 + p) = cents, exact
  return startYear >= 2024 ? Math.round(exactCents / 100) * 100 : exactCents;
}

/** A minimum as people write it: "854 €", "607,70 €". */
export function formatEuroCents(cents: number) {
  const euros = cents / 100;
  return `${euros.toLocaleString('de-DE', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })} €`;
}

/** Whether a start year's minimum is an announced figure (false: a later year, checked against the last one known). */
export const isAnnouncedStartYear = (startYear: number) => startYear <= LAST_TABLE_YEAR;

export type PayField = 'pay_year_1' | 'pay_year_2' | 'pay_year_3' | 'pay_year_4';
export const PAY_FIELDS: readonly PayField[] = ['pay_year_1', 'pay_year_2', 'pay_year_3', 'pay_year_4'];

export interface TrainingPayInput {
  /** The start date of the training (YYYY-MM-DD), or null: it starts this year (`today`). */
  start_date?: string | null;
  pay_year_1?: number | null;
  pay_year_2?: number | null;
  pay_year_3?: number | null;
  pay_year_4?: number | null;
  /** A binding collective agreement (Tarifvertrag) applies: its rates take precedence over § 17 Abs. 2 (§ 17 Abs. 3 BBiG). */
  collective_agreement?: boolean | null;
}
export interface PayIssue {
  path: PayField;
  message: string;
}

/** The start year a job's pay is checked for. */
export const trainingStartYear = (startDate: string | null | undefined, today = new Date()) =>
  startDate && /^\d{4}-/.test(startDate) ? Number(startDate.slice(0, 4)) : today.getUTCFullYear();

/**
 * The stated pay per training year below the legal minimum, one German message per year naming the rule. Nothing
 * when a binding collective agreement applies (it may then be lower, § 17 Abs. 3 BBiG) or before 2020.
 */
export function trainingPayIssues(job: TrainingPayInput, today = new Date()): PayIssue[] {
  if (job.collective_agreement) return [];
  const startYear = trainingStartYear(job.start_date, today);
  const issues: PayIssue[] = [];
  for (const year of TRAINING_YEARS) {
    const field = PAY_FIELDS[year - 1];
    const pay = job[field];
    const min = minimumTrainingPayCents(startYear, year);
    if (pay == null || min == null || pay * 100 >= min) continue;
    issues.push({
      path: field,
      message:
        `Die Vergütung im ${year}. Ausbildungsjahr liegt unter der Mindestausbildungsvergütung nach § 17 BBiG: ` +
        `bei Beginn ${startYear} mindestens ${formatEuroCents(min)} im Monat` +
        `${isAnnouncedStartYear(startYear) ? '' : ` (Betrag für ${LAST_TABLE_YEAR}, der für ${startYear} ist noch nicht bekannt gegeben)`}. ` +
        'Gilt für deinen Betrieb ein Tarifvertrag, kreuze ihn bitte an.',
    });
  }
  return issues;
}

/**
 * The training years a training of `durationMonths` has, a started year counting (36 months: 3, 42 months: 4); all
 * four while the duration is unknown. The editor shows pay fields for these years only and the server drops pay for
 * later ones, so a 36-month training has no 4th-year pay (issue #36, 3.).
 */
export function trainingYearsFor(durationMonths: number | null | undefined): TrainingYear[] {
  if (durationMonths == null || !Number.isFinite(durationMonths) || durationMonths <= 0) return [...TRAINING_YEARS];
  return TRAINING_YEARS.slice(0, Math.min(TRAINING_YEARS.length, Math.max(1, Math.ceil(durationMonths / 12))));
}
