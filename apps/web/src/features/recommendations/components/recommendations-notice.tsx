// Why there is no "Für dich" list (consent missing, switched off, onboarding incomplete) and where to change it.
import { Link } from 'react-router';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TRecommendations } from '@oabat/domain/recommendations';
import { AppButton } from '../../../components/app-button.tsx';

const TITLES: Record<Exclude<TRecommendations['state'], 'ok'>, string> = {
  consent_missing: 'Dafür brauchst du das Einverständnis deiner Eltern',
  not_allowed: 'Jobempfehlungen sind ausgeschaltet',
  onboarding_incomplete: 'Erzähl uns noch etwas über dich',
};
const ACTIONS: Record<Exclude<TRecommendations['state'], 'ok'>, string> = {
  consent_missing: 'Zu den Einstellungen',
  not_allowed: 'Jobempfehlungen einschalten',
  onboarding_incomplete: 'Profil ergänzen',
};

export function RecommendationsNotice({ data }: { data: TRecommendations }) {
  if (data.state === 'ok') return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={TITLES[data.state]} data-testid="recommendations-notice">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {TITLES[data.state]}
        </Title>
        <Text>{data.message}</Text>
        {data.missing.length ? (
          <List size="sm">
            {data.missing.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        ) : null}
        {data.action_url ? (
          <AppButton component={Link} to={data.action_url} w="fit-content">
            {ACTIONS[data.state]}
          </AppButton>
        ) : null}
      </Stack>
    </Paper>
  );
}
