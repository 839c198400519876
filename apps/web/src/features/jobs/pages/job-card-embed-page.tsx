// /jobs/{jobSlug}/card_embed: one job as a small card for other websites (opens the job on Oabat).
import { useParams } from 'react-router';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJob } from '../api/jobs.ts';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

export default function JobCardEmbedPage() {
  const { jobSlug } = useParams();
  const { data: job, isPending } = useJob(jobSlug);
  usePageTitle(job?.name ?? 'Stelle');
  if (isPending) return <Loading p="sm" what="Stelle" />;
  if (!job) return <Text p="sm">Diese Stelle gibt es nicht (mehr).</Text>;
  return (
    <Card withBorder padding="md" m="xs" component="article">
      <Stack gap={4}>
        <Badge variant="light">{JOB_TYPE_LABELS[job.type_id]}</Badge>
        <Title order={1} size="h4">
          {job.name}
        </Title>
        <Text>
          {job.business.name}
          {job.place ? ` · ${job.place.postal_code} ${job.place.name}` : ''}
        </Text>
        <Anchor href={jobPath(job.business.slug, job.slug)} target="_blank" rel="noopener">
          Auf Oabat ansehen und bewerben
        </Anchor>
      </Stack>
    </Card>
  );
}
