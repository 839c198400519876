// Registration of a business: creates the business, its first user and the channel link, then logs in and goes on
// to a safe `redirect` path (an invitation link brings the business back to accept it), else home.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isSafeRedirectPath } from '@oabat/domain/validation';
import { ZBusinessRegistrationForm } from '@oabat/domain/accounts';
import { PostalCodePlace } from '../../../components/postal-code-place.tsx';
import { api } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function RegisterEmployerPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', firstname: '', lastname: '', email: '', password: '', phone_number: '', street: '', postal_code: '', city: '' });
  const { runChecked, pending, error, fields } = useFormSubmit();
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const newBusiness = {
      ...form,
      phone_number: form.phone_number || null,
      employees: params.get('employees'),
      size: params.get('size'),
      product: params.get('product'),
    };
    // The address is asked here (issue #36): the business's first job takes its place from it.
    const res = await runChecked(ZBusinessRegistrationForm, form, () =>
      api<{ token: string }>('POST', '/api/businesses', { body: { newBusiness, channel: params.get('channel') ?? 'oabat' } }),
    );
    if (!res) return;
    await auth.loginWithToken(res.token);
    const redirect = params.get('redirect');
    navigate(isSafeRedirectPath(redirect) ? redirect : '/', { replace: true });
  }
  return (
    <AccountCard
      title="Als Betrieb registrieren"
      intro="Zeig Schülerinnen und Schülern in deiner Region, was dein Betrieb bietet, und finde deine Azubis."
      error={error}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name des Betriebs" autoComplete="organization" required value={form.name} onChange={set('name')} error={fields.name} />
          <Group grow align="flex-start">
            <TextInput label="Vorname" autoComplete="given-name" required value={form.firstname} onChange={set('firstname')} error={fields.firstname} />
            <TextInput label="Nachname" autoComplete="family-name" required value={form.lastname} onChange={set('lastname')} error={fields.lastname} />
          </Group>
          <TextInput label="Straße und Hausnummer" autoComplete="street-address" required value={form.street} onChange={set('street')} error={fields.street} />
          <PostalCodePlace
            postalCode={form.postal_code}
            city={form.city}
            onChange={(v) => setForm((f) => ({ ...f, ...v }))}
            errors={{ postal_code: fields.postal_code, city: fields.city }}
          />
          <TextInput label="E-Mail-Adresse" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={fields.email} />
          <TextInput
            label="Telefon (freiwillig)"
            type="tel"
            autoComplete="tel"
            value={form.phone_number}
            onChange={set('phone_number')}
            error={fields.phone_number}
          />
          <PasswordInput
            label="Passwort"
            description="Mindestens 8 Zeichen"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            error={fields.password}
          />
          <Text size="sm">
            Mit der Registrierung akzeptierst du die{' '}
            <Anchor component={Link} to="/agb">
              AGB
            </Anchor>{' '}
            und die{' '}
            <Anchor component={Link} to="/datenschutz">
              Datenschutzerklärung
            </Anchor>
            .
          </Text>
          <Button type="submit" loading={pending}>
            Betrieb registrieren
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Schon registriert?{' '}
        <Anchor component={Link} to="/anmelden">
          Anmelden
        </Anchor>
      </Text>
    </AccountCard>
  );
}
