// Contact form: reaches the platform team (or, with ?receiver=<business slug>, a business).
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function ContactPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [form, setForm] = useState({ name: user ? `${user.firstname} ${user.lastname}`.trim() : '', email: user?.email ?? '', phone: '', message: '' });
  const [sent, setSent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, context: params.get('context') ?? 'kontakt', receiver: params.get('receiver') ?? undefined };
    if (await run(() => api('POST', '/api/contact-us', { body }).then(() => true))) setSent(true);
  }
  return (
    <AccountCard
      title="Kontakt"
      intro="Du hast eine Frage oder eine Idee? Schreib uns, wir antworten so schnell wie möglich."
      error={error === 'No content provided' ? 'Bitte schreib eine Nachricht.' : error}
    >
      {sent ? (
        <Alert color="green" role="status">
          Danke für deine Nachricht! Wir melden uns bei dir.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Name" autoComplete="name" value={form.name} onChange={set('name')} error={fields.name} />
            <TextInput label="E-Mail-Adresse" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={fields.email} />
            <TextInput label="Telefon (freiwillig)" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} error={fields.phone} />
            <Textarea
              label="Nachricht"
              required
              minRows={5}
              autosize
              value={form.message}
              onChange={set('message')}
              error={fields.message === 'No content provided' ? 'Bitte schreib eine Nachricht.' : fields.message}
            />
            <Button type="submit" loading={pending}>
              Nachricht senden
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
