// /auswahl/{jobListSlug}: a curated selection of jobs (a job list), newest position order.
import { Link, useParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJobList } from '../api/job-list.ts';
import { JobCard } from '../../../components/job-card.tsx';
import { Loading } from '../../../components/loading.tsx';
import { AppButton } from '../../../components/app-button.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

/** Never a dead end: a selection that is gone (or none named) leads on to the search. */
const toSearch = (
  <AppButton mt="md" component={Link} to="/ausbildung">
    Zur Suche
  </AppButton>
);

export default function JobListPage() {
  const { jobListSlug } = useParams();
  const list = useJobList(jobListSlug);
  usePageTitle(list.data?.name ?? 'Auswahl');
  if (!jobListSlug)
    return (
      <Container size="md" py="md">
        <Title order={1}>Auswahl</Title>
        <Text mt="sm">Keine Auswahl angegeben. In der Suche findest du alle Angebote.</Text>
        {toSearch}
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
        <Title order={1}>{missing ? 'Diese Auswahl gibt es nicht' : 'Die Auswahl lässt sich gerade nicht laden'}</Title>
        {missing ? (
          <Text mt="sm">Vielleicht wurde sie beendet oder die Adresse ist falsch. In der Suche findest du alle Angebote.</Text>
        ) : (
          <ErrorNotice mt="sm" error={list.error} />
        )}
        {toSearch}
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
