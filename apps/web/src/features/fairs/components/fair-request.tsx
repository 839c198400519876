// A business on a fair's page (issue #36): asks to take part, or, taking part, proposes a livestream slot; sees the
// state of its requests for this fair. The admin accepts or declines on /admin/messen.
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { berlinWallTimeToIso } from '@oabat/domain/event-time';
import { FAIR_REQUEST_STATUS_LABEL, ZJobFairRequestInput, type TJobFair } from '@oabat/domain/fairs';
import { formatSlotTime } from '@oabat/domain/livestreams';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { fairRequestsKey, requestFair, useBusinessFairRequests } from '../api/fairs.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function FairRequest({ fair }: { fair: TJobFair }) {
  const { user } = useAuth();
  const business = user?.business ?? null;
  const requests = useBusinessFairRequests(business?.slug ?? null);
  const qc = useQueryClient();
  const form = useFormSubmit();
  const [message, setMessage] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sent, setSent] = useState(false);
  if (!business) return null;
  const participating = fair.businesses.some((b) => b.id === business.id) || fair.businesses_unpublished.some((b) => b.id === business.id);
  const mine = (requests.data ?? []).filter((r) => r.fair.id === fair.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    const values = {
      business_id: business.id,
      message,
      slot_start: from ? (berlinWallTimeToIso(from) ?? from) : null,
      slot_end: to ? (berlinWallTimeToIso(to) ?? to) : null,
    };
    const saved = await form.runChecked(ZJobFairRequestInput, values, (body) => requestFair(fair.id, body));
    if (saved) {
      setSent(true);
      setMessage('');
      setFrom('');
      setTo('');
      await qc.invalidateQueries({ queryKey: fairRequestsKey });
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="fair-request-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="fair-request-title">
          {participating ? 'Zeitfenster im Livestream vorschlagen' : 'Als Aussteller anmelden'}
        </Title>
        {mine.length ? (
          <Stack gap={4} aria-label="Deine Anfragen">
            {mine.map((r) => (
              <Group key={r.id} gap="xs">
                <Badge color={r.status === 'accepted' ? 'green' : r.status === 'declined' ? 'red' : 'blue'} variant="light">
                  {FAIR_REQUEST_STATUS_LABEL[r.status]}
                </Badge>
                <Text size="sm">
                  {r.slot_start && r.slot_end ? `Zeitfenster ${formatSlotTime(r.slot_start, r.slot_end)}` : 'Teilnahme'}
                  {r.message ? ` · ${r.message}` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        {sent ? (
          <Alert color="green" role="status">
            Deine Anfrage ist bei der Redaktion. Du siehst hier, sobald sie angenommen oder abgelehnt ist.
          </Alert>
        ) : null}
        <ErrorNotice error={form.error} />
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="xs">
            <Textarea
              label="Nachricht an die Redaktion (optional)"
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={form.fields.message}
              autosize
            />
            <Group grow align="flex-start">
              <TextInput
                type="datetime-local"
                label="Zeitfenster ab (optional)"
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
                error={form.fields.slot_start}
              />
              <TextInput type="datetime-local" label="Zeitfenster bis" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={form.fields.slot_end} />
            </Group>
            <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
              {participating ? 'Zeitfenster vorschlagen' : 'Teilnahme anfragen'}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
