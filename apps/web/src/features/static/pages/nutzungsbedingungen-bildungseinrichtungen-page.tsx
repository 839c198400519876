import { Text } from '@mantine/core';
import { Section, StaticPage } from '../components/static-page.tsx';
import { Closing, ConductRules, TermsIntro } from '../components/terms.tsx';

export default function NutzungsbedingungenBildungseinrichtungenPage() {
  return (
    <StaticPage title="Nutzungsbedingungen für Bildungseinrichtungen" updated="November 2026">
      <TermsIntro audience="Schulen und andere Bildungseinrichtungen" />
      <Section title="§ 2 Zugang">
        <Text>
          Bildungseinrichtungen nutzen Oabat kostenlos. Den Zugang richten wir nach einer Anfrage gemeinsam ein. Die Einrichtung benennt die Lehrkräfte, die das
          Schulprofil, das Schwarze Brett und das Firmennetzwerk pflegen.
        </Text>
      </Section>
      <Section title="§ 3 Schülerinnen und Schüler">
        <Text>
          Einladungslinks und QR-Codes dürfen nur an die eigenen Schülerinnen und Schüler weitergegeben werden. Die Einrichtung sieht keine privaten Nachrichten
          und keine Bewerbungen ihrer Schülerinnen und Schüler.
        </Text>
      </Section>
      <Section title="§ 4 Firmennetzwerk">
        <Text>
          Netzwerkanfragen an Betriebe dienen der Berufsorientierung (Praktika, Betriebsbesuche, Vorträge). Eine Weitergabe von Kontaktdaten der Betriebe an
          Dritte ist nicht erlaubt.
        </Text>
      </Section>
      <ConductRules />
      <Closing />
    </StaticPage>
  );
}
