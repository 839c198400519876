import { Text } from '@mantine/core';
import { Section, StaticPage } from '../components/static-page.tsx';
import { Closing, TermsIntro } from '../components/terms.tsx';

export default function AgbMessePage() {
  return (
    <StaticPage title="Teilnahmebedingungen für Ausbildungsmessen" updated="November 2026">
      <TermsIntro audience="Betriebe, die an einer digitalen Ausbildungsmesse oder einem Livestream auf Oabat teilnehmen" />
      <Section title="§ 2 Teilnahme">
        <Text>
          Die Teilnahme wird mit der Bestätigung durch den Veranstalter verbindlich. Der Betrieb erhält einen Zeitslot im Livestream und eine Darstellung auf
          der Messeseite.
        </Text>
      </Section>
      <Section title="§ 3 Livestream und Chat">
        <Text>
          Der Betrieb stellt sicher, dass alle Personen im Bild der Übertragung zugestimmt haben. Im Livestream-Chat gelten die Regeln der Nutzungsbedingungen;
          Moderatorinnen und Moderatoren dürfen Nachrichten löschen und Teilnehmende sperren.
        </Text>
      </Section>
      <Section title="§ 4 Absage">
        <Text>
          Sagt der Betrieb bis 14 Tage vor der Messe ab, entstehen keine Kosten. Fällt die Messe aus Gründen aus, die der Veranstalter zu vertreten hat, werden
          bereits gezahlte Entgelte erstattet.
        </Text>
      </Section>
      <Closing />
    </StaticPage>
  );
}
