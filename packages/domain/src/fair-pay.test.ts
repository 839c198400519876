import { describe, expect, it } from 'vitest';
import { formatEuroCents, minimumTrainingPayCents, trainingPayIssues, type TrainingYear } from './fair-pay.ts';
import { trainingYearsFor } from './fair-pay.ts';

// The announced figures (euros per month) per start year and training year 1-4.
const ANNOUNCED: [number, [number, number, number, number]][] = [
  [2020, [515, 607.7, 695.25, 721]],
  [2021, [550, 649, 742.5, 770]],
  [2022, [585, 690.3, 789.75, 819]],
  [2023, [620, 731.6, 837, 868]],
  [2024, [649, 766, 876, 909]],
  [2025, [682, 805, 921, 955]],
  [2026, [724, 854, 977, 1014]],
];

describe('minimum training pay (§ 17 BBiG)', () => {
  for (const [start, years] of ANNOUNCED) {
    years.forEach((euros, i) => {
      it(`start ${start}, year ${i + 1}: ${euros} €`, () => {
        expect(minimumTrainingPayCents(start, (i + 1) as TrainingYear)).toBe(Math.round(euros * 100));
      });
    });
  }

  it('has no legal minimum for a start before 2020', () => {
    expect(minimumTrainingPayCents(2019, 1)).toBeNull();
  });

  it('checks a start after the last announced year against the last announced figure', () => {
    expect(minimumTrainingPayCents(2028, 1)).toBe(72_400);
    expect(minimumTrainingPayCents(2028, 4)).toBe(101_400);
  });

  it('writes cents only where there are any', () => {
    expect(formatEuroCents(60_770)).toBe('607,70 €');
    expect(formatEuroCents(101_400)).toBe('1.014 €');
  });
});

describe('checking the pay per training year of a job', () => {
  const cases: { name: string; job: Parameters<typeof trainingPayIssues>[0]; refused: string[] }[] = [
    {
      name: 'exactly the minimum of every year passes',
      job: { start_date: '2026-09-01', pay_year_1: 724, pay_year_2: 854, pay_year_3: 977, pay_year_4: 1014 },
      refused: [],
    },
    { name: 'one euro below in the first year is refused', job: { start_date: '2026-09-01', pay_year_1: 723 }, refused: ['pay_year_1'] },
    { name: 'one euro below in the second year is refused', job: { start_date: '2026-09-01', pay_year_1: 800, pay_year_2: 853 }, refused: ['pay_year_2'] },
    { name: 'one euro below in the third year is refused', job: { start_date: '2026-09-01', pay_year_3: 976 }, refused: ['pay_year_3'] },
    { name: 'one euro below in the fourth year is refused', job: { start_date: '2026-09-01', pay_year_4: 1013 }, refused: ['pay_year_4'] },
    { name: 'the start year decides: 700 € is enough for 2025, not for 2026', job: { start_date: '2025-08-01', pay_year_1: 700 }, refused: [] },
    { name: 'a 2020 start: 608 € covers 607,70 € in the 2nd year', job: { start_date: '2020-08-01', pay_year_2: 608 }, refused: [] },
    { name: 'a 2020 start: 607 € is below 607,70 €', job: { start_date: '2020-08-01', pay_year_2: 607 }, refused: ['pay_year_2'] },
    { name: 'a binding collective agreement allows less', job: { start_date: '2026-09-01', pay_year_1: 600, collective_agreement: true }, refused: [] },
    { name: 'years not stated are not checked', job: { start_date: '2026-09-01' }, refused: [] },
    { name: 'without a start date the current year counts', job: { pay_year_1: 700 }, refused: ['pay_year_1'] },
    {
      name: 'every year below is named',
      job: { start_date: '2027-09-01', pay_year_1: 100, pay_year_2: 100, pay_year_3: 100 },
      refused: ['pay_year_1', 'pay_year_2', 'pay_year_3'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(trainingPayIssues(c.job, new Date('2026-11-25T12:00:00Z')).map((i) => i.path)).toEqual(c.refused);
    });
  }

  it('names the rule, the year and the amount in German', () => {
    const [issue] = trainingPayIssues({ start_date: '2026-09-01', pay_year_2: 800 });
    expect(issue.message).toContain('2. Ausbildungsjahr');
    expect(issue.message).toContain('Mindestausbildungsvergütung nach § 17 BBiG');
    expect(issue.message).toContain('mindestens 854 €');
    expect(trainingPayIssues({ start_date: '2027-09-01', pay_year_1: 700 })[0].message).toContain('für 2027 ist noch nicht bekannt gegeben');
  });
});

describe('training years by duration (issue #36)', () => {
  it('a started year counts; unknown shows all four', () => {
    expect(trainingYearsFor(36)).toEqual([1, 2, 3]);
    expect(trainingYearsFor(42)).toEqual([1, 2, 3, 4]);
    expect(trainingYearsFor(24)).toEqual([1, 2]);
    expect(trainingYearsFor(null)).toEqual([1, 2, 3, 4]);
    expect(trainingYearsFor(0)).toEqual([1, 2, 3, 4]);
  });
});
