// "Suche speichern" on the search page: the current search (place, radius, type, filters, words) becomes a job alert,
// daily or weekly. A pupil's is active at once; a guest gives an e-mail address and confirms it by the mailed link.
import { useState, type FormEvent } from 'react';
import { Alert, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZSavedSearchInput, type AlertFrequency, type TSavedQuery } from '@oabat/domain/alerts';
import { isTrainee } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { saveSearch, SAVED_SEARCHES_KEY } from '../api/alerts.ts';

export function SaveSearch({ query }: { query: TSavedQuery }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit();
  // Businesses, schools and regions have no job search to keep.
  if (user && !isTrainee(user)) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { ...query, frequency, ...(user ? {} : { email }) };
    const saved = await form.runChecked(ZSavedSearchInput, values, saveSearch);
    if (saved) {
      setDone(saved.message);
      setOpen(false);
      void qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    }
  }

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
        <AppButton design="secondary-flat" size="small" onClick={() => setOpen(true)}>
          Suche speichern
        </AppButton>
        <Text size="sm" c="dimmed">
          Neue passende Angebote per E-Mail – kostenlos.
        </Text>
      </Group>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Suche speichern">
        <Stack gap="sm">
          <Text fw={700}>Neue Angebote zu dieser Suche per E-Mail bekommen</Text>
          <Radio.Group label="Wie oft?" value={frequency} onChange={(v) => setFrequency(v as AlertFrequency)}>
            <Group mt={4}>
              <Radio value="daily" label="Täglich" />
              <Radio value="weekly" label="Wöchentlich" />
            </Group>
          </Radio.Group>
          {user ? null : (
            <TextInput
              label="Deine E-Mail-Adresse"
              description="Wir schicken dir zuerst einen Link zur Bestätigung."
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={form.fields.email}
              required
            />
          )}
          {form.error ? (
            <Alert color="red" role="alert">
              {form.error}
            </Alert>
          ) : null}
          <Group>
            <AppButton type="submit" loading={form.pending}>
              Suchauftrag speichern
            </AppButton>
            <AppButton design="flat" onClick={() => setOpen(false)}>
              Abbrechen
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
