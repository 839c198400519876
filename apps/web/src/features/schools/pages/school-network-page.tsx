// /schule/firmennetzwerk: the school's company network: open and accepted requests, and asking a
// business site nearby.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { sendNetworkMessage, useNearbySites, useSchoolNetwork } from '../api/network.ts';
import { NetworkRequestCard } from '../components/network-request-card.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { NetworkInvitationCard } from '../../../components/network-invitation-card.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function SchoolNetworkPage() {
  const { user } = useAuth();
  const schoolId = user?.school?.id;
  const network = useSchoolNetwork(schoolId);
  const nearby = useNearbySites(schoolId);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  usePageTitle('Firmennetzwerk');

  const known = new Set((network.data ?? []).map((r) => r.business_site.id));
  const options = (nearby.data ?? [])
    .filter((s) => !known.has(s.id))
    .map((s) => ({ value: String(s.id), label: `${s.business.name} – ${s.name}${s.city ? `, ${s.city}` : ''} (${s.distance.toLocaleString('de-DE')} km)` }));

  async function ask(e: FormEvent) {
    e.preventDefault();
    setSent(false);
    if (!siteId || !schoolId) return;
    if (await run(() => sendNetworkMessage(schoolId, Number(siteId), message, 'school'))) {
      setSiteId(null);
      setMessage('');
      setSent(true);
      await network.refetch();
    }
  }

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>Firmennetzwerk</Title>
        {user?.school ? <NetworkInvitationCard type="school" inviterKey={user.school.slug} /> : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="ask-title">
          <form onSubmit={ask} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h3" id="ask-title">
                Betrieb anfragen
              </Title>
              <ErrorNotice error={error} title="Fehler" />
              {sent ? (
                <Alert color="green" role="status">
                  Deine Anfrage ist verschickt.
                </Alert>
              ) : null}
              <Select
                label="Betrieb in der Nähe (30 km)"
                placeholder={options.length ? 'Bitte wählen' : 'Keine weiteren Betriebe in der Nähe'}
                data={options}
                value={siteId}
                onChange={setSiteId}
                searchable
                nothingFoundMessage="Nichts gefunden"
              />
              <Textarea label="Nachricht" autosize minRows={3} value={message} onChange={(e) => setMessage(e.currentTarget.value)} error={fields.message} />
              <Button type="submit" loading={pending} disabled={!siteId} w="fit-content">
                Anfrage senden
              </Button>
            </Stack>
          </form>
        </Paper>
        <section aria-labelledby="requests-title">
          <Title order={2} size="h3" id="requests-title" mb="sm">
            Anfragen und Partner
          </Title>
          {network.data?.length ? (
            <Stack gap="sm">
              {network.data.map((r) => (
                <NetworkRequestCard key={r.id} request={r} party="school" onChange={network.refetch} />
              ))}
            </Stack>
          ) : (
            <Text>Noch keine Anfragen.</Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
