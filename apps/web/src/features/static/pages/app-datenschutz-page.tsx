import { Text } from '@mantine/core';
import { Section, StaticPage } from '../components/static-page.tsx';
import { PrivacyContent } from './datenschutz-page.tsx';

export default function AppDatenschutzPage() {
  return (
    <StaticPage title="Datenschutzerklärung der App" updated="November 2026">
      <PrivacyContent app />
      <Section title="8. Besonderheiten der App">
        <Text>
          Die App fragt nur mit deiner Erlaubnis nach deinem Standort, um Stellen in deiner Umgebung zu zeigen; der Standort wird nicht gespeichert. Für
          Push-Benachrichtigungen speichern wir eine Gerätekennung, die du in den Einstellungen deines Geräts jederzeit abschalten kannst.
        </Text>
      </Section>
    </StaticPage>
  );
}
