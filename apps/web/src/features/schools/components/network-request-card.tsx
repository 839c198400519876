// One network request between a school and a business site: its messages, a reply, accepting.
import { useState, type FormEvent } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { NetworkParty, TNetworkRequest } from '@oabat/domain/schools';
import { sendNetworkMessage, setNetworkAccepted } from '../api/network.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { businessPath } from '../../../lib/paths.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Props {
  request: TNetworkRequest;
  party: NetworkParty;
  onChange: () => Promise<unknown>;
  headingOrder?: 2 | 3;
}

export function NetworkRequestCard({ request, party, onChange, headingOrder = 3 }: Props) {
  const [reply, setReply] = useState('');
  const { run, pending, error, fields } = useFormSubmit();
  const other = party === 'school' ? `${request.business_site.business.name} (${request.business_site.name})` : request.school.name;
  const canAccept = !request.accepted && request.created_by_type !== party;

  async function send(e: FormEvent) {
    e.preventDefault();
    if (await run(() => sendNetworkMessage(request.school.id, request.business_site.id, reply, party))) {
      setReply('');
      await onChange();
    }
  }
  async function accept(value: boolean) {
    if (await run(() => setNetworkAccepted(request.school.id, request.business_site.id, value))) await onChange();
  }
  const titleId = `network-${request.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={headingOrder} size="h4" id={titleId}>
            {party === 'school' ? (
              <Anchor component={Link} to={businessPath(request.business_site.business.slug)}>
                {other}
              </Anchor>
            ) : (
              other
            )}
          </Title>
          <Badge color={request.accepted ? 'green.9' : 'dark'} variant="outline">
            {request.accepted ? 'Im Netzwerk' : 'Anfrage offen'}
          </Badge>
        </Group>
        <ErrorNotice error={error} title="Fehler" />
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {request.messages.map((m) => (
            <li key={m.id}>
              <Text size="sm">
                <strong>
                  {m.sent_by_type === 'school' ? 'Schule' : 'Betrieb'}
                  {m.sender_name ? ` (${m.sender_name})` : ''}:
                </strong>{' '}
                {m.message}
              </Text>
            </li>
          ))}
        </Stack>
        {canAccept ? (
          <Button onClick={() => accept(true)} loading={pending} w="fit-content" color="green">
            Anfrage annehmen
          </Button>
        ) : null}
        <form onSubmit={send} noValidate>
          <Stack gap="xs">
            <Textarea
              label={`Nachricht an ${party === 'school' ? 'den Betrieb' : 'die Schule'}`}
              autosize
              minRows={2}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
              error={fields.message}
            />
            <Group>
              <Button type="submit" variant="light" loading={pending}>
                Senden
              </Button>
              {request.accepted ? (
                <Button variant="subtle" color="red" onClick={() => accept(false)} disabled={pending}>
                  Aus dem Netzwerk entfernen
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
