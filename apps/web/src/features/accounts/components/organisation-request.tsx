// Schools and regions are set up by the Oabat team after a conversation, so their "registration"
// is a request that reaches the team through the contact call.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { api } from '../../../lib/api.ts';
import { AccountCard } from './account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export function OrganisationRequest({ kind }: { kind: 'school' | 'region' }) {
  const school = kind === 'school';
  const [form, setForm] = useState({ organisation: '', name: '', email: '', phone: '', message: '' });
  const [sent, setSent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const message = `${school ? 'Schule' : 'Region'}: ${form.organisation}\n\n${form.message}`.trim();
    const body = { context: school ? 'school_registration' : 'region_registration', name: form.name, email: form.email, phone: form.phone, message };
    if (await run(() => api('POST', '/api/contact-us', { body }).then(() => true))) setSent(true);
  }
  return (
    <AccountCard
      title={school ? 'Schule registrieren' : 'Region registrieren'}
      error={error}
      intro={
        school
          ? 'Wir richten das Schulprofil gemeinsam mit dir ein. Schick uns deine Anfrage, wir melden uns innerhalb von zwei Werktagen mit deinen Zugangsdaten.'
          : 'Wir richten den Zugang für deine Region gemeinsam mit dir ein. Schick uns deine Anfrage, wir melden uns innerhalb von zwei Werktagen.'
      }
    >
      {sent ? (
        <Alert color="green" role="status">
          Danke! Deine Anfrage ist bei uns angekommen.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={school ? 'Name der Schule' : 'Name der Region oder Einrichtung'}
              required
              value={form.organisation}
              onChange={set('organisation')}
            />
            <TextInput label="Dein Name" autoComplete="name" required value={form.name} onChange={set('name')} error={fields.name} />
            <TextInput label="E-Mail-Adresse" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={fields.email} />
            <TextInput label="Telefon (freiwillig)" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} error={fields.phone} />
            <Textarea label="Nachricht (freiwillig)" value={form.message} onChange={set('message')} error={fields.message} />
            <Button type="submit" loading={pending}>
              Anfrage senden
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
