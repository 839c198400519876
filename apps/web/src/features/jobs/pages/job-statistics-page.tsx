// /betrieb/statistiken: per job of the business, how often it was seen, rated, liked and applied for.
import { Link } from 'react-router';
import { Anchor, Card, Container, Stack, Table, Text, Title } from '@mantine/core';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { canSeeStatistics, STATISTICS_LOCKED } from '@oabat/domain/rights';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useOwnJobStatistics } from '../api/job-statistics.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useActivityCounts } from '../../../lib/record-activity.ts';
import { BusinessStatisticsPanel } from '../../../components/business-statistics-panel.tsx';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function JobStatisticsPage() {
  usePageTitle('Statistiken deiner Stellen');
  const { user } = useAuth();
  if (!canSeeStatistics(user)) {
    return (
      <Container size="lg" py="md">
        <Stack gap="md">
          <Title order={1}>Statistiken deiner Stellen</Title>
          <Text>{STATISTICS_LOCKED} Bitte wende dich an uns, wenn du sie nutzen möchtest.</Text>
          <Anchor component={Link} to="/kontakt" w="fit-content">
            Kontakt aufnehmen
          </Anchor>
        </Stack>
      </Container>
    );
  }
  return <Statistics />;
}

function Statistics() {
  const stats = useOwnJobStatistics();
  const rows = stats.data ?? [];
  const { user } = useAuth();
  const activity = useActivityCounts(user?.business?.slug, 30);
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Statistiken deiner Stellen</Title>
        {activity.data ? (
          <Text>
            Dein Profil wurde in den letzten 30 Tagen {activity.data.get('profile_visit') ?? 0}-mal aufgerufen, deine Stellen{' '}
            {activity.data.get('job_view') ?? 0}-mal.
          </Text>
        ) : null}
        {stats.isPending ? <Loading what="Statistiken" /> : null}
        {stats.isError ? <ErrorNotice error={stats.error} /> : null}
        {stats.isSuccess && !rows.length ? (
          <Text>
            Noch keine Stellen.{' '}
            <Anchor component={Link} to="/betrieb/job/erstellen">
              Erste Stelle erstellen
            </Anchor>
          </Text>
        ) : null}
        {rows.length ? (
          // On a phone the table was 526 px wide (issue #36): there each job is a card with its figures.
          <Stack gap="xs" hiddenFrom="sm">
            {rows.map(({ job, stats: s }) => (
              <Card key={job.id} withBorder padding="sm" component="article" aria-label={`Statistik: ${job.name}`}>
                <Anchor component={Link} to={jobPath(job.business.slug, job.slug)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {job.name}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {JOB_TYPE_LABELS[job.type_id]}
                </Text>
                <Text size="sm">
                  {s.views} Aufrufe · {s.ratings} Bewertungen · {s.likes} Likes · {s.interests} Bewerbungen
                </Text>
              </Card>
            ))}
          </Stack>
        ) : null}
        {rows.length ? (
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table striped>
              <Table.Caption>Aufrufe, Bewertungen, Likes und Bewerbungen je Stelle</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Stelle</Table.Th>
                  <Table.Th>Art</Table.Th>
                  <Table.Th>Aufrufe</Table.Th>
                  <Table.Th>Bewertungen</Table.Th>
                  <Table.Th>Likes</Table.Th>
                  <Table.Th>Bewerbungen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ job, stats: s }) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>
                      <Anchor component={Link} to={jobPath(job.business.slug, job.slug)}>
                        {job.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{JOB_TYPE_LABELS[job.type_id]}</Table.Td>
                    <Table.Td>{s.views}</Table.Td>
                    <Table.Td>{s.ratings}</Table.Td>
                    <Table.Td>{s.likes}</Table.Td>
                    <Table.Td>{s.interests}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <BusinessStatisticsPanel businessId={user?.business?.id} />
      </Stack>
    </Container>
  );
}
