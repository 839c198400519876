// /fuer-dich: the pupil's recommended jobs, each with its reason and like/skip; guests are asked to log in,
// other accounts told it is for pupils; without consent, switch or onboarding data the notice says why.
import { Link } from 'react-router';
import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { RECOMMENDATION_MAX_LIMIT } from '@oabat/domain/recommendations';
import { isTrainee } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRecommendations } from '../api/recommendations.ts';
import { RecommendationCard } from '../components/recommendation-card.tsx';
import { RecommendationsNotice } from '../components/recommendations-notice.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function ForYouPage() {
  usePageTitle('Für dich');
  const { user } = useAuth();
  const trainee = !!user && isTrainee(user);
  const q = useRecommendations(RECOMMENDATION_MAX_LIMIT, trainee);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Für dich</Title>
        {!user ? (
          <>
            <Text>Melde dich an, dann zeigen wir dir Ausbildungsplätze und Praktika, die zu dir passen.</Text>
            <AppButton component={Link} to="/anmelden?redirect=%2Ffuer-dich" w="fit-content">
              Anmelden
            </AppButton>
          </>
        ) : !trainee ? (
          <Text>Empfehlungen gibt es für Schülerinnen, Schüler und Azubis.</Text>
        ) : q.isError ? (
          <ErrorNotice title="Fehler">{normaliseError(q.error).message}</ErrorNotice>
        ) : !q.data ? (
          <Loader role="status" aria-label="Wird geladen" />
        ) : q.data.state !== 'ok' ? (
          <RecommendationsNotice data={q.data} />
        ) : (
          <>
            <Text>Passend zu deinen Interessen, deinem Ort und deinem Abschluss. Was du likst oder überspringst, verändert die Liste sofort.</Text>
            {q.data.jobs.length ? (
              q.data.jobs.map((j) => <RecommendationCard key={j.id} job={j} userId={user.id} headingOrder={2} />)
            ) : (
              <Text>Gerade haben wir keine neuen Jobs in deiner Nähe für dich. Schau bald wieder vorbei!</Text>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
