// "3 von 10 aktiven Stellen" (issue #36, 3.): the business's slots as GET /api/v2/jobs/check_limit reports them (the
// same function the server refuses a publish with), and when all are taken the ways to more: Premium or extra slots.
import { Link } from 'react-router';
import { Alert, Group, Text } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import type { JobLimitView } from '../api/jobs.ts';

export function JobLimitCount({ limit }: { limit: JobLimitView }) {
  return (
    <Text size="sm" c="gray.7" data-testid="job-limit">
      {limit.limit === null
        ? `${limit.active_jobs} aktive ${limit.active_jobs === 1 ? 'Stelle' : 'Stellen'} · mit Premium unbegrenzt`
        : `${limit.active_jobs} von ${limit.limit} aktiven Stellen`}
    </Text>
  );
}

/** Shown when every slot is taken: drafts still save, publishing needs Premium or more slots. */
export function JobLimitReached({ limit }: { limit: JobLimitView }) {
  return (
    // "oabat": the orange title failed the colour contrast check (axe) on the jobs overview.
    <Alert color="oabat" title="Alle Stellen belegt" role="status">
      <Text size="sm">
        Du hast {limit.active_jobs} von {limit.limit} aktiven Stellen. Weitere Stellen kannst du als Entwurf speichern; veröffentlichen kannst du sie mit
        Premium (unbegrenzt viele aktive Stellen) oder mit zusätzlichen Stellen aus dem Store.
      </Text>
      <Group gap="xs" mt="xs">
        <AppButton component={Link} to="/betrieb/store/feature/premium" size="small">
          Premium ansehen
        </AppButton>
        <AppButton component={Link} to="/betrieb/store/kasse?produkt=job" size="small" design="primary-flat">
          Weitere Stellen kaufen
        </AppButton>
      </Group>
    </Alert>
  );
}
