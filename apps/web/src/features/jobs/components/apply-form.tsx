// Apply for a job (job interest): a guest sees how to sign in and come back; a signed-in pupil gets the
// form (message and files), loaded only then, so a job page's first visit carries no upload code.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Group, Text, Title } from '@mantine/core';
import { canSendInterest } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import type { JobView } from '../api/jobs.ts';

const ApplyMessageForm = lazy(() => import('./apply-message-form.tsx').then((m) => ({ default: m.ApplyMessageForm })));

export function ApplyForm({ job }: { job: JobView }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!canSendInterest(user)) return null;

  if (!user) {
    const back = encodeURIComponent(`${location.pathname}?bewerben=1`);
    return (
      <section aria-labelledby="apply-title">
        <Title order={2} size="h3" id="apply-title">
          Interesse?
        </Title>
        <Text mt="xs">Melde dich an oder registriere dich, um dich mit einer Nachricht bei {job.business.name} zu bewerben. Danach bist du wieder hier.</Text>
        <Group mt="sm" gap="sm">
          <AppButton component={Link} to={`/anmelden?redirect=${back}`}>
            Anmelden und bewerben
          </AppButton>
          <AppButton component={Link} to={`/registrierung?redirect=${back}`} design="primary-flat">
            Registrieren und bewerben
          </AppButton>
        </Group>
      </section>
    );
  }
  return (
    <Suspense fallback={null}>
      <ApplyMessageForm job={job} />
    </Suspense>
  );
}
