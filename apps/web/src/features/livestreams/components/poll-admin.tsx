// Poll management for the admin and businesses with admin_livestream_polls: create a poll with its answers,
// activate or stop it, add an answer (a viewer's proposal, too), delete it; results shown live.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { ZPollInput, percentOf, type TPoll } from '@oabat/domain/livestream-polls';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { normaliseError } from '../../../lib/api.ts';
import { addOption, createPoll, deletePoll, updatePoll } from '../api/livestreams.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function PollAdmin({ streamId, polls, onChanged }: { streamId: number; polls: TPoll[]; onChanged: () => void }) {
  const [question, setQuestion] = useState('');
  const [answers, setAnswers] = useState('');
  const [proposals, setProposals] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const form = useFormSubmit();
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const values = {
      livestream_id: streamId,
      question,
      options: answers
        .split('\n')
        .map((x) => x.trim())
        .filter(Boolean),
      is_active: false,
      allow_proposals: proposals,
    };
    if (await form.runChecked(ZPollInput, values, (v) => createPoll(v))) {
      setQuestion('');
      setAnswers('');
      onChanged();
    }
  };
  const act = (fn: () => Promise<unknown>) =>
    fn()
      .then(onChanged)
      .catch((err: unknown) => setError(normaliseError(err).message));
  return (
    <Stack gap="md" component="section" aria-labelledby="poll-admin-title">
      <Text component="h2" id="poll-admin-title" fw={700} size="lg">
        Umfragen verwalten
      </Text>
      {error ? (
        <ErrorNotice withCloseButton onClose={() => setError(null)} closeButtonLabel="Schließen">
          {error}
        </ErrorNotice>
      ) : null}
      {polls.map((p) => (
        <Stack key={p.id} gap={4} role="group" aria-label={`Umfrage: ${p.question}`}>
          <Text fw={600}>
            {p.question} {p.is_active ? '(aktiv)' : '(nicht aktiv)'}
          </Text>
          {p.options.map((o) => (
            <Text key={o.id} size="sm">
              {o.text}: {o.votes} ({percentOf(o.votes, p.total_votes)} %)
            </Text>
          ))}
          {(p.proposals ?? []).map((x) => (
            <Group key={x.id} gap="xs">
              <Text size="sm">Vorschlag: {x.text}</Text>
              <Button size="compact-xs" variant="light" onClick={() => void act(() => addOption(p.id, x.text))}>
                Als Antwort übernehmen
              </Button>
            </Group>
          ))}
          <Group gap="xs">
            <Button size="compact-sm" onClick={() => void act(() => updatePoll(p.id, { is_active: !p.is_active }))}>
              {p.is_active ? 'Umfrage beenden' : 'Umfrage starten'}
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => void act(() => deletePoll(p.id))}>
              Umfrage löschen
            </Button>
          </Group>
        </Stack>
      ))}
      <form onSubmit={(e) => void create(e)} noValidate>
        <Stack gap="xs">
          <ErrorNotice error={form.error} />
          <TextInput label="Frage" value={question} onChange={(e) => setQuestion(e.currentTarget.value)} error={form.fields.question} />
          <Textarea label="Antworten (eine pro Zeile)" value={answers} onChange={(e) => setAnswers(e.currentTarget.value)} autosize minRows={3} />
          <Checkbox label="Zuschauer dürfen Antworten vorschlagen" checked={proposals} onChange={(e) => setProposals(e.currentTarget.checked)} />
          <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
            Umfrage anlegen
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
