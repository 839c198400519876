// While an admin acts as another user, a banner says so and ends it.
import { Group, Text } from '@mantine/core';
import { useAuth } from '../lib/auth.ts';
import { endImpersonation, isImpersonating } from '../lib/impersonation.ts';
import { AppButton } from './app-button.tsx';

export function ImpersonationBanner() {
  const { user } = useAuth();
  if (!isImpersonating() || !user) return null;
  return (
    <Group component="aside" aria-label="Angemeldet als anderer Nutzer" justify="center" gap="sm" p="xs" bg="yellow.2">
      <Text size="sm">
        Du bist als{' '}
        <strong>
          {user.firstname} {user.lastname}
        </strong>{' '}
        angemeldet.
      </Text>
      <AppButton design="black" size="small" onClick={() => void endImpersonation()}>
        Zurück zum Admin
      </AppButton>
    </Group>
  );
}
