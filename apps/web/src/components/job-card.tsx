// One job in a list (search results, region pages, a business profile, embeds): type, title linking to
// the job page, the business with its logo, place and distance, start and pay. `external` opens the job
// in a new tab (embedded lists live in another website's iframe).
import { formatCalendarDate } from '@oabat/domain/dates';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import type { TJobCard } from '@oabat/domain/search';
import { FAIR_PAY_LABEL } from '@oabat/domain/fair-pay-mark';
import { BusinessLogo } from './business-logo.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { jobPath } from '../lib/paths.ts';

export const placeLine = (place: { name: string; postal_code: string } | null, km: number | null | undefined) =>
  [place ? `${place.postal_code} ${place.name}` : null, km != null ? `${km.toLocaleString('de-DE')} km entfernt` : null].filter(Boolean).join(' · ');

const formatDate = (iso: string) => formatCalendarDate(iso, 'month');

export function JobCard({ job, external = false, headingOrder = 3 }: { job: TJobCard; external?: boolean; headingOrder?: 2 | 3 }) {
  const href = jobPath(job.business.slug, job.slug);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <BusinessLogo name={job.business.name} logo={job.business.logo} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light">{JOB_TYPE_LABELS[job.type_id]}</Badge>
            {job.business.is_premium ? (
              <Badge color="yellow.3" c="dark.9">
                Premium
              </Badge>
            ) : null}
            <VerifiedBadge verified={job.business.is_verified} />
            {job.fair_pay ? (
              <Badge color="green.9" variant="filled">
                {FAIR_PAY_LABEL}
              </Badge>
            ) : null}
            {job.is_liked ? (
              <Badge color="green" variant="light">
                Gefällt dir
              </Badge>
            ) : null}
          </Group>
          <Title order={headingOrder} size="h4" id={`job-${job.id}`}>
            {external ? (
              <Anchor href={href} target="_blank" rel="noopener">
                {job.name}
              </Anchor>
            ) : (
              <Anchor component={Link} to={href}>
                {job.name}
              </Anchor>
            )}
          </Title>
          <Text fw={500}>{job.business.name}</Text>
          {job.place || job.distance_km != null ? (
            <Text size="sm" c="gray.7">
              {placeLine(job.place, job.distance_km)}
            </Text>
          ) : null}
          {job.start_date || job.salary_lower ? (
            <Text size="sm">
              {[
                job.start_date ? `Beginn ${formatDate(job.start_date)}` : null,
                job.salary_lower ? `ab ${job.salary_lower.toLocaleString('de-DE')} € im Monat` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
