// The form of "Suche speichern" (save-search.tsx): how often, and a guest's e-mail address.
import { useState, type FormEvent } from 'react';
import { Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZSavedSearchInput, type AlertFrequency, type TSavedQuery } from '@oabat/domain/alerts';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { saveSearch, SAVED_SEARCHES_KEY } from '../api/alerts.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function SaveSearchForm({ query, onSaved, onCancel }: { query: TSavedQuery; onSaved: (message: string) => void; onCancel: () => void }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const form = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { ...query, frequency, ...(user ? {} : { email }) };
    const saved = await form.runChecked(ZSavedSearchInput, values, saveSearch);
    if (saved) {
      onSaved(saved.message);
      void qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    }
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
          <ErrorNotice error={form.error} />
          <Group>
            <AppButton type="submit" loading={form.pending}>
              Suchauftrag speichern
            </AppButton>
            <AppButton design="flat" onClick={onCancel}>
              Abbrechen
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
