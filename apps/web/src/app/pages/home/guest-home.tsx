// The root home: for guests and trainees, the place search first, then what Oabat offers whom.
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@oabat/domain/accounts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ActionCards } from './action-cards.tsx';
import { PlaceSearch } from './place-search.tsx';
import { PlatformReviews } from '../../../features/reviews/components/platform-reviews.tsx';
import { UpcomingFairs } from '../../../features/fairs/components/upcoming-fairs.tsx';
import { ForYouSection } from '../../../features/recommendations/components/for-you-section.tsx';

export function GuestHome({ user }: { user: TUser | null }) {
  usePageTitle('Ausbildung, Praktikum und Jobs in deiner Nähe');
  return (
    <>
      <Box bg="oabat.8" c="white" py={48}>
        <Container size="md">
          <Stack gap="md">
            <Title order={1} c="white">
              {user ? `Hallo ${user.firstname}! ` : ''}Finde deine Ausbildung in der Nähe
            </Title>
            <Text size="lg" c="white">
              Ausbildungsplätze, Praktika und Jobs von Betrieben aus deiner Region – suche nach Ort und Umkreis.
            </Text>
            <Box bg="white" c="dark" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <PlaceSearch />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <ForYouSection user={user} />
          <UpcomingFairs />
          <Title order={2}>{user ? 'Dein nächster Schritt' : 'Für wen ist Oabat?'}</Title>
          <ActionCards
            cards={
              user
                ? [
                    { title: 'Meine Favoriten', text: 'Die Ausbildungsplätze und Praktika, die dir gefallen.', to: '/favoriten' },
                    { title: 'Nachrichten', text: 'Schreib Betrieben direkt und ohne Umwege.', to: '/chat' },
                    { title: 'Mein Profil', text: 'Je vollständiger dein Profil, desto besser passen die Vorschläge.', to: '/i/profile' },
                  ]
                : [
                    {
                      title: 'Für Schülerinnen und Schüler',
                      text: 'Finde Ausbildung und Praktikum in deiner Nähe, like Berufe und schreib Betrieben direkt.',
                      to: '/registrierung',
                    },
                    {
                      title: 'Für Betriebe',
                      text: 'Zeig deinen Betrieb, veröffentliche Ausbildungsplätze und finde Azubis aus der Region.',
                      to: '/arbeitgeber/registrierung',
                    },
                    {
                      title: 'Für Schulen und Regionen',
                      text: 'Vernetze deine Schule mit Betrieben und begleite die Berufsorientierung.',
                      to: '/schule/registrierung',
                    },
                  ]
            }
          />
          <PlatformReviews />
        </Stack>
      </Container>
    </>
  );
}
