// Registration of a pupil or trainee, by e-mail (then a code from the mail) or by phone (code by SMS).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { isSafeRedirectPath } from '@oabat/domain/validation';
import { api } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { pendingVerification } from '../pending-verification.ts';
import { AccountCard } from '../components/account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function RegisterTraineePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where the pupil came from (e.g. a job's "Jetzt bewerben"): back there after the first profile step.
  const wanted = params.get('redirect');
  const redirect = isSafeRedirectPath(wanted) ? wanted : null;
  const [byPhone, setByPhone] = useState(false);
  const [form, setForm] = useState({ firstname: '', lastname: '', birthdate: '', email: '', password: '', phone_number: '', code: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });

  async function sendCode() {
    if (await run(() => api('POST', '/api/auth/verify/send-otp', { body: { phone_number: form.phone_number } }).then(() => true))) setCodeSent(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = byPhone
      ? {
          firstname: form.firstname,
          lastname: form.lastname,
          birthdate: form.birthdate,
          phone_number: form.phone_number,
          code: form.code,
          register_by_phone: true,
          newsletter_confirmed: newsletter,
        }
      : {
          firstname: form.firstname,
          lastname: form.lastname,
          birthdate: form.birthdate,
          email: form.email,
          password: form.password,
          register_by_phone: false,
          newsletter_confirmed: newsletter,
        };
    const res = await run(() => api<{ token?: string; data?: { email: string } }>('POST', '/api/auth/register/trainee', { body }));
    if (!res) return;
    if (res.token) {
      await auth.loginWithToken(res.token);
      navigate(redirect ? `/i/profile?redirect=${encodeURIComponent(redirect)}` : '/', { replace: true });
    } else {
      // The password stays in memory only (not in the history's state, which a browser keeps on disk).
      pendingVerification.save({ email: form.email, password: form.password, redirect });
      navigate('/verify');
    }
  }

  return (
    <AccountCard title="Registrieren" intro="Finde Ausbildung, Praktikum und Jobs in deiner Nähe." error={error}>
      <SegmentedControl
        value={byPhone ? 'phone' : 'email'}
        onChange={(v) => setByPhone(v === 'phone')}
        aria-label="Registrierungsart"
        data={[
          { value: 'email', label: 'Mit E-Mail' },
          { value: 'phone', label: 'Mit Handynummer' },
        ]}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="Vorname" autoComplete="given-name" required value={form.firstname} onChange={set('firstname')} error={fields.firstname} />
            <TextInput label="Nachname" autoComplete="family-name" required value={form.lastname} onChange={set('lastname')} error={fields.lastname} />
          </Group>
          <TextInput label="Geburtsdatum" type="date" required value={form.birthdate} onChange={set('birthdate')} error={fields.birthdate} />
          {byPhone ? (
            <>
              <TextInput
                label="Handynummer"
                type="tel"
                autoComplete="tel"
                required
                value={form.phone_number}
                onChange={set('phone_number')}
                error={fields.phone_number}
              />
              <Button variant="light" onClick={sendCode} disabled={!form.phone_number}>
                {codeSent ? 'Code erneut senden' : 'Code per SMS senden'}
              </Button>
              <TextInput
                label="Code aus der SMS"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={form.code}
                onChange={set('code')}
                error={fields.code}
              />
            </>
          ) : (
            <>
              <TextInput label="E-Mail-Adresse" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={fields.email} />
              <PasswordInput
                label="Passwort"
                description="Mindestens 8 Zeichen"
                autoComplete="new-password"
                required
                value={form.password}
                onChange={set('password')}
                error={fields.password}
              />
            </>
          )}
          <Checkbox
            label="Ich möchte den Newsletter mit Tipps zur Ausbildungssuche erhalten."
            checked={newsletter}
            onChange={(e) => setNewsletter(e.currentTarget.checked)}
          />
          <Text size="sm">
            Mit der Registrierung akzeptierst du die{' '}
            <Anchor component={Link} to="/nutzungsbedingungen">
              Nutzungsbedingungen
            </Anchor>{' '}
            und die{' '}
            <Anchor component={Link} to="/datenschutz">
              Datenschutzerklärung
            </Anchor>
            .
          </Text>
          <Button type="submit" loading={pending}>
            Konto erstellen
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Schon registriert?{' '}
        <Anchor component={Link} to={redirect ? `/anmelden?redirect=${encodeURIComponent(redirect)}` : '/anmelden'}>
          Anmelden
        </Anchor>
      </Text>
    </AccountCard>
  );
}
