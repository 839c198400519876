// "Suche speichern" on the search page: the current search (place, radius, type, filters, words) becomes a job alert,
// daily or weekly. A pupil's is active at once; a guest gives an e-mail address and confirms it by the mailed link.
// The form (and its validation) loads when the button is pressed, not with the search page.
import { lazy, Suspense, useState } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import type { TSavedQuery } from '@oabat/domain/alerts';
import { isTrainee } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';

const loadForm = () => import('./save-search-form.tsx');
const SaveSearchForm = lazy(() => loadForm().then((m) => ({ default: m.SaveSearchForm })));

export function SaveSearch({ query }: { query: TSavedQuery }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // Businesses, schools and regions have no job search to keep.
  if (user && !isTrainee(user)) return null;

  if (done) {
    return (
      <Alert color="green" title="Suchauftrag" role="status">
        {done}
      </Alert>
    );
  }
  if (!open) {
    return (
      <Group>
        <AppButton design="secondary-flat" size="small" onClick={() => setOpen(true)} onPointerEnter={() => void loadForm().catch(() => undefined)}>
          Suche speichern
        </AppButton>
        <Text size="sm" c="dimmed">
          Neue passende Angebote per E-Mail – kostenlos.
        </Text>
      </Group>
    );
  }
  return (
    <Suspense fallback={null}>
      <SaveSearchForm
        query={query}
        onCancel={() => setOpen(false)}
        onSaved={(message) => {
          setDone(message);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
