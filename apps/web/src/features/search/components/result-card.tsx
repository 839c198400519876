// One search result: a job (title, business, place, start, pay) or a business (name, place, open jobs).
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/jobs';
import type { TBusinessCard, TJobCard } from '@oabat/domain/search';
import { businessHref, jobHref } from './search-paths.ts';

const where = (place: { name: string; postal_code: string } | null, km: number | null) =>
  [place ? `${place.postal_code} ${place.name}` : null, km != null ? `${km.toLocaleString('de-DE')} km entfernt` : null].filter(Boolean).join(' · ');

const formatDate = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('de-DE', { month: 'long', year: 'numeric' });

export function JobResultCard({ job }: { job: TJobCard }) {
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{JOB_TYPE_LABELS[job.type_id]}</Badge>
          {job.is_liked ? <Badge color="green" variant="light">Gefällt dir</Badge> : null}
        </Group>
        <Title order={3} size="h4" id={`job-${job.id}`}>
          <Anchor component={Link} to={jobHref(job.business.slug, job.slug)}>{job.name}</Anchor>
        </Title>
        <Text fw={500}>{job.business.name}</Text>
        <Text size="sm" c="gray.7">{where(job.place, job.distance_km)}</Text>
        {job.start_date || job.salary_lower ? (
          <Text size="sm">
            {[job.start_date ? `Beginn ${formatDate(job.start_date)}` : null,
              job.salary_lower ? `ab ${job.salary_lower.toLocaleString('de-DE')} € im Monat` : null].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function BusinessResultCard({ business }: { business: TBusinessCard }) {
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`business-${business.id}`}>
      <Title order={3} size="h4" id={`business-${business.id}`}>
        <Anchor component={Link} to={businessHref(business.slug)}>{business.name}</Anchor>
      </Title>
      <Text size="sm" c="gray.7">{where(business.place, business.distance_km)}</Text>
      <Text size="sm">{business.jobs_count === 1 ? '1 offene Stelle' : `${business.jobs_count} offene Stellen`}</Text>
    </Card>
  );
}
