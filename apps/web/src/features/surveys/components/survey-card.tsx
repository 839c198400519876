// The shell's survey card (spec 01 §2, §4): after the survey's delay a card asks its question; answering or
// "Nicht teilnehmen" stores the survey's name locally, so it is not shown again. One card at a time.
import { useEffect, useState } from 'react';
import { Affix, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { surveySeenKey } from '@oabat/domain/surveys';
import { AppButton } from '../../../components/app-button.tsx';
import { storage } from '../../../lib/storage.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { answerSurvey, useOpenSurveys } from '../api/surveys.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function SurveyCard() {
  const surveys = useOpenSurveys();
  const [seen, setSeen] = useState<Set<string>>(() => new Set());
  const [due, setDue] = useState<number | null>(null);
  const [thanks, setThanks] = useState(false);
  const { run, pending, error } = useFormSubmit();
  const next = (surveys.data ?? []).find((s) => !seen.has(s.name) && storage.get<boolean>(surveySeenKey(s.name)) !== true);

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => setDue(next.id), next.delay_seconds * 1000);
    return () => clearTimeout(timer);
  }, [next]);

  function done(name: string) {
    storage.set(surveySeenKey(name), true);
    setSeen((s) => new Set(s).add(name));
    setDue(null);
  }
  if (thanks)
    return (
      <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
        <Paper shadow="md" p="md" withBorder maw={360} role="status">
          <Group justify="space-between" wrap="nowrap">
            <Text>Danke für deine Antwort!</Text>
            <CloseButton aria-label="Schließen" onClick={() => setThanks(false)} />
          </Group>
        </Paper>
      </Affix>
    );
  if (!next || due !== next.id) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
      <Paper shadow="md" p="md" withBorder maw={360} component="section" aria-label="Umfrage">
        <Stack gap="sm">
          <Text fw={700}>{next.question}</Text>
          <ErrorNotice error={error} />
          <Group gap="xs">
            {next.answers.map((a, i) => (
              <AppButton
                key={a}
                size="small"
                design="primary-flat"
                disabled={pending}
                onClick={async () => {
                  const ok = await run(async () => {
                    await answerSurvey(next.id, i);
                    return true;
                  });
                  if (!ok) return;
                  done(next.name);
                  setThanks(true);
                }}
              >
                {a}
              </AppButton>
            ))}
          </Group>
          <AppButton size="tiny" design="primary-frameless" w="fit-content" onClick={() => done(next.name)}>
            Nicht teilnehmen
          </AppButton>
        </Stack>
      </Paper>
    </Affix>
  );
}
