// The open jobs on a business profile: type, title to the job page, and where.
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { useBusinessJobs } from '../api/business-jobs.ts';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

export function BusinessJobs({ businessSlug, businessName }: { businessSlug: string; businessName: string }) {
  const jobs = useBusinessJobs(businessSlug);
  return (
    <section aria-labelledby="jobs-title">
      <Title order={2} size="h3" id="jobs-title">
        Offene Stellen
      </Title>
      {jobs.isPending ? <Loading mt="xs" what="Stellen" /> : null}
      {jobs.data && !jobs.data.length ? <Text mt="xs">{businessName} hat gerade keine offenen Stellen.</Text> : null}
      <Stack gap="xs" mt="xs">
        {(jobs.data ?? []).map((job) => (
          <Card key={job.id} withBorder padding="sm" component="article" aria-labelledby={`profile-job-${job.id}`}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {JOB_TYPE_LABELS[job.type_id]}
              </Badge>
              <Title order={3} size="h5" id={`profile-job-${job.id}`}>
                <Anchor component={Link} to={jobPath(businessSlug, job.slug)}>
                  {job.name}
                </Anchor>
              </Title>
            </Group>
            {job.place ? <Text size="sm" c="gray.7" mt={4}>{`${job.place.postal_code} ${job.place.name}`}</Text> : null}
          </Card>
        ))}
      </Stack>
    </section>
  );
}
