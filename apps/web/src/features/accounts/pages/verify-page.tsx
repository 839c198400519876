// E-mail verification: the code from the mail (after registration), or the result of the activation link.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isSafeRedirectPath } from '@oabat/domain/validation';
import { api } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as { email?: string; password?: string; redirect?: string | null };
  const redirect = isSafeRedirectPath(state.redirect) ? state.redirect : null;
  const [email, setEmail] = useState(state.email ?? params.get('email') ?? '');
  const [password, setPassword] = useState(state.password ?? '');
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();

  if (params.get('activated')) {
    return (
      <AccountCard title="E-Mail-Adresse bestätigt">
        <Alert color="green" role="status">
          Danke! Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.
        </Alert>
        <Button component={Link} to="/anmelden">
          Zur Anmeldung
        </Button>
      </AccountCard>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await run(async () => {
      const { token } = await api<{ token: string }>('POST', '/api/auth/verify', { body: { email, password, code: code.trim() } });
      await auth.loginWithToken(token);
      return true;
    });
    // A pupil who came from a job first sets place and job type (the first profile step), then goes back.
    if (ok) navigate(redirect ? `/i/profile?redirect=${encodeURIComponent(redirect)}` : '/', { replace: true });
  }
  async function resend() {
    if (await run(() => api('POST', '/api/auth/verify/resend', { body: { email, password } }).then(() => true))) setResent(true);
  }

  return (
    <AccountCard
      title="E-Mail-Adresse bestätigen"
      error={
        error ??
        (params.get('error') ? 'Der Bestätigungslink ist ungültig oder abgelaufen. Gib den Code aus der E-Mail ein oder fordere einen neuen an.' : null)
      }
      intro={`Wir haben dir einen 6-stelligen Code${email ? ` an ${email}` : ''} geschickt.`}
    >
      {resent ? (
        <Alert color="green" role="status">
          Wir haben dir einen neuen Code geschickt.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!state.email ? (
            <TextInput
              label="E-Mail-Adresse"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fields.email}
            />
          ) : null}
          {!state.password ? (
            <PasswordInput
              label="Passwort"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fields.password}
            />
          ) : null}
          <TextInput
            label="Bestätigungscode"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fields.code}
          />
          <Button type="submit" loading={pending}>
            Bestätigen
          </Button>
          <Button variant="subtle" onClick={resend} disabled={!email || !password}>
            Code erneut senden
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/anmelden">
        Zur Anmeldung
      </Anchor>
    </AccountCard>
  );
}
