// The public face of a job: title, business, description, facts; the job page and the editor's preview share it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { JobView } from '../api/jobs.ts';
import { JobFacts } from './job-facts.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { businessPath } from '../../../lib/paths.ts';

export function JobDetails({ job, actions, apply }: { job: JobView; actions: ReactNode; apply: ReactNode }) {
  return (
    <>
      <div>
        <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
          {job.name}
        </Title>
        <Text size="lg" mt={4}>
          bei{' '}
          <Anchor component={Link} to={businessPath(job.business.slug)}>
            {job.business.name}
          </Anchor>
          {job.business.is_premium ? (
            <Badge ml="xs" color="yellow.3" c="dark.9">
              Premium
            </Badge>
          ) : null}
          <VerifiedBadge verified={job.business.is_verified} ml="xs" />
        </Text>
      </div>
      {actions}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Stack gap="md" style={{ gridColumn: 'span 2' }}>
          <section aria-labelledby="description-title">
            <Title order={2} size="h3" id="description-title">
              Beschreibung
            </Title>
            <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {job.description || 'Zu dieser Stelle gibt es noch keine Beschreibung.'}
            </Text>
          </section>
          {apply}
        </Stack>
        <Card withBorder padding="md" component="aside" aria-labelledby="facts-title">
          <Title order={2} size="h4" id="facts-title" mb="xs">
            Auf einen Blick
          </Title>
          <JobFacts job={job} />
        </Card>
      </SimpleGrid>
    </>
  );
}
