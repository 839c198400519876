// Login by e-mail and password, or by phone number and a one-time code sent by SMS.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_RESTORED_NOTICE, deletionNotice } from '@oabat/domain/privacy';
import { isSafeRedirectPath } from '@oabat/domain/validation';
import { isAdmin } from '@oabat/domain/rights';
import { snackbar } from '../../../lib/snackbar.ts';
import { api } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();

  const redirect = params.get('redirect');
  // Without a page to go back to, the admin starts in the admin area (its home), everybody else on the home page.
  const target = (admin: boolean) => (isSafeRedirectPath(redirect) ? redirect : admin ? '/admin/uebersicht' : '/');

  async function login(e: FormEvent) {
    e.preventDefault();
    const body = mode === 'email' ? { email, password } : { phone_number: phone, otp };
    const user = await run(async () => {
      const { token, account_restored } = await api<{ token: string; account_restored?: true }>('POST', '/api/auth/login', { body });
      const me = await auth.loginWithToken(token);
      // The login kept an account whose deletion was requested: said on the next page too, not only by mail.
      if (account_restored) snackbar.showInfo(ACCOUNT_RESTORED_NOTICE);
      return me;
    });
    if (user) navigate(target(isAdmin(user)), { replace: true });
  }

  async function sendCode() {
    const ok = await run(() => api('POST', '/api/auth/verify/send-otp', { body: { phone_number: phone } }).then(() => true));
    if (ok) setCodeSent(true);
  }

  return (
    <AccountCard title="Anmelden" error={error}>
      {params.get('konto') === 'geloescht' ? (
        <Alert color="orange.9" title="Konto wird gelöscht" role="status">
          {deletionNotice(params.get('am'))}
        </Alert>
      ) : null}
      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v as 'email' | 'phone')}
        data={[
          { value: 'email', label: 'Mit E-Mail' },
          { value: 'phone', label: 'Mit Handynummer' },
        ]}
        aria-label="Anmeldeart"
      />
      <form onSubmit={login} noValidate>
        <Stack gap="sm">
          {mode === 'email' ? (
            <>
              <TextInput
                label="E-Mail-Adresse"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={fields.email}
              />
              <PasswordInput
                label="Passwort"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fields.password}
              />
            </>
          ) : (
            <>
              <TextInput
                label="Handynummer"
                type="tel"
                autoComplete="tel"
                required
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
                error={fields.phone_number}
              />
              <Button variant="light" onClick={sendCode} loading={pending && !codeSent} disabled={!phone}>
                {codeSent ? 'Code erneut senden' : 'Code per SMS senden'}
              </Button>
              {codeSent ? (
                <Text size="sm" role="status">
                  Wir haben dir einen 6-stelligen Code per SMS geschickt.
                </Text>
              ) : null}
              <TextInput
                label="Code aus der SMS"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={otp}
                onChange={(e) => setOtp(e.currentTarget.value)}
                error={fields.otp}
              />
            </>
          )}
          <Button type="submit" loading={pending}>
            Anmelden
          </Button>
        </Stack>
      </form>
      <Stack gap={4}>
        <Anchor component={Link} to="/passwort-zuruecksetzen">
          Passwort vergessen?
        </Anchor>
        <Text size="sm">
          Noch kein Konto?{' '}
          <Anchor
            component={Link}
            to={redirect && isSafeRedirectPath(redirect) && redirect !== '/' ? `/registrierung?redirect=${encodeURIComponent(redirect)}` : '/registrierung'}
          >
            Jetzt registrieren
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to="/arbeitgeber/registrierung">
            Als Betrieb registrieren
          </Anchor>
        </Text>
      </Stack>
    </AccountCard>
  );
}
