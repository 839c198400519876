// /eltern/einverstaendnis/{token}: the link of the mail to a pupil's parent, no login. One button confirms (or,
// with ?aktion=widerrufen, revokes) and the page says in plain German what the consent allows.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { normaliseError } from '../../../lib/api.ts';
import { confirmByToken, revokeByToken } from '../api/parental-consent.ts';

export default function ParentConsentPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const revoking = params.get('aktion') === 'widerrufen';
  const heading = revoking ? 'Einverständnis widerrufen' : 'Einverständnis der Eltern';
  usePageTitle(heading);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = () => {
    setBusy(true);
    (revoking ? revokeByToken(token) : confirmByToken(token))
      .then(
        (r) => setResult({ ok: true, message: r.message }),
        (err: unknown) => setResult({ ok: false, message: normaliseError(err).message }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{heading}</Title>
        <Text>
          Ihr Kind ist noch nicht 16 Jahre alt. Nach dem Datenschutzrecht (Art. 8 DSGVO) braucht Oabat deshalb Ihr Einverständnis für drei freiwillige Dinge:
        </Text>
        <List>
          <List.Item>den Newsletter per E-Mail,</List.Item>
          <List.Item>Empfehlungen passender Ausbildungsplätze und Praktika, auch E-Mails zu gespeicherten Suchen,</List.Item>
          <List.Item>eine Nutzungsstatistik, mit der wir Oabat verbessern.</List.Item>
        </List>
        <Text>
          Alles andere – Stellen suchen, Betriebe ansehen, Nachrichten schreiben – funktioniert auch ohne Ihr Einverständnis. Sie können es jederzeit über den
          Link in der E-Mail widerrufen; Ihr Kind kann es in seinen Einstellungen ebenfalls widerrufen.
        </Text>
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Alert>
        ) : (
          <AppButton onClick={run} loading={busy} design={revoking ? 'secondary' : 'primary'} w="fit-content">
            {revoking ? 'Einverständnis widerrufen' : 'Ich bin einverstanden'}
          </AppButton>
        )}
        {!result ? (
          <Text size="sm">
            {revoking ? 'Sie möchten doch zustimmen? ' : 'Sie möchten nicht zustimmen? Dann müssen Sie nichts tun. Ein früheres Einverständnis '}
            <Anchor component={Link} to={revoking ? `/eltern/einverstaendnis/${token}` : `/eltern/einverstaendnis/${token}?aktion=widerrufen`}>
              {revoking ? 'Zur Zustimmung' : 'widerrufen Sie hier'}
            </Anchor>
            .
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
