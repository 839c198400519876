import { Text } from '@mantine/core';
import { Section, StaticPage } from '../components/static-page.tsx';
import { Closing, ConductRules, TermsIntro } from '../components/terms.tsx';

export default function AgbPage() {
  return (
    <StaticPage title="Allgemeine Geschäftsbedingungen für Betriebe" updated="November 2026">
      <TermsIntro audience="Unternehmer im Sinne des § 14 BGB (Betriebe)" />
      <Section title="§ 2 Leistungen">
        <Text>
          Betriebe erhalten ein Unternehmensprofil und können Ausbildungsstellen, Praktika und Jobs veröffentlichen. Zusätzliche Produkte (zum Beispiel Premium,
          Mail2Chat, API-Anbindung) werden im Store mit Preis und Laufzeit angeboten und erst mit der Bestellung kostenpflichtig.
        </Text>
      </Section>
      <Section title="§ 3 Stellenanzeigen">
        <Text>
          Der Betrieb ist für die Inhalte seiner Anzeigen verantwortlich, insbesondere für die Einhaltung des Allgemeinen Gleichbehandlungsgesetzes und des
          Jugendarbeitsschutzgesetzes. Anzeigen können vor der Veröffentlichung geprüft und abgelehnt werden.
        </Text>
      </Section>
      <Section title="§ 4 Laufzeit und Kündigung">
        <Text>
          Kostenpflichtige Produkte laufen für den bei der Bestellung genannten Zeitraum und verlängern sich nur, wenn dies bei der Bestellung ausdrücklich
          vereinbart wurde. Die Kündigung ist in Textform möglich.
        </Text>
      </Section>
      <Section title="§ 5 Daten von Bewerberinnen und Bewerbern">
        <Text>
          Daten aus Bewerbungen und Chats verwendet der Betrieb ausschließlich für das jeweilige Auswahlverfahren und löscht sie, wenn sie dafür nicht mehr
          benötigt werden.
        </Text>
      </Section>
      <ConductRules />
      <Closing />
    </StaticPage>
  );
}
