// Youth protection for internships (Jugendarbeitsschutzgesetz, JArbSchG): the limits per age group and the check of
// an internship's stated hours and working times against them.
//
// Who counts as what: a child is under 15 (§ 2 Abs. 1); a young person 15 to 17 (§ 2 Abs. 2), but one still in
// full-time compulsory schooling counts as a child (§ 2 Abs. 3), so a pupil's school internship mostly falls in the
// child group. Children may work in a school internship (§ 5 Abs. 2 Nr. 2) at most 7 hours a day and 35 a week
// (§ 5 Abs. 2 Satz 2 with § 7 Satz 1 Nr. 2), and §§ 9-46 apply to them as to young people: breaks (§ 11), shift
// length (§ 12), no work between 20 and 6 o'clock (§ 14), five days a week (§ 15). Young people: 8 hours a day,
// 40 a week (§ 8 Abs. 1). The 8-18 o'clock window of § 5 Abs. 3 is for light jobs of children from 13, not for
// internships. Not modelled: the exceptions of § 8 Abs. 2a (8.5 hours on some days) and § 14 Abs. 2 (bakeries,
// restaurants, agriculture for those over 16), so such a listing is refused and must state the general times.

export const AGE_GROUPS = ['child', 'youth', 'adult'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
/** When a listing does not say whom it takes, pupils of any age may apply: the strictest group applies. */
export const DEFAULT_AGE_GROUP: AgeGroup = 'child';

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  child: 'Schülerinnen und Schüler unter 15 Jahren oder noch vollzeitschulpflichtig',
  youth: 'Jugendliche von 15 bis 17 Jahren, nicht mehr vollzeitschulpflichtig',
  adult: 'Volljährige ab 18 Jahren',
};

export interface YouthLimits {
  maxDailyHours: number;
  maxWeeklyHours: number;
  maxDaysPerWeek: number;
  /** Earliest start and latest end, minutes after midnight (§ 14). */
  earliest: number;
  latest: number;
  /** Longest shift (work and breaks), hours (§ 12). */
  maxShiftHours: number;
  /** The paragraphs of the hours rule, for the message. */
  hoursRule: string;
}

export const YOUTH_LIMITS: Record<Exclude<AgeGroup, 'adult'>, YouthLimits> = {
  child: {
    maxDailyHours: 7,
    maxWeeklyHours: 35,
    maxDaysPerWeek: 5,
    earliest: 6 * 60,
    latest: 20 * 60,
    maxShiftHours: 10,
    hoursRule: '§ 5 Abs. 2 und § 7 Satz 1 Nr. 2 JArbSchG',
  },
  youth: { maxDailyHours: 8, maxWeeklyHours: 40, maxDaysPerWeek: 5, earliest: 6 * 60, latest: 20 * 60, maxShiftHours: 10, hoursRule: '§ 8 Abs. 1 JArbSchG' },
};

/** Breaks by working time (§ 11 Abs. 1): more than 6 hours 60 minutes, more than 4.5 hours 30 minutes. */
export function requiredBreakMinutes(workMinutes: number) {
  if (workMinutes > 6 * 60) return 60;
  if (workMinutes > 4.5 * 60) return 30;
  return 0;
}

