// /betriebe/{slug}/bearbeiten?step=…: the profile editor in steps, with its completeness.
import { Link, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Container, Group, Paper, Stepper, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { businessKey, useBusiness } from '../api/get-business.ts';
import { ContactStep, ImagesStep, PublishStep, TextsStep, type StepProps } from '../components/edit-steps.tsx';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

const STEPS: { key: string; label: string; Component: (p: StepProps) => React.ReactNode }[] = [
  { key: 'profil', label: 'Profil', Component: TextsStep },
  { key: 'bilder', label: 'Bilder', Component: ImagesStep },
  { key: 'ansprechperson', label: 'Ansprechperson', Component: ContactStep },
  { key: 'veroeffentlichen', label: 'Veröffentlichen', Component: PublishStep },
];

export default function BusinessEditPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: business, error, isPending } = useBusiness(slug);
  usePageTitle('Profil bearbeiten');
  const index = Math.max(
    0,
    STEPS.findIndex((s) => s.key === params.get('step')),
  );
  const go = (i: number) => setParams({ step: STEPS[i].key });

  if (isPending)
    return (
      <Container size="md" py="xl">
        <Loading what="Profil" />
      </Container>
    );
  if (error || !business)
    return (
      <Container size="md" py="xl">
        <Title order={1}>Fehler</Title>
        <Text>{(error as Error)?.message}</Text>
      </Container>
    );

  async function onSaved(next?: boolean) {
    await queryClient.invalidateQueries({ queryKey: businessKey(slug) });
    if (next && index < STEPS.length - 1) go(index + 1);
  }
  const { Component } = STEPS[index];
  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1}>Profil bearbeiten</Title>
        <Button component={Link} to={businessPath(business.slug)} variant="default">
          Profil ansehen
        </Button>
      </Group>
      {business.completeness ? <Text mb="sm">Profil zu {business.completeness.percent} % vollständig</Text> : null}
      <Stepper active={index} onStepClick={go} size="sm" mb="lg" allowNextStepsSelect>
        {STEPS.map((s) => (
          <Stepper.Step key={s.key} label={s.label} />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h3" mb="md">
          {STEPS[index].label}
        </Title>
        <Component key={`${index}-${business.id}`} business={business} onSaved={onSaved} />
      </Paper>
    </Container>
  );
}
