// /betriebe/{slug}/jobs/{jobSlug}: one job with its business, like, apply and JSON-LD JobPosting.
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJob } from '../api/jobs.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { JobFacts, jobPostingJsonLd } from '../components/job-facts.tsx';
import { LikeButton } from '../components/like-button.tsx';
import { useReplayRatings } from '../components/use-replay-ratings.ts';

const STATUS_LABELS: Record<string, string> = { draft: 'Entwurf – nicht öffentlich', pending: 'Wartet auf Freigabe', published: 'Veröffentlicht' };

export default function JobPage() {
  const { jobSlug } = useParams();
  const replaying = useReplayRatings();
  const { user } = useAuth();
  const { data: job, error, isPending } = useJob(replaying ? undefined : jobSlug);
  usePageTitle(job ? `${job.name} bei ${job.business.name}` : 'Stelle');

  if (isPending) return <Container size="lg" py="xl"><Text>Lade Stelle …</Text></Container>;
  if (error || !job) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Container size="lg" py="xl">
        <Title order={1}>{missing ? 'Diese Stelle gibt es nicht (mehr)' : 'Fehler'}</Title>
        <Text mt="sm">{missing ? 'Vielleicht ist sie schon besetzt. Schau dir andere Angebote in der Nähe an.' : (error as Error)?.message}</Text>
        <AppButton mt="md" component={Link} to="/ausbildung">Zur Suche</AppButton>
      </Container>
    );
  }
  const own = user?.business?.id === job.business.id;
  return (
    <Container size="lg" py="md">
      <script type="application/ld+json">{JSON.stringify(jobPostingJsonLd(job, window.location.href))}</script>
      <Stack gap="lg">
        {own ? (
          <Alert color={job.status === 'published' ? 'green' : 'oabat'} title={STATUS_LABELS[job.status]} role="status">
            <AppButton size="small" component={Link} to={`/betrieb/job/${job.slug}/bearbeiten`}>Stelle bearbeiten</AppButton>
          </Alert>
        ) : null}
        <div>
          <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>{job.name}</Title>
          <Text size="lg" mt={4}>bei <Anchor component={Link} to={`/betriebe/${job.business.slug}`}>{job.business.name}</Anchor></Text>
        </div>
        <Group gap="sm"><LikeButton job={job} /></Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap="md" style={{ gridColumn: 'span 2' }}>
            <section aria-labelledby="description-title">
              <Title order={2} size="h3" id="description-title">Beschreibung</Title>
              <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>{job.description || 'Zu dieser Stelle gibt es noch keine Beschreibung.'}</Text>
            </section>
            <ApplyForm job={job} />
          </Stack>
          <Card withBorder padding="md" component="aside" aria-labelledby="facts-title">
            <Title order={2} size="h4" id="facts-title" mb="xs">Auf einen Blick</Title>
            <JobFacts job={job} />
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
