// /betrieb/antworten: the business's open interests with the days left until its response deadline, the three
// answer templates (invite to talk, invite to trial work, polite no: two clicks), and the deadline setting.
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Container, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ANSWER_TEMPLATE_LABELS,
  ANSWER_TEMPLATES,
  RESPONSE_DEADLINE_MAX_DAYS,
  RESPONSE_DEADLINE_MIN_DAYS,
  ZResponseDeadlineInput,
} from '@oabat/domain/answers';
import type { TOpenInterest } from '@oabat/domain/answers';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { normaliseError } from '../../../lib/api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { answerInterest, OPEN_INTERESTS_KEY, setResponseDeadline, useOpenInterests, useResponseDeadline } from '../api/answers.ts';
import { RECORDING_BLOCK_CLASS } from '@oabat/domain/session-replay';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function OpenInterestsPage() {
  usePageTitle('Bewerbungen beantworten');
  const open = useOpenInterests();
  return (
    <Container size="md" py="md" className={RECORDING_BLOCK_CLASS}>
      <Stack gap="md">
        <Title order={1}>Bewerbungen beantworten</Title>
        <Text>Jede Bewerbung bekommt eine Antwort bis zur Frist. Mit den Vorlagen geht das mit zwei Klicks; die Nachricht erscheint im Chat.</Text>
        <DeadlineSetting />
        {open.isError ? <ErrorNotice error={open.error} /> : null}
        {open.data?.length === 0 ? <Text>Keine offenen Bewerbungen – alles beantwortet.</Text> : null}
        {open.data?.map((i) => (
          <OpenInterest key={i.id} interest={i} />
        ))}
      </Stack>
    </Container>
  );
}

function DeadlineSetting() {
  const days = useResponseDeadline();
  const [value, setValue] = useState<number | string>('');
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit();
  if (days.data == null) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          void form
            .runChecked(ZResponseDeadlineInput, { days: value === '' ? days.data : Number(value) }, (v) => setResponseDeadline(v.days))
            .then((r) => {
              if (r !== undefined) setSaved(true);
            });
        }}
      >
        <Group align="end">
          <NumberInput
            label={`Antwortfrist in Tagen (${RESPONSE_DEADLINE_MIN_DAYS} bis ${RESPONSE_DEADLINE_MAX_DAYS})`}
            value={value === '' ? days.data : value}
            onChange={setValue}
            min={RESPONSE_DEADLINE_MIN_DAYS}
            max={RESPONSE_DEADLINE_MAX_DAYS}
            error={form.fields.days}
          />
          <AppButton type="submit" design="primary-flat" loading={form.pending}>
            Frist speichern
          </AppButton>
        </Group>
        {saved ? (
          <Text role="status" mt="xs">
            Gespeichert. Die Frist gilt für neue Bewerbungen.
          </Text>
        ) : null}
        <ErrorNotice error={form.error} />
      </form>
    </Paper>
  );
}

function OpenInterest({ interest: i }: { interest: TOpenInterest }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  async function send(template: (typeof ANSWER_TEMPLATES)[number]) {
    setBusy(true);
    setError(null);
    try {
      // The answered interest stays on screen with its link to the chat; the list drops it on the next visit.
      setDone((await answerInterest(i.id, template)).conversation_id);
      void qc.invalidateQueries({ queryKey: OPEN_INTERESTS_KEY, refetchType: 'none' });
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    // An article, not a named section: a named section is a landmark, and two pupils of one first name made two landmarks
    // of one name (axe: landmark-unique).
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Bewerbung von ${i.trainee.firstname ?? 'Bewerber:in'} – ${i.job.name}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {i.trainee.firstname ?? 'Bewerber:in'} – {i.job.name}
          </Title>
          <Badge color={i.days_left <= 1 ? 'red' : i.days_left <= 3 ? 'orange' : 'gray'} size="lg">
            {i.days_left === 1 ? 'noch 1 Tag' : `noch ${i.days_left} Tage`}
          </Badge>
        </Group>
        {done ? (
          <Text role="status">
            Antwort gesendet.{' '}
            <Anchor component={Link} to={`/chat?conversation=${done}`}>
              Zum Chat
            </Anchor>
          </Text>
        ) : (
          <Group gap="xs">
            {ANSWER_TEMPLATES.map((t) => (
              <AppButton key={t} size="small" design={t === 'decline' ? 'flat' : 'primary-flat'} loading={busy} onClick={() => void send(t)}>
                {ANSWER_TEMPLATE_LABELS[t]}
              </AppButton>
            ))}
          </Group>
        )}
        <ErrorNotice error={error} />
      </Stack>
    </Paper>
  );
}
