import { Anchor, Text } from '@mantine/core';
import { OperatorBlock, Section, StaticPage, useSiteInfo } from '../components/static-page.tsx';

export default function ImpressumPage() {
  const site = useSiteInfo();
  return (
    <StaticPage title="Impressum">
      <Section title="Angaben gemäß § 5 DDG">
        <OperatorBlock />
      </Section>
      <Section title="Vertreten durch">
        <Text>{site?.representative ?? '…'}</Text>
      </Section>
      <Section title="Registereintrag">
        <Text>{site?.register ?? '…'}</Text>
      </Section>
      <Section title="Umsatzsteuer-ID">
        <Text>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {site?.vat_id ?? '…'}</Text>
      </Section>
      <Section title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <Text>{site?.representative ?? '…'}, Anschrift wie oben.</Text>
      </Section>
      <Section title="Verbraucherstreitbeilegung">
        <Text>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</Text>
      </Section>
      <Section title="Haftung für Inhalte">
        <Text>
          Stellenanzeigen, Profile und Beiträge werden von Betrieben, Schulen und Regionen selbst veröffentlicht. Für deren Inhalte sind die jeweiligen Anbieter
          verantwortlich. Wenn du auf einen Rechtsverstoß stößt, schreib uns bitte; wir entfernen rechtswidrige Inhalte unverzüglich.
        </Text>
      </Section>
      <Section title="Datenquellen">
        {/* The attribution each source's licence asks for (data/reference/README.md). */}
        <Text>
          Ortsdaten:{' '}
          <Anchor href="https://www.geonames.org" target="_blank" rel="noopener noreferrer">
            GeoNames
          </Anchor>
          ,{' '}
          <Anchor href="https://creativecommons.org/licenses/by/4.0/deed.de" target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </Anchor>
          . Postleitzahlen für Deutschland, Stand 5. August 2025, von uns auf Postleitzahl, Ort, Kreis, Bundesland und Koordinaten gekürzt.
        </Text>
        <Text>
          Berufsdaten: Bundesagentur für Arbeit (KldB 2010, Berufe): Klassifikation der Berufe 2010, Fassung 2020 (Stand 3. Februar 2025), und die
          Ausbildungsberufe der Berufe-Stammdaten (Stand 2024). Quelle: Bundesagentur für Arbeit.
        </Text>
        <Text>Kartendaten: © OpenStreetMap-Mitwirkende.</Text>
      </Section>
    </StaticPage>
  );
}
