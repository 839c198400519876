// The facts of a job: type, place, start, duration, pay (per training year for apprenticeships), school leaving certificate, tags.
import { formatCalendarDate } from '@oabat/domain/dates';
import { Badge, Group, List, Text } from '@mantine/core';
import { JOB_ADVANTAGES, JOB_ATTRIBUTES, JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { AGE_GROUP_LABELS, youthRuleText } from '@oabat/domain/youth-protection';
import { FAIR_PAY_EXPLANATION, FAIR_PAY_LABEL, isFairPay } from '@oabat/domain/fair-pay-mark';
import type { JobView } from '../api/jobs.ts';

export const GRADUATION_LABELS: Record<string, string> = {
  none: 'Kein Abschluss nötig',
  main: 'Mittelschulabschluss',
  quali: 'Qualifizierender Mittelschulabschluss',
  mittel: 'Mittlere Reife',
  fos: 'Fachhochschulreife',
  abi: 'Abitur',
  bachelor: 'Bachelor',
  master: 'Master',
  diploma: 'Diplom',
};
const euro = (n: number) => `${n.toLocaleString('de-DE')} €`;
export const formatMonth = (iso: string) => formatCalendarDate(iso, 'long');

export function JobFacts({ job }: { job: JobView }) {
  const facts: [string, string][] = [];
  if (job.place) facts.push(['Ort', `${job.place.postal_code} ${job.place.name}`]);
  facts.push(['Beginn', job.start_date ? formatMonth(job.start_date) : 'ab sofort']);
  if (job.duration_months) facts.push(['Dauer', `${job.duration_months} Monate`]);
  const perYear = job.type_id === 1 ? ([job.pay_year_1, job.pay_year_2, job.pay_year_3, job.pay_year_4] as (number | null | undefined)[]) : [];
  perYear.forEach((pay, i) => {
    if (pay != null) facts.push([`Vergütung im ${i + 1}. Ausbildungsjahr`, `${euro(pay)} im Monat`]);
  });
  if (perYear.some((p) => p != null) && job.collective_agreement)
    facts.push(['Tarifvertrag', 'Die Vergütung richtet sich nach einem verbindlichen Tarifvertrag.']);
  // The mark pupils can rely on (issue #36): pay stated and at least the legal minimum, or a collective agreement.
  const fair = isFairPay(job);
  if (fair) facts.push([FAIR_PAY_LABEL, FAIR_PAY_EXPLANATION]);
  if (!perYear.some((p) => p != null) && (job.salary_lower || job.salary_upper)) {
    facts.push([
      job.type_id === 1 ? 'Ausbildungsvergütung' : 'Gehalt',
      job.salary_lower && job.salary_upper
        ? `${euro(job.salary_lower)} bis ${euro(job.salary_upper)} im Monat`
        : `${euro((job.salary_lower ?? job.salary_upper)!)} im Monat`,
    ]);
  }
  if (job.graduation) facts.push(['Schulabschluss', GRADUATION_LABELS[job.graduation] ?? job.graduation]);
  if (job.type_id === 2) internshipFacts(job).forEach((f) => facts.push(f));
  if (job.working_hours) facts.push(['Arbeitszeit', String(job.working_hours)]);
  if (job.positions) facts.push(['Freie Plätze', String(job.positions)]);
  const tags = [...JOB_ATTRIBUTES.filter((a) => job.attributes.includes(a.id)), ...JOB_ADVANTAGES.filter((a) => job.advantages.includes(a.id))];
  return (
    <>
      <Group gap="xs">
        <Badge variant="light">{JOB_TYPE_LABELS[job.type_id]}</Badge>
        {fair ? (
          <Badge color="green.9" variant="filled">
            {FAIR_PAY_LABEL}
          </Badge>
        ) : null}
        {job.occupation ? (
          <Badge variant="outline" color="gray.7">
            {job.occupation.name}
          </Badge>
        ) : null}
      </Group>
      <List spacing={4} listStyleType="none" mt="sm">
        {facts.map(([k, v]) => (
          <List.Item key={k}>
            <Text span fw={600}>
              {k}:
            </Text>{' '}
            {v}
          </List.Item>
        ))}
      </List>
      {tags.length ? (
        <Group gap={6} mt="sm">
          {tags.map((t) => (
            <Badge key={t.slug} variant="dot" color="oabat">
              {t.name}
            </Badge>
          ))}
        </Group>
      ) : null}
    </>
  );
}

const hours = (h: number) => `${h.toLocaleString('de-DE', { maximumFractionDigits: 2 })} Std.`;

/** Hours of an internship and the youth protection rule they were checked against (JArbSchG). */
function internshipFacts(job: JobView): [string, string][] {
  const out: [string, string][] = [];
  if (job.age_group) out.push(['Für', AGE_GROUP_LABELS[job.age_group]]);
  if (job.work_start && job.work_end) out.push(['Arbeitszeit', `${job.work_start} bis ${job.work_end} Uhr`]);
  if (job.daily_hours != null || job.weekly_hours != null) {
    out.push([
      'Stunden',
      [job.daily_hours != null ? `${hours(job.daily_hours)} am Tag` : null, job.weekly_hours != null ? `${hours(job.weekly_hours)} in der Woche` : null]
        .filter(Boolean)
        .join(', '),
    ]);
  }
  if (job.break_minutes != null) out.push(['Pausen', `${job.break_minutes} Minuten am Tag`]);
  if (out.length) out.push(['Jugendarbeitsschutz', youthRuleText(job.age_group)]);
  return out;
}
