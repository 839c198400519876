// /arbeitgeber/einladung?token=…: a business invited by a school or region sees who invites it, registers or logs
// in (both bring it back here with `annehmen=1`), and the network request is then made without another click.
import { formatDay } from '@oabat/domain/dates';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { INVITER_LABELS, invitationPath, joinedText, type TInvitationResult } from '@oabat/domain/network-invitations';
import { isBusiness } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AppButton } from '../../../components/app-button.tsx';
import { acceptInvitation, useInvitation } from '../api/invitation.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function InvitationPage() {
  usePageTitle('Einladung für Betriebe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, loggedIn, ready } = useAuth();
  const invitation = useInvitation(token);
  const [result, setResult] = useState<TInvitationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const autoTried = useRef(false);
  const business = isBusiness(user);

  async function accept() {
    setPending(true);
    setError(null);
    try {
      setResult(await acceptInvitation(token));
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setPending(false);
    }
  }
  // Back from login or registration: the request is made on the way, once.
  useEffect(() => {
    if (autoTried.current || !ready || !business || !invitation.data || params.get('annehmen') !== '1') return;
    autoTried.current = true;
    void accept();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when everything it needs is there
  }, [ready, business, invitation.data]);

  const back = encodeURIComponent(`${invitationPath(token)}&annehmen=1`);
  const inviter = invitation.data?.inviter;
  return (
    <Paper withBorder radius="md" p="lg" my="xl">
      <Stack gap="md">
        <Title order={1}>Einladung für Betriebe</Title>
        {!token || invitation.isError ? (
          <ErrorNotice error={invitation.error ? normaliseError(invitation.error).message : 'Diese Einladung ist ungültig oder abgelaufen.'} />
        ) : null}
        {inviter ? (
          <Stack gap={4}>
            <Text size="lg">
              <strong>{inviter.name}</strong>
              {inviter.city ? ` (${inviter.city})` : ''} lädt deinen Betrieb ein {inviter.type === 'school' ? 'in ihr Firmennetzwerk' : 'in die Region'}.
            </Text>
            <Text size="sm">
              {INVITER_LABELS[inviter.type]} · gültig bis {formatDay(invitation.data!.expires_at)}
            </Text>
          </Stack>
        ) : null}
        {result ? (
          <Alert color="green" role="status" title="Einladung angenommen">
            {joinedText(result.inviter)}
          </Alert>
        ) : null}
        <ErrorNotice error={error} />
        {inviter && !result && ready && !loggedIn ? (
          <Group>
            <AppButton component={Link} to={`/arbeitgeber/registrierung?redirect=${back}`}>
              Betrieb registrieren
            </AppButton>
            <AppButton component={Link} design="primary-flat" to={`/anmelden?redirect=${back}`}>
              Ich habe schon ein Konto
            </AppButton>
          </Group>
        ) : null}
        {inviter && !result && loggedIn && business ? (
          <AppButton onClick={accept} loading={pending} w="fit-content">
            Einladung annehmen
          </AppButton>
        ) : null}
        {inviter && loggedIn && !business ? (
          <Alert color="yellow" role="status">
            Diese Einladung richtet sich an Betriebe. Melde dich mit dem Konto deines Betriebs an.
          </Alert>
        ) : null}
        {result ? (
          <Anchor component={Link} to="/" w="fit-content">
            Weiter zur Startseite
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
