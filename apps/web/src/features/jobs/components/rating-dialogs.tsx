// Dialogs of the rating flow (02 §4 Rating): the login prompt after a guest's like (kept locally, replayed after
// login) and the first-like dialog of a trainee.
import { Link } from 'react-router';
import { Modal, Stack, Text } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';

export function LoginPrompt({ opened, onClose, redirect }: { opened: boolean; onClose: () => void; redirect: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Like merken" centered>
      <Stack gap="sm">
        <Text>Wir haben dir den Job gemerkt. Melde dich an, damit deine Likes in deinen Favoriten gespeichert bleiben.</Text>
        <AppButton component={Link} to={`/anmelden?redirect=${encodeURIComponent(redirect)}`}>
          Anmelden
        </AppButton>
        <AppButton component={Link} to="/registrierung" design="primary-flat">
          Kostenlos registrieren
        </AppButton>
      </Stack>
    </Modal>
  );
}

/** Shown after a trainee's first like ever (not during onboarding). */
export function FirstLikeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Dein erstes Like!" centered>
      <Stack gap="sm">
        <Text>Super! Alle Jobs, die dir gefallen, findest du in deinen Favoriten. Von dort kannst du dich direkt bewerben.</Text>
        <AppButton component={Link} to="/favoriten" onClick={onClose}>
          Zu meinen Favoriten
        </AppButton>
      </Stack>
    </Modal>
  );
}
