// "Für dich" on the home page: a few recommended jobs and the link to /fuer-dich; only for pupils (guests see nothing
// personal, so the section is not rendered for them at all).
import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@oabat/domain/accounts';
import { RECOMMENDATION_HOME_COUNT } from '@oabat/domain/recommendations';
import { isTrainee } from '@oabat/domain/rights';
import { useRecommendations } from '../api/recommendations.ts';
import { RecommendationCard } from './recommendation-card.tsx';
import { RecommendationsNotice } from './recommendations-notice.tsx';

export function ForYouSection({ user }: { user: TUser | null }) {
  const trainee = !!user && isTrainee(user);
  const q = useRecommendations(RECOMMENDATION_HOME_COUNT, trainee);
  if (!trainee || !q.data) return null;
  const data = q.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="fuer-dich-home">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="fuer-dich-home">
          Für dich
        </Title>
        <Anchor component={Link} to="/fuer-dich">
          Alle Empfehlungen
        </Anchor>
      </Group>
      {data.state !== 'ok' ? (
        <RecommendationsNotice data={data} />
      ) : data.jobs.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {data.jobs.map((j) => (
            <RecommendationCard key={j.id} job={j} userId={user.id} />
          ))}
        </SimpleGrid>
      ) : (
        <Text>Gerade haben wir keine neuen Jobs in deiner Nähe für dich. Schau bald wieder vorbei!</Text>
      )}
    </Stack>
  );
}
