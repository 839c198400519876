// Polls on the stream page: active polls first; a vote once per person (account_only_vote asks guests to log
// in); results live for everybody after voting; proposals when the poll allows them.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { percentOf, type TPoll } from '@oabat/domain/livestream-polls';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { propose, vote } from '../api/livestreams.ts';
import { plural } from '@oabat/domain/plural';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function LivestreamPolls({ polls, accountOnly, onPoll }: { polls: TPoll[]; accountOnly: boolean; onPoll: (p: TPoll) => void }) {
  const active = polls.filter((p) => p.is_active || p.total_votes > 0);
  if (!active.length) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="livestream-polls-title">
      <Text component="h2" id="livestream-polls-title" fw={700} size="lg">
        Umfragen
      </Text>
      {active.map((p) => (
        <Poll key={p.id} poll={p} accountOnly={accountOnly} onPoll={onPoll} />
      ))}
    </Stack>
  );
}

function Poll({ poll, accountOnly, onPoll }: { poll: TPoll; accountOnly: boolean; onPoll: (p: TPoll) => void }) {
  const { loggedIn } = useAuth();
  const { pathname } = useLocation();
  // A refused vote or proposal says why (a closed poll, a limit); a proposal's text is marked at its field.
  const form = useFormSubmit();
  const [idea, setIdea] = useState('');
  const [proposed, setProposed] = useState(false);
  const voted = poll.my_option_id !== null;
  const showResults = voted || !poll.is_active;
  const cast = async (optionId: number) => {
    const next = await form.run(() => vote(poll, optionId));
    if (next) onPoll(next);
  };
  return (
    <Stack gap={6} role="group" aria-label={`Umfrage: ${poll.question}`}>
      <Text fw={600}>{poll.question}</Text>
      <ErrorNotice error={form.error} />
      {accountOnly && !loggedIn && !showResults ? (
        <Text size="sm">
          Zum Abstimmen bitte{' '}
          <Anchor component={Link} to={`/anmelden?redirect=${encodeURIComponent(pathname)}`}>
            anmelden
          </Anchor>
          .
        </Text>
      ) : null}
      {showResults ? (
        <ul aria-label="Ergebnis" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {poll.options.map((o) => (
            <li key={o.id} style={{ marginBottom: 6 }}>
              <Text size="sm">
                {o.text}: {percentOf(o.votes, poll.total_votes)} % ({plural(o.votes, 'Stimme', 'Stimmen')}){o.id === poll.my_option_id ? ' – deine Wahl' : ''}
              </Text>
              <Progress value={percentOf(o.votes, poll.total_votes)} aria-hidden />
            </li>
          ))}
        </ul>
      ) : (
        <Group gap="xs">
          {poll.options.map((o) => (
            <Button key={o.id} variant="light" disabled={accountOnly && !loggedIn} onClick={() => void cast(o.id)}>
              {o.text}
            </Button>
          ))}
        </Group>
      )}
      {showResults ? <Text size="xs">{plural(poll.total_votes, 'Stimme', 'Stimmen')} insgesamt</Text> : null}
      {poll.allow_proposals && poll.is_active && !proposed ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void form
              .run(() => propose(poll, idea).then(() => true))
              .then((done) => {
                if (done) setProposed(true);
              });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label="Eigene Antwort vorschlagen"
              value={idea}
              onChange={(e) => {
                setIdea(e.currentTarget.value);
                form.clearField('text');
              }}
              error={form.fields.text}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" disabled={!idea.trim()} loading={form.pending}>
              Vorschlagen
            </Button>
          </Group>
        </form>
      ) : null}
      {proposed ? <Text size="sm">Danke für deinen Vorschlag!</Text> : null}
    </Stack>
  );
}
