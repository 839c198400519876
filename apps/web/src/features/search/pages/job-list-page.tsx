// /auswahl/{jobListSlug}: a curated selection of jobs (a job list), newest position order.
import { useParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJobList } from '../api/job-list.ts';
import { JobCard } from '../../../components/job-card.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function JobListPage() {
  const { jobListSlug } = useParams();
  const list = useJobList(jobListSlug);
  usePageTitle(list.data?.name ?? 'Auswahl');
  if (!jobListSlug)
    return (
      <Container size="md" py="md">
        <Title order={1}>Auswahl</Title>
        <Text mt="sm">Keine Auswahl angegeben.</Text>
      </Container>
    );
  if (list.isPending)
    return (
      <Container size="md" py="md">
        <Loading what="Auswahl" />
      </Container>
    );
  if (!list.data) {
    const missing = list.error instanceof ApiError && list.error.status === 404;
    return (
      <Container size="md" py="md">
        <Title order={1}>{missing ? 'Diese Auswahl gibt es nicht' : 'Fehler'}</Title>
      </Container>
    );
  }
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
          {list.data.name}
        </Title>
        {list.data.description ? <Text style={{ whiteSpace: 'pre-line' }}>{list.data.description}</Text> : null}
        <Title order={2} size="h3">
          {list.data.jobs.length === 1 ? '1 Stelle' : `${list.data.jobs.length} Stellen`}
        </Title>
        {list.data.jobs.length ? list.data.jobs.map((job) => <JobCard key={job.id} job={job} />) : <Text>Diese Auswahl ist gerade leer.</Text>}
      </Stack>
    </Container>
  );
}
