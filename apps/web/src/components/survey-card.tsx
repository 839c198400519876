// Survey card (spec 01 §2): appears once per survey name after a delay (120 s by default), never for
// admins or guests; answering or closing stores the name so it does not come back.
import { useEffect, useState } from 'react';
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SURVEY_DEFAULT_DELAY_S } from '@oabat/domain/constants';
import { isAdmin } from '@oabat/domain/rights';
import { useAuth } from '../lib/auth.ts';
import { storage } from '../lib/storage.ts';
import { isImpersonating } from '../lib/impersonation.ts';
import { AppButton } from './app-button.tsx';

const doneKey = (name: string) => `survey.${name}`;

export function SurveyCard({
  name,
  question,
  answerPath,
  delaySeconds = SURVEY_DEFAULT_DELAY_S,
}: {
  name: string;
  question: string;
  answerPath: string;
  delaySeconds?: number;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const eligible = !!user && !isAdmin(user) && !isImpersonating() && !storage.get<boolean>(doneKey(name));

  useEffect(() => {
    if (!eligible) return;
    const t = setTimeout(() => setVisible(true), delaySeconds * 1000);
    return () => clearTimeout(t);
  }, [eligible, delaySeconds]);

  if (!visible || !eligible) return null;
  const finish = () => {
    storage.set(doneKey(name), true);
    setVisible(false);
  };
  return (
    <Paper role="complementary" aria-label="Umfrage" shadow="lg" withBorder p="md" pos="fixed" bottom={12} right={12} maw={360} style={{ zIndex: 300 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{question}</Text>
          <CloseButton aria-label="Umfrage schließen" onClick={finish} />
        </Group>
        <AppButton
          onClick={() => {
            finish();
            navigate(answerPath);
          }}
        >
          Jetzt mitmachen
        </AppButton>
      </Stack>
    </Paper>
  );
}
