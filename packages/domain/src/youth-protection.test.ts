import { describe, expect, it } from 'vitest';
import { internshipHoursIssues, requiredBreakMinutes, youthRuleText, type InternshipHours } from './youth-protection.ts';

const cases: { name: string; hours: InternshipHours; refused: string[] }[] = [
  // Under 15 (or still in compulsory schooling): 7 h a day, 35 a week (§ 5 Abs. 2, § 7).
  { name: 'child: 7 h a day and 35 a week pass', hours: { age_group: 'child', daily_hours: 7, weekly_hours: 35 }, refused: [] },
  { name: 'child: 7.25 h a day is refused', hours: { age_group: 'child', daily_hours: 7.25 }, refused: ['daily_hours'] },
  { name: 'child: 35.5 h a week is refused', hours: { age_group: 'child', weekly_hours: 35.5 }, refused: ['weekly_hours'] },
  { name: 'no age group stated: the child limits apply', hours: { daily_hours: 8 }, refused: ['daily_hours'] },
  // 15-17: 8 h a day, 40 a week (§ 8).
  { name: 'youth: 8 h a day and 40 a week pass', hours: { age_group: 'youth', daily_hours: 8, weekly_hours: 40 }, refused: [] },
  { name: 'youth: 8.5 h a day is refused', hours: { age_group: 'youth', daily_hours: 8.5 }, refused: ['daily_hours'] },
  { name: 'youth: 41 h a week is refused', hours: { age_group: 'youth', weekly_hours: 41 }, refused: ['weekly_hours'] },
  { name: 'adults: the JArbSchG does not apply', hours: { age_group: 'adult', daily_hours: 9, weekly_hours: 45, work_start: '05:00' }, refused: [] },
  // Night rest (§ 14): 6 to 20 o'clock.
  {
    name: 'work from 6:00 to 13:30 with 60 min break passes',
    hours: { age_group: 'youth', work_start: '06:00', work_end: '13:30', break_minutes: 60 },
    refused: [],
  },
  { name: 'a start at 5:59 is refused', hours: { age_group: 'youth', work_start: '05:59', work_end: '12:00', break_minutes: 30 }, refused: ['work_start'] },
  {
    name: 'an end at 20:00 passes, 20:01 is refused',
    hours: { age_group: 'youth', work_start: '14:00', work_end: '20:01', break_minutes: 30 },
    refused: ['work_end'],
  },
  { name: 'an end before the start is refused', hours: { age_group: 'youth', work_start: '12:00', work_end: '08:00' }, refused: ['work_end'] },
  // Breaks (§ 11): more than 4.5 h: 30 min; more than 6 h: 60 min.
  { name: 'exactly 4.5 h needs no break', hours: { age_group: 'child', work_start: '08:00', work_end: '12:30', break_minutes: 0 }, refused: [] },
  { name: '6 h with 30 min break passes', hours: { age_group: 'child', work_start: '08:00', work_end: '14:30', break_minutes: 30 }, refused: [] },
  {
    name: '6.5 h with 30 min break is refused',
    hours: { age_group: 'child', work_start: '08:00', work_end: '15:00', break_minutes: 30 },
    refused: ['break_minutes'],
  },
  { name: '7 h with 60 min break passes for a child', hours: { age_group: 'child', work_start: '08:00', work_end: '16:00', break_minutes: 60 }, refused: [] },
  {
    name: 'a window longer than 7 h of work is refused for a child',
    hours: { age_group: 'child', work_start: '08:00', work_end: '16:30', break_minutes: 60 },
    refused: ['daily_hours'],
  },
  { name: 'stated 6 h with a 20 min break is refused', hours: { age_group: 'youth', daily_hours: 6, break_minutes: 20 }, refused: ['break_minutes'] },
  // Shift (§ 12) and five-day week (§ 15).
  { name: 'a shift over 10 h is refused', hours: { age_group: 'youth', work_start: '08:00', work_end: '18:30', break_minutes: 180 }, refused: ['work_end'] },
  { name: '30 h a week at 5 h a day needs 6 days: refused', hours: { age_group: 'youth', daily_hours: 5, weekly_hours: 30 }, refused: ['weekly_hours'] },
  { name: '25 h a week at 5 h a day passes', hours: { age_group: 'youth', daily_hours: 5, weekly_hours: 25 }, refused: [] },
  { name: 'nothing stated, nothing refused', hours: {}, refused: [] },
];

describe('internship hours against the JArbSchG', () => {
  for (const c of cases) {
    it(c.name, () => {
      expect(internshipHoursIssues(c.hours).map((i) => i.path)).toEqual(c.refused);
    });
  }

  it('names the rule in German', () => {
    expect(internshipHoursIssues({ age_group: 'child', daily_hours: 8 })[0].message).toContain(
      'höchstens 7 Stunden am Tag arbeiten (§ 5 Abs. 2 und § 7 Satz 1 Nr. 2 JArbSchG)',
    );
    expect(internshipHoursIssues({ age_group: 'youth', work_start: '05:00' })[0].message).toContain('§ 14 JArbSchG');
    expect(youthRuleText('youth')).toContain('höchstens 8 Stunden am Tag und 40 Stunden in der Woche (§ 8 Abs. 1 JArbSchG)');
    expect(youthRuleText(null)).toContain('unter 15 Jahren');
  });

  it.each([
    [270, 0],
    [271, 30],
    [360, 30],
    [361, 60],
  ])('%i minutes of work need %i minutes of break', (work, pause) => {
    expect(requiredBreakMinutes(work)).toBe(pause);
  });
});
