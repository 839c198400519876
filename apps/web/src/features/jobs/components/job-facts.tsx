// The facts of a job: type, place, start, duration, pay, school leaving certificate, tags.
import { Badge, Group, List, Text } from '@mantine/core';
import { JOB_ADVANTAGES, JOB_ATTRIBUTES, JOB_TYPE_LABELS } from '@oabat/domain/jobs';
import type { JobView } from '../api/jobs.ts';

export const GRADUATION_LABELS: Record<string, string> = {
  none: 'Kein Abschluss nötig', main: 'Mittelschulabschluss', quali: 'Qualifizierender Mittelschulabschluss', mittel: 'Mittlere Reife',
  fos: 'Fachhochschulreife', abi: 'Abitur', bachelor: 'Bachelor', master: 'Master', diploma: 'Diplom',
};
const euro = (n: number) => `${n.toLocaleString('de-DE')} €`;
export const formatMonth = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric' });

export function JobFacts({ job }: { job: JobView }) {
  const facts: [string, string][] = [];
  if (job.place) facts.push(['Ort', `${job.place.postal_code} ${job.place.name}`]);
  facts.push(['Beginn', job.start_date ? formatMonth(job.start_date) : 'ab sofort']);
  if (job.duration_months) facts.push(['Dauer', `${job.duration_months} Monate`]);
  if (job.salary_lower || job.salary_upper) {
    facts.push([job.type_id === 1 ? 'Ausbildungsvergütung' : 'Gehalt',
      job.salary_lower && job.salary_upper ? `${euro(job.salary_lower)} bis ${euro(job.salary_upper)} im Monat` : `${euro((job.salary_lower ?? job.salary_upper)!)} im Monat`]);
  }
  if (job.graduation) facts.push(['Schulabschluss', GRADUATION_LABELS[job.graduation] ?? job.graduation]);
  if (job.working_hours) facts.push(['Arbeitszeit', String(job.working_hours)]);
  if (job.positions) facts.push(['Freie Plätze', String(job.positions)]);
  const tags = [...JOB_ATTRIBUTES.filter((a) => job.attributes.includes(a.id)), ...JOB_ADVANTAGES.filter((a) => job.advantages.includes(a.id))];
  return (
    <>
      <Group gap="xs">
        <Badge variant="light">{JOB_TYPE_LABELS[job.type_id]}</Badge>
        {job.occupation ? <Badge variant="outline" color="gray.7">{job.occupation.name}</Badge> : null}
      </Group>
      <List spacing={4} listStyleType="none" mt="sm">
        {facts.map(([k, v]) => <List.Item key={k}><Text span fw={600}>{k}:</Text> {v}</List.Item>)}
      </List>
      {tags.length ? <Group gap={6} mt="sm">{tags.map((t) => <Badge key={t.slug} variant="dot" color="oabat">{t.name}</Badge>)}</Group> : null}
    </>
  );
}
