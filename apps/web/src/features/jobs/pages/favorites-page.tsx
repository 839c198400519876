// /favoriten: "Berufe entdecken" (the rating queue) on top, then the jobs a trainee liked (saved on the server);
// a guest sees the likes kept in this browser.
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isTrainee } from '@oabat/domain/rights';
import { JOB_TYPE_LABELS } from '@oabat/domain/job-labels';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { deleteRating, likedJobsKey, useLikedJobs } from '../api/ratings.ts';
import { localRatings } from '../components/local-ratings.ts';
import { RatingQueue } from '../components/rating-queue.tsx';
import { useReplayRatings } from '../components/use-replay-ratings.ts';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

export default function FavoritesPage() {
  usePageTitle('Meine Favoriten');
  const { user } = useAuth();
  const replaying = useReplayRatings();
  const trainee = !!user && isTrainee(user);
  const liked = useLikedJobs(trainee && !replaying);
  const client = useQueryClient();
  // Bumped by the queue so the count of likes kept in this browser is read again.
  const [, setRated] = useState(0);

  if (!user) {
    const local = localRatings().filter((r) => r.value > 50);
    return (
      <Container size="md" py="md">
        <Stack gap="md">
          <Title order={1}>Meine Favoriten</Title>
          <RatingQueue onRated={() => setRated((n) => n + 1)} />
          <Title order={2}>Gemerkte Jobs</Title>
          <Text>
            {local.length
              ? `Du hast ${local.length === 1 ? 'einen Job' : `${local.length} Jobs`} in diesem Browser gemerkt.`
              : 'Du hast noch keine Jobs gemerkt.'}{' '}
            Melde dich an, damit deine Likes gespeichert bleiben.
          </Text>
          <AppButton component={Link} to="/anmelden?redirect=%2Ffavoriten">
            Anmelden
          </AppButton>
        </Stack>
      </Container>
    );
  }
  if (!trainee) {
    return (
      <Container size="md" py="md">
        <Title order={1}>Meine Favoriten</Title>
        <Text mt="sm">Favoriten gibt es für Schülerinnen, Schüler und Azubis.</Text>
      </Container>
    );
  }
  const jobs = liked.data ?? [];
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Meine Favoriten</Title>
        <RatingQueue />
        <Title order={2}>Deine Likes</Title>
        {liked.isPending || replaying ? <Loading what="Favoriten" /> : null}
        {liked.isSuccess && !jobs.length ? (
          <>
            <Text>Noch keine Favoriten. Like Jobs in der Suche, dann findest du sie hier.</Text>
            <AppButton component={Link} to="/ausbildung">
              Ausbildung suchen
            </AppButton>
          </>
        ) : null}
        {jobs.map((job) => (
          <Card key={job.id} withBorder padding="md" component="article" aria-labelledby={`fav-${job.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text size="sm" c="gray.7">
                  {JOB_TYPE_LABELS[job.type_id]}
                </Text>
                <Title order={3} size="h4" id={`fav-${job.id}`}>
                  <Anchor component={Link} to={jobPath(job.business.slug, job.slug)}>
                    {job.name}
                  </Anchor>
                </Title>
                <Text>
                  {job.business.name}
                  {job.place ? ` · ${job.place.postal_code} ${job.place.name}` : ''}
                </Text>
              </div>
              <AppButton
                design="flat"
                size="small"
                aria-label={`${job.name} aus den Favoriten entfernen`}
                onClick={() => void deleteRating(job.rating_id).then(() => client.invalidateQueries({ queryKey: likedJobsKey }))}
              >
                Entfernen
              </AppButton>
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
