import { Text } from '@mantine/core';
import { Section, StaticPage } from '../components/static-page.tsx';
import { Closing, TermsIntro } from '../components/terms.tsx';

export default function AgbMessePage() {
  return (
    <StaticPage title="Teilnahmebedingungen für Ausbildungsmessen" updated="November 2026">
      <TermsIntro audience="Betriebe, die an einer digitalen Ausbildungsmesse oder einem Livestream auf Oabat teilnehmen" />
      <Section title="§ 2 Teilnahme">
        <Text>
          Die Teilnahme wird mit der Bestätigung durch den Veranstalter verbindlich. Der Betrieb erscheint dann als Aussteller auf der Messeseite; seine
          veröffentlichten Ausbildungsplätze, Praktika, Jobs und Neuigkeiten werden dort gezeigt, solange die Messe nicht vorbei ist. Betriebe ohne öffentliches
          Profil nehmen teil, werden aber nicht öffentlich als Aussteller genannt.
        </Text>
      </Section>
      <Section title="§ 3 Livestream und Aufzeichnung">
        <Text>
          Der Betrieb erhält einen Zeitslot im Livestream. Der Livestream kann aufgezeichnet und nach der Messe als Aufzeichnung gezeigt werden. Der Betrieb
          stellt sicher, dass alle Personen im Bild der Übertragung und der Aufzeichnung zugestimmt haben und dass er die Rechte an gezeigten Inhalten (Musik,
          Bilder, Videos) hat.
        </Text>
      </Section>
      <Section title="§ 4 Regeln im Chat">
        <Text>
          Im Messe-Chat gelten die Nutzungsbedingungen: respektvoller Umgang, keine Beleidigungen, keine Werbung für Dritte, keine Weitergabe persönlicher Daten
          von Schülerinnen und Schülern. Moderatorinnen und Moderatoren dürfen Nachrichten löschen und Teilnehmende sperren. Fragen von Schülerinnen und
          Schülern beantwortet der Betrieb sachlich und ohne Druck.
        </Text>
      </Section>
      <Section title="§ 5 Daten">
        <Text>
          Während der Messe sieht der Betrieb unter „Profilbesucher“, wie oft sein Profil aufgerufen und wie oft auf Kontakt, Webseite oder Telefonnummer
          geklickt wurde, und wie viele verschiedene Personen es besucht haben. Namen oder Kontaktdaten der Besucherinnen und Besucher erhält er dadurch nicht;
          Kontakt entsteht nur, wenn eine Schülerin oder ein Schüler selbst schreibt oder sich bewirbt.
        </Text>
      </Section>
      <Section title="§ 6 Absage">
        <Text>
          Sagt der Betrieb bis 14 Tage vor der Messe ab, entstehen keine Kosten. Fällt die Messe aus Gründen aus, die der Veranstalter zu vertreten hat, werden
          bereits gezahlte Entgelte erstattet.
        </Text>
      </Section>
      <Closing />
    </StaticPage>
  );
}
