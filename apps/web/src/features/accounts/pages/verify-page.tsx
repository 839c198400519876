// E-mail verification: the code from the mail (after registration), or the result of the activation link. After a
// reload the address and the way back are still known (pending-verification.ts) and the code alone finishes; the
// password, kept only in memory, is needed only to ask for a new code (issue #36).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_RESTORED_NOTICE } from '@oabat/domain/privacy';
import { isSafeRedirectPath } from '@oabat/domain/validation';
import { api } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { AccountCard } from '../components/account-card.tsx';
import { pendingVerification } from '../pending-verification.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';

export default function VerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending] = useState(() => pendingVerification.read());
  const redirect = isSafeRedirectPath(pending.redirect) ? pending.redirect : null;
  const knownEmail = pending.email ?? params.get('email');
  const [email, setEmail] = useState(knownEmail ?? '');
  const [password, setPassword] = useState(pending.password ?? '');
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const { run, pending: sending, error, fields } = useFormSubmit();

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
    setLocalError(null);
    const ok = await run(async () => {
      const body = { email, code: code.trim(), ...(password ? { password } : {}) };
      const { token, account_restored } = await api<{ token: string; account_restored?: true }>('POST', '/api/auth/verify', { body });
      await auth.loginWithToken(token);
      if (account_restored) snackbar.showInfo(ACCOUNT_RESTORED_NOTICE);
      return true;
    });
    if (!ok) return;
    pendingVerification.clear();
    // A pupil who came from a job first sets place and job type (the first profile step), then goes back.
    navigate(redirect ? `/i/profile?redirect=${encodeURIComponent(redirect)}` : '/', { replace: true });
  }
  async function resend() {
    // A new code is sent only with the password (else anyone could fill a stranger's mailbox with codes).
    if (!password) {
      setLocalError('Gib bitte dein Passwort ein, dann schicken wir dir einen neuen Code.');
      return;
    }
    setLocalError(null);
    if (await run(() => api('POST', '/api/auth/verify/resend', { body: { email, password } }).then(() => true))) setResent(true);
  }

  return (
    <AccountCard
      title="E-Mail-Adresse bestätigen"
      error={
        error ??
        localError ??
        (params.get('error') ? 'Der Bestätigungslink ist ungültig oder abgelaufen. Gib den Code aus der E-Mail ein oder fordere einen neuen an.' : null)
      }
      intro={`Wir haben dir einen 6-stelligen Code${knownEmail ? ` an ${knownEmail}` : ''} geschickt. Gib ihn hier ein oder tippe auf den Link in der E-Mail.`}
    >
      {resent ? (
        <Alert color="green" role="status">
          Wir haben dir einen neuen Code geschickt.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!knownEmail ? (
            <TextInput
              label="E-Mail-Adresse"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fields.email}
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
          <Button type="submit" loading={sending}>
            Bestätigen
          </Button>
          {/* After a reload the password is gone (never stored): only a new code needs it. */}
          {!pending.password ? (
            <PasswordInput
              label="Passwort"
              description="Nur nötig, wenn du einen neuen Code brauchst."
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fields.password}
            />
          ) : null}
          <Button variant="subtle" onClick={() => void resend()} disabled={!email}>
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
