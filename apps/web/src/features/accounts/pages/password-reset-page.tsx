// Password reset: request a link by e-mail, or with ?token&email from that link set a new password.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ZPasswordRequest } from '@oabat/domain/accounts';
import { ACCOUNT_RESTORED_NOTICE } from '@oabat/domain/privacy';
import { snackbar } from '../../../lib/snackbar.ts';
import { api } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPassword token={token} email={params.get('email') ?? ''} /> : <RequestLink />;
}

function RequestLink() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { runChecked, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await runChecked(ZPasswordRequest, { email }, (body) => api('POST', '/api/password_request', { body }).then(() => true))) setSent(true);
  }
  return (
    <AccountCard
      title="Passwort zurücksetzen"
      intro="Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst."
      error={error}
    >
      {sent ? (
        <Alert color="green" role="status">
          Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link geschickt. Schau in dein Postfach.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="E-Mail-Adresse"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fields.email}
            />
            <Button type="submit" loading={pending}>
              Link senden
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/anmelden">
        Zurück zur Anmeldung
      </Anchor>
    </AccountCard>
  );
}

function NewPassword({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await run(async () => {
      const res = await api<{ token: string; account_restored?: true }>('POST', '/api/password_reset', {
        body: { token, email, password, password_confirmation: confirmation },
      });
      await auth.loginWithToken(res.token);
      if (res.account_restored) snackbar.showInfo(ACCOUNT_RESTORED_NOTICE);
      return true;
    });
    if (ok) navigate('/', { replace: true });
  }
  return (
    <AccountCard title="Neues Passwort festlegen" intro={email ? `Für ${email}` : undefined} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Neues Passwort"
            description="Mindestens 8 Zeichen"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fields.password}
          />
          <PasswordInput
            label="Neues Passwort wiederholen"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            error={fields.password_confirmation}
          />
          <Button type="submit" loading={pending}>
            Passwort speichern
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
