// Apply for a job (job interest): a guest sees how to sign in and come back; a signed-in pupil gets the
// form (message and files), loaded only then, so a job page's first visit carries no upload code.
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Group, Text, Title } from '@mantine/core';
import { canSendInterest } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import type { JobView } from '../api/jobs.ts';
import { useApplicationReach } from '../api/application-reach.ts';
import { RECORDING_BLOCK_CLASS } from '@oabat/domain/session-replay';

const ApplyMessageForm = lazy(() => import('./apply-message-form.tsx').then((m) => ({ default: m.ApplyMessageForm })));

export function ApplyForm({ job }: { job: JobView }) {
  const { user } = useAuth();
  const location = useLocation();
  const reach = useApplicationReach(job.id);
  if (!canSendInterest(user)) return null;
  // Asked first: a business nobody of which can read an application on Oabat, and without a contact address, is not
  // offered "bewerben" (docs/applications.md). A failed check offers the form; the server refuses it then.
  if (reach.isPending) return null;
  if (reach.data === 'none') {
    return (
      <section aria-labelledby="apply-title">
        <Title order={2} size="h3" id="apply-title">
          Bewerben
        </Title>
        <Text mt="xs">
          {job.business.name} ist auf Oabat noch nicht erreichbar: Niemand vom Betrieb hat hier ein Konto, und wir haben keine Kontaktadresse. Bewirb dich bitte
          direkt beim Betrieb, zum Beispiel über seine Website, per Telefon oder persönlich.
        </Text>
      </section>
    );
  }

  if (!user) {
    const back = encodeURIComponent(`${location.pathname}?bewerben=1`);
    return (
      <section aria-labelledby="apply-title" className={RECORDING_BLOCK_CLASS}>
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
      <ApplyMessageForm job={job} byEmail={reach.data === 'email'} />
    </Suspense>
  );
}
