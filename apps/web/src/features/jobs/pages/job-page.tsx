// /betriebe/{slug}/jobs/{jobSlug}: one job with its business, like and apply (the server renderer adds
// the JSON-LD JobPosting to the page's head).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { jobExpired } from '@oabat/domain/seo';
import { AppButton } from '../../../components/app-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRecordView } from '../../../lib/record-activity.ts';
import { useJob } from '../api/jobs.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { JobDetails } from '../components/job-details.tsx';
import { LikeButton } from '../components/like-button.tsx';
import { useReplayRatings } from '../components/use-replay-ratings.ts';
import { ReportButton } from '../../../components/report-button.tsx';
import { Loading } from '../../../components/loading.tsx';

const STATUS_LABELS: Record<string, string> = { draft: 'Entwurf – nicht öffentlich', pending: 'Wartet auf Freigabe', published: 'Veröffentlicht' };

/** `answers`: the business's answer figures, given by the app (features do not import each other). */
export default function JobPage({ answers }: { answers?: (businessSlug: string) => ReactNode } = {}) {
  const { jobSlug } = useParams();
  const replaying = useReplayRatings();
  const { user } = useAuth();
  const { data: job, error, isPending } = useJob(replaying ? undefined : jobSlug);
  usePageTitle(job ? `${job.name} bei ${job.business.name}` : 'Stelle');
  // A view for the business's statistics (its own users' visits do not count; the server counts once a day).
  const viewed = job && job.status === 'published' && user?.business?.id !== job.business.id ? job : null;
  useRecordView(viewed ? { business_id: viewed.business.id, type: 'job_view', payload: { job_id: viewed.id } } : null);

  if (isPending)
    return (
      <Container size="lg" py="xl">
        <Loading what="Stelle" />
      </Container>
    );
  if (error || !job) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Container size="lg" py="xl">
        <Title order={1}>{missing ? 'Diese Stelle gibt es nicht (mehr)' : 'Fehler'}</Title>
        <Text mt="sm">{missing ? 'Vielleicht ist sie schon besetzt. Schau dir andere Angebote in der Nähe an.' : (error as Error)?.message}</Text>
        <AppButton mt="md" component={Link} to="/ausbildung">
          Zur Suche
        </AppButton>
      </Container>
    );
  }
  const own = user?.business?.id === job.business.id;
  // The business sees the same "expired" as search and the 410 page (issue 33) and can extend the job from here.
  const expired = job.status === 'published' && jobExpired(job);
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        {own && expired ? (
          <Alert color="orange" title="Abgelaufen: der Beginn ist vorbei, die Stelle ist nicht mehr in der Suche" role="status">
            <AppButton size="small" component={Link} to={`/betrieb/job/${job.slug}/bearbeiten?verlaengern=1`}>
              Verlängern
            </AppButton>
          </Alert>
        ) : expired && !own ? (
          // Reached by an old link (its page answers 410): no like or application, they would go nowhere (the API
          // refuses them, job-expiry.ts); similar jobs are one tap away.
          <Alert color="gray" title="Diese Stelle ist abgelaufen" role="status">
            <Text size="sm">Ihr Beginn ist vorbei, Bewerben geht nicht mehr. Schau dir ähnliche Stellen an.</Text>
            <AppButton size="small" mt="sm" component={Link} to={`/ausbildung?q=${encodeURIComponent(job.occupation?.name ?? job.name)}`}>
              Ähnliche Stellen suchen
            </AppButton>
          </Alert>
        ) : own ? (
          <Alert color={job.status === 'published' ? 'green' : 'oabat'} title={STATUS_LABELS[job.status]} role="status">
            <AppButton size="small" component={Link} to={`/betrieb/job/${job.slug}/bearbeiten`}>
              Stelle bearbeiten
            </AppButton>
          </Alert>
        ) : null}
        <JobDetails
          job={job}
          actions={
            <Group gap="sm">
              {expired && !own ? null : <LikeButton job={job} />}
              {own ? null : <ReportButton type="job" id={job.id} />}
            </Group>
          }
          apply={expired && !own ? null : <ApplyForm job={job} />}
        />
        {answers?.(job.business.slug)}
      </Stack>
    </Container>
  );
}
