// /i/profile: the trainee's own profile, its completeness, and the way to edit it.
import { Link, Navigate, useSearchParams } from 'react-router';
import { Avatar, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isOnboardingUser } from '@oabat/domain/rights';
import { isSafeRedirectPath } from '@oabat/domain/validation';
import { CRAFT_LABELS, formatBirthdate, GRADUATION_LABELS } from '@oabat/domain/trainees';
import { useAuth } from '../../../lib/auth.ts';
import { imageUrl } from '../../../lib/image.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTrainee } from '../api/get-trainee.ts';
import { OnboardingCard } from '../components/onboarding-card.tsx';
import { TraineeCompleteness } from '../components/trainee-completeness.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value || '–'}
      </Text>
    </div>
  );
}

export default function TraineeProfilePage() {
  const { user } = useAuth();
  const { data: t, error } = useTrainee(user?.trainee?.id);
  const [params] = useSearchParams();
  const wanted = params.get('redirect');
  const back = isSafeRedirectPath(wanted) ? wanted : null;
  usePageTitle('Mein Profil');
  if (!user?.trainee)
    return (
      <Container py="xl">
        <Title order={1}>Mein Profil</Title>
        <Text mt="sm">Ein Profil haben nur Azubis und Schülerinnen und Schüler.</Text>
      </Container>
    );
  if (!t) return <Container py="xl">{error ? <ErrorNotice error={error} /> : <Loading what="Profil" />}</Container>;
  const onboarding = isOnboardingUser(user) && !t.onboarding_completed;
  // Came here on the way to a job: once the first step is done, straight back to it.
  if (back && !onboarding) return <Navigate to={back} replace />;
  const name = `${t.firstname} ${t.lastname}`.trim();
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <Group>
            <Avatar src={imageUrl(t.profile_picture, 1)} alt={t.profile_picture ? `Profilbild von ${name}` : 'Kein Profilbild'} size={80} radius="xl" />
            <Title order={1}>{name || 'Mein Profil'}</Title>
          </Group>
          <Button component={Link} to="/i/profile/editieren">
            Profil bearbeiten
          </Button>
        </Group>
        {onboarding ? <OnboardingCard trainee={t} /> : null}
        {t.completeness ? (
          <Paper withBorder radius="md" p="md">
            <TraineeCompleteness completeness={t.completeness} />
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="data-title">
          <Title order={2} size="h4" id="data-title" mb="sm">
            Meine Angaben
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
            <Field label="Anrede" value={t.gender} />
            <Field label="Geburtsdatum" value={formatBirthdate(t.birthdate)} />
            <Field label="Wohnort" value={[t.primary_address.postal_code, t.primary_address.city].filter(Boolean).join(' ')} />
            <Field label="Schule" value={t.school_base?.name} />
            <Field
              label="Höchster Schulabschluss"
              value={t.highest_graduation ? GRADUATION_LABELS[t.highest_graduation as keyof typeof GRADUATION_LABELS] : null}
            />
            <Field label="Bereiche" value={t.crafts.map((c) => CRAFT_LABELS[c as keyof typeof CRAFT_LABELS] ?? c).join(', ')} />
            <Field label="Ich suche in" value={t.interest ? `${t.interest.city ?? 'Umgebung'} (${t.interest.radius} km)` : null} />
            <Field label="Handynummer" value={t.phone_number} />
          </SimpleGrid>
        </Paper>
      </Stack>
    </Container>
  );
}
