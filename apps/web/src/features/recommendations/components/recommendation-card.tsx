// One recommended job: type, title (link to the job), business, place and the one reason line, with
// "Gefällt mir" and "Nicht für mich" (the rating API; the card leaves the list at once).
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import type { TRecommendedJob } from '@oabat/domain/recommendations';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { LIKE, SKIP, useRateRecommendation } from '../api/recommendations.ts';
import { jobPath } from '../../../lib/paths.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function RecommendationCard({ job, userId, headingOrder = 3 }: { job: TRecommendedJob; userId: number; headingOrder?: 2 | 3 }) {
  const rate = useRateRecommendation();
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = (rating: number) => {
    setPending(rating);
    setError(null);
    rate(job.id, userId, rating).catch((e: unknown) => {
      setError(normaliseError(e).message);
      setPending(null);
    });
  };
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`rec-${job.id}`} data-testid="recommendation">
      <Stack gap={6}>
        <Text size="sm" c="gray.7">
          {JOB_TYPE_LABELS[job.type_id]}
          {job.city ? ` · ${job.city}` : ''}
        </Text>
        <Title order={headingOrder} size="h4" id={`rec-${job.id}`}>
          <Anchor component={Link} to={jobPath(job.business.slug, job.slug)}>
            {job.name}
          </Anchor>
        </Title>
        <Text fw={500}>{job.business.name}</Text>
        <Text size="sm" c="oabat.8" data-testid="recommendation-reason">
          {job.reason}
        </Text>
        <ErrorNotice error={error} />
        <Group gap="xs">
          <AppButton
            design="secondary-flat"
            size="small"
            loading={pending === LIKE}
            disabled={pending !== null}
            onClick={() => act(LIKE)}
            aria-label={`Gefällt mir: ${job.name}`}
          >
            Gefällt mir
          </AppButton>
          <AppButton
            design="flat"
            size="small"
            loading={pending === SKIP}
            disabled={pending !== null}
            onClick={() => act(SKIP)}
            aria-label={`Nicht für mich: ${job.name}`}
          >
            Nicht für mich
          </AppButton>
        </Group>
      </Stack>
    </Card>
  );
}
