// One job of a region list: type, title (to the job page), business and place. `external` for iframes.
import { Link } from 'react-router';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/jobs';
import type { TJobCard } from '@oabat/domain/search';

export function RegionJobCard({ job, external = false, headingOrder = 2 }: { job: TJobCard; external?: boolean; headingOrder?: 2 | 3 }) {
  const href = `/betriebe/${job.business.slug}/jobs/${job.slug}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Stack gap={4}>
        <Badge variant="light" w="fit-content">{JOB_TYPE_LABELS[job.type_id]}</Badge>
        <Title order={headingOrder} size="h4" id={`job-${job.id}`}>
          {external ? <Anchor href={href} target="_blank" rel="noopener">{job.name}</Anchor> : <Anchor component={Link} to={href}>{job.name}</Anchor>}
        </Title>
        <Text fw={500}>{job.business.name}</Text>
        {job.place ? <Text size="sm" c="gray.7">{`${job.place.postal_code} ${job.place.name}`}</Text> : null}
      </Stack>
    </Card>
  );
}
