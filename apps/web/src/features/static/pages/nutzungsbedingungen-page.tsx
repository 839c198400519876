import { Text } from '@mantine/core';
import { Section, StaticPage } from '../components/static-page.tsx';
import { Closing, ConductRules, TermsIntro } from '../components/terms.tsx';

export default function NutzungsbedingungenPage() {
  return (
    <StaticPage title="Nutzungsbedingungen" updated="November 2026">
      <TermsIntro audience="Schülerinnen, Schüler, Auszubildende und alle, die eine Ausbildung, ein Praktikum oder einen Job suchen" />
      <Section title="§ 2 Konto">
        <Text>
          Die Nutzung ist kostenlos. Für ein Konto musst du mindestens 13 Jahre alt sein. Dein Passwort hältst du geheim. Du kannst dein Konto jederzeit in den
          Einstellungen löschen lassen.
        </Text>
      </Section>
      <Section title="§ 3 Bewerbungen und Chat">
        <Text>
          Wenn du Interesse an einer Stelle bekundest oder einem Betrieb schreibst, erhält der Betrieb deine Nachricht, deinen Namen und die Dateien, die du
          mitschickst. Ob ein Ausbildungs- oder Praktikumsvertrag zustande kommt, entscheidet ihr direkt; Oabat ist nicht Vertragspartei.
        </Text>
      </Section>
      <ConductRules />
      <Closing />
    </StaticPage>
  );
}
