// Return from a social login provider: ?token= logs in, ?error= is explained.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button } from '@mantine/core';
import { auth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';

const ERRORS: Record<string, string> = {
  cancelled: 'Die Anmeldung wurde abgebrochen.',
  invalid_state: 'Die Anmeldung ist abgelaufen. Bitte versuche es noch einmal.',
  not_configured: 'Diese Anmeldeart ist auf dieser Plattform nicht eingerichtet.',
  email_unverified: 'Dein Konto beim Anbieter hat keine bestätigte E-Mail-Adresse.',
  not_allowed: 'Mit diesem Konto ist keine Anmeldung über einen Anbieter möglich.',
  account_disabled: 'Dieses Konto ist deaktiviert.',
  unknown_provider: 'Diesen Anbieter kennen wir nicht.',
};

export default function SocialLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [failed, setFailed] = useState<string | null>(params.get('error'));
  useEffect(() => {
    if (!token) return;
    auth.loginWithToken(token).then(
      () => navigate('/', { replace: true }),
      () => setFailed('failed'),
    );
  }, [token, navigate]);
  if (!failed && token)
    return (
      <AccountCard title="Anmeldung">
        <Alert role="status">Du wirst angemeldet …</Alert>
      </AccountCard>
    );
  return (
    <AccountCard title="Anmeldung fehlgeschlagen" error={ERRORS[failed ?? ''] ?? 'Die Anmeldung hat nicht geklappt. Bitte versuche es erneut.'}>
      <Button component={Link} to="/anmelden">
        Zur Anmeldung
      </Button>
    </AccountCard>
  );
}
