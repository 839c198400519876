// The links of the alert mails, without login: /suchauftrag/bestaetigen/{token} confirms a guest's alert on opening
// (double opt-in); /suchauftrag/abbestellen/{token} ends an alert with one click on its button.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { normaliseError } from '../../../lib/api.ts';
import { confirmAlert, unsubscribeAlert } from '../api/alerts.ts';

export default function AlertLinkPage() {
  const { token = '' } = useParams();
  const unsubscribing = useLocation().pathname.includes('/abbestellen/');
  usePageTitle(unsubscribing ? 'Suchauftrag abbestellen' : 'Suchauftrag bestätigen');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const run = (fn: () => Promise<{ message: string }>) => {
    setBusy(true);
    fn()
      .then(
        (r) => setResult({ ok: true, message: r.message }),
        (err: unknown) => setResult({ ok: false, message: normaliseError(err).message }),
      )
      .finally(() => setBusy(false));
  };
  useEffect(() => {
    if (unsubscribing || started.current) return;
    started.current = true;
    run(() => confirmAlert(token));
  }, [unsubscribing, token]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{unsubscribing ? 'Suchauftrag abbestellen' : 'Suchauftrag bestätigen'}</Title>
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Alert>
        ) : unsubscribing ? (
          <>
            <Text>Möchtest du zu diesem Suchauftrag keine E-Mails mehr bekommen?</Text>
            <AppButton onClick={() => run(() => unsubscribeAlert(token))} loading={busy} w="fit-content">
              Suchauftrag abbestellen
            </AppButton>
          </>
        ) : (
          <Text>Einen Moment …</Text>
        )}
      </Stack>
    </Container>
  );
}
