// /admin/chat: a broadcast to every business, school and region user of a channel, counted first.
// Conversations themselves are read at /chat (admins read any conversation without marking it read).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Container, Group, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ZAdminBroadcastRequest } from '@oabat/domain/chat';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { broadcastToChannel } from '../api/broadcast-to-channel.ts';
import { RECORDING_BLOCK_CLASS } from '@oabat/domain/session-replay';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function AdminChatPage() {
  usePageTitle('Chat-Rundnachricht');
  const [channel, setChannel] = useState('oabat');
  const [body, setBody] = useState('');
  const [type, setType] = useState<'system' | 'regular'>('system');
  const [count, setCount] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const form = useFormSubmit();
  const pending = form.pending;

  async function run(send: boolean) {
    setResult(null);
    // Checked with the schema the API validates with, so its German messages show before anything is sent.
    const r = await form.runChecked(ZAdminBroadcastRequest, { channel: channel.trim(), body, type, send_messages: send }, broadcastToChannel);
    if (!r) return;
    if (send) {
      setResult(`An ${r.recipients} Empfänger gesendet.`);
      setBody('');
      setCount(null);
    } else setCount(r.recipients);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(true);
  };
  return (
    <Container size="sm" py="lg" className={RECORDING_BLOCK_CLASS}>
      <Title order={1} size="h2" mb="xs">
        Chat-Rundnachricht
      </Title>
      <Text mb="md">
        Die Nachricht geht an alle Nutzer der Betriebe, Schulen und Regionen eines Channels. Unterhaltungen liest du unter{' '}
        <Anchor component={Link} to="/chat">
          Nachrichten
        </Anchor>
        .
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Channel (Slug)"
            required
            value={channel}
            onChange={(e) => {
              setChannel(e.currentTarget.value);
              setCount(null);
              form.clearField('channel');
            }}
            error={form.fields.channel}
          />
          <Textarea
            label="Nachricht"
            required
            autosize
            minRows={4}
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              form.clearField('body');
            }}
            error={form.fields.body}
          />
          <Radio.Group label="Art der Nachricht" value={type} onChange={(v) => setType(v as 'system' | 'regular')}>
            <Group mt={4}>
              <Radio value="system" label="Systemnachricht" />
              <Radio value="regular" label="Normale Nachricht" />
            </Group>
          </Radio.Group>
          {!form.fields.channel && !form.fields.body ? <ErrorNotice error={form.error} /> : null}
          {count !== null ? (
            <Text role="status">
              {count} Empfänger im Channel „{channel}“.
            </Text>
          ) : null}
          {result ? (
            <Alert color="green" role="status">
              {result}
            </Alert>
          ) : null}
          <Group>
            <Button variant="default" onClick={() => void run(false)} loading={pending && count === null}>
              Empfänger zählen
            </Button>
            <Button type="submit" loading={pending} disabled={!body.trim()}>
              Senden
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
