// /betriebe/{slug}/jobs/uebersicht: a business's jobs; its own users also see drafts, requests and the
// applications received.
import { formatDateTime } from '@oabat/domain/dates';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { canEditBusiness } from '@oabat/domain/rights';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { jobExpired } from '@oabat/domain/seo';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { openFile, useBusinessJobs, useJobInterests } from '../api/job-lists.ts';
import { useJobLimit } from '../api/jobs.ts';
import { JobLimitCount, JobLimitReached } from '../components/job-limit-note.tsx';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

const STATUS: Record<string, [string, string]> = {
  draft: ['Entwurf', 'gray'],
  pending: ['Wartet auf Freigabe', 'orange'],
  published: ['Veröffentlicht', 'green'],
  // Published, but its start date has passed (jobExpired, issue 33): out of search, its page answers 410.
  expired: ['Abgelaufen', 'red'],
};

export default function JobsOverviewPage() {
  const { slug = '' } = useParams();
  const { user } = useAuth();
  const own = canEditBusiness(user, slug);
  const jobs = useBusinessJobs(slug);
  const interests = useJobInterests(own);
  const limit = useJobLimit(own);
  const name = jobs.data?.[0]?.business.name;
  usePageTitle(name ? `Stellen von ${name}` : 'Stellen');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
            {name ? `Stellen von ${name}` : 'Stellen'}
          </Title>
          {own ? (
            <AppButton component={Link} to="/betrieb/job/erstellen">
              Neue Stelle
            </AppButton>
          ) : null}
        </Group>
        {own && limit.data ? <JobLimitCount limit={limit.data} /> : null}
        {own && limit.data?.reached ? <JobLimitReached limit={limit.data} /> : null}
        {jobs.isPending ? <Loading what="Stellen" /> : null}
        {jobs.data && !jobs.data.length ? <Text>Zurzeit gibt es hier keine offenen Stellen.</Text> : null}
        {jobs.data?.map((job) => {
          const status = job.status === 'published' && jobExpired(job) ? 'expired' : job.status;
          return (
            <Card key={job.id} withBorder padding="md" component="article" aria-labelledby={`overview-${job.id}`}>
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Group gap="xs">
                    <Badge variant="light">{JOB_TYPE_LABELS[job.type_id]}</Badge>
                    {own ? (
                      <Badge color={STATUS[status][1]} variant="light" c="dark.9">
                        {STATUS[status][0]}
                      </Badge>
                    ) : null}
                  </Group>
                  <Title order={2} size="h4" id={`overview-${job.id}`} mt={4}>
                    <Anchor component={Link} to={jobPath(job.business.slug, job.slug)}>
                      {job.name}
                    </Anchor>
                  </Title>
                  {job.place ? (
                    <Text size="sm">
                      {job.place.postal_code} {job.place.name}
                    </Text>
                  ) : null}
                  {own && status === 'expired' ? (
                    <Text size="sm" c="gray.7">
                      Der Beginn ist vorbei, deshalb ist die Stelle nicht mehr in der Suche. Setz einen neuen Beginn, dann ist sie wieder da.
                    </Text>
                  ) : null}
                </div>
                {own ? (
                  <Group gap="xs">
                    {status === 'expired' ? (
                      // Extending is a new start date: the editor opens at that field (?verlaengern).
                      <AppButton size="small" component={Link} to={`/betrieb/job/${job.slug}/bearbeiten?verlaengern=1`} aria-label={`${job.name} verlängern`}>
                        Verlängern
                      </AppButton>
                    ) : null}
                    <AppButton design="primary-flat" size="small" component={Link} to={`/betrieb/job/${job.slug}/bearbeiten`}>
                      Bearbeiten
                    </AppButton>
                  </Group>
                ) : null}
              </Group>
            </Card>
          );
        })}
        {own ? (
          <section aria-labelledby="interests-title">
            <Title order={2} id="interests-title">
              Bewerbungen
            </Title>
            {interests.data && !interests.data.length ? <Text mt="xs">Noch keine Bewerbungen.</Text> : null}
            <Stack gap="sm" mt="xs">
              {interests.data?.map((i) => (
                <Card key={i.id} withBorder padding="md" component="article" aria-label={`Bewerbung von ${i.trainee.firstname} ${i.trainee.lastname}`}>
                  <Text fw={600}>
                    {i.trainee.firstname} {i.trainee.lastname} · {i.job.name}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {formatDateTime(i.created_at)}
                  </Text>
                  <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                    {i.message}
                  </Text>
                  {i.files.length ? (
                    <List mt="xs" size="sm">
                      {i.files.map((f) => (
                        <List.Item key={f.id}>
                          <Anchor component="button" type="button" onClick={() => void openFile(f.id).catch(() => {})}>
                            {f.original_filename}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                  ) : null}
                </Card>
              ))}
            </Stack>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