export type HoursField = 'daily_hours' | 'weekly_hours' | 'work_start' | 'work_end' | 'break_minutes';
export interface InternshipHours {
  age_group?: AgeGroup | null;
  daily_hours?: number | null;
  weekly_hours?: number | null;
  /** HH:MM */
  work_start?: string | null;
  work_end?: string | null;
  break_minutes?: number | null;
}
export interface HoursIssue {
  path: HoursField;
  message: string;
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hoursText = (h: number) => `${h.toLocaleString('de-DE', { maximumFractionDigits: 2 })} Stunden`;

/** The sentence that says which limits apply to a listing (the editor and the job page show it). */
export function youthRuleText(group: AgeGroup | null | undefined) {
  const g = group ?? DEFAULT_AGE_GROUP;
  if (g === 'adult') return 'Für Volljährige gilt das Jugendarbeitsschutzgesetz nicht.';
  const l = YOUTH_LIMITS[g];
  return (
    `Jugendarbeitsschutz für ${AGE_GROUP_LABELS[g]}: höchstens ${hoursText(l.maxDailyHours)} am Tag und ${hoursText(l.maxWeeklyHours)} ` +
    `in der Woche (${l.hoursRule}), an höchstens ${l.maxDaysPerWeek} Tagen (§ 15), nur zwischen 6 und 20 Uhr (§ 14), ` +
    'Pausen von 30 Minuten ab 4,5 und 60 Minuten ab 6 Stunden Arbeit (§ 11).'
  );
}

/**
 * What breaks the JArbSchG limits of the listing's age group, one German message per field naming the rule.
 * Only stated values are checked; the working time of a stated window (end - start - breaks) counts as the daily
 * hours where it is longer than those stated.
 */
export function internshipHoursIssues(h: InternshipHours): HoursIssue[] {
  const group = h.age_group ?? DEFAULT_AGE_GROUP;
  if (group === 'adult') return [];
  const l = YOUTH_LIMITS[group];
  const who = group === 'child' ? 'Schülerinnen und Schüler unter 15 oder noch vollzeitschulpflichtig' : 'Jugendliche von 15 bis 17';
  const issues: HoursIssue[] = [];
  const start = h.work_start ? minutesOf(h.work_start) : null;
  const end = h.work_end ? minutesOf(h.work_end) : null;
  const breaks = h.break_minutes ?? 0;
  let windowWork: number | null = null;
  if (start != null && start < l.earliest) issues.push({ path: 'work_start', message: `${who} dürfen erst ab 6 Uhr arbeiten (Nachtruhe, § 14 JArbSchG).` });
  if (end != null && end > l.latest) issues.push({ path: 'work_end', message: `${who} dürfen nur bis 20 Uhr arbeiten (Nachtruhe, § 14 JArbSchG).` });
  if (start != null && end != null) {
    if (end <= start) issues.push({ path: 'work_end', message: 'Das Ende der Arbeitszeit muss nach ihrem Beginn liegen.' });
    else if (end - start > l.maxShiftHours * 60) {
      issues.push({
        path: 'work_end',
        message: `Arbeitszeit und Pausen dürfen zusammen höchstens ${l.maxShiftHours} Stunden dauern (Schichtzeit, § 12 JArbSchG).`,
      });
    } else windowWork = end - start - breaks;
  }
  const dailyMinutes = Math.max(h.daily_hours != null ? h.daily_hours * 60 : 0, windowWork ?? 0);
  if (dailyMinutes > l.maxDailyHours * 60) {
    issues.push({ path: 'daily_hours', message: `${who} dürfen höchstens ${hoursText(l.maxDailyHours)} am Tag arbeiten (${l.hoursRule}).` });
  }
  if (h.weekly_hours != null && h.weekly_hours > l.maxWeeklyHours) {
    issues.push({ path: 'weekly_hours', message: `${who} dürfen höchstens ${hoursText(l.maxWeeklyHours)} in der Woche arbeiten (${l.hoursRule}).` });
  } else if (h.weekly_hours != null && dailyMinutes > 0 && h.weekly_hours * 60 > dailyMinutes * l.maxDaysPerWeek) {
    issues.push({
      path: 'weekly_hours',
      message: `So viele Stunden in der Woche gehen nur an mehr als ${l.maxDaysPerWeek} Tagen; erlaubt ist die Fünf-Tage-Woche (§ 15 JArbSchG).`,
    });
  }
  const needed = requiredBreakMinutes(dailyMinutes);
  if ((start != null && end != null) || h.break_minutes != null) {
    if (breaks < needed) {
      issues.push({
        path: 'break_minutes',
        message: `Bei ${hoursText(dailyMinutes / 60)} Arbeit am Tag sind mindestens ${needed} Minuten Pause vorgeschrieben (§ 11 JArbSchG).`,
      });
    }
  }
  return issues;
}
