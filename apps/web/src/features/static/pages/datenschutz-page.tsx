import { List, Text } from '@mantine/core';
import { OperatorBlock, Section, StaticPage, useSiteInfo } from '../components/static-page.tsx';

export function PrivacyContent({ app = false }: { app?: boolean }) {
  const site = useSiteInfo();
  return (
    <>
      <Text>
        Wir nehmen den Schutz deiner Daten ernst. Hier erklären wir, welche Daten wir {app ? 'in der App ' : ''}verarbeiten, wozu und welche Rechte du hast.
      </Text>
      <Section title="1. Verantwortlicher">
        <OperatorBlock />
      </Section>
      <Section title="2. Welche Daten wir verarbeiten">
        <List spacing={4}>
          <List.Item>Kontodaten: Name, E-Mail-Adresse oder Handynummer, Geburtsdatum, Passwort (nur als sicherer Hash gespeichert).</List.Item>
          <List.Item>Profildaten, die du selbst einträgst: Wohnort, Schulabschluss, Interessen, Profilbild, Dokumente.</List.Item>
          <List.Item>
            Nutzungsdaten: Bewertungen und Likes von Stellen, Bewerbungen (Interessensbekundungen) mit Nachricht und Dateien, Chatnachrichten.
          </List.Item>
          <List.Item>
            Technische Daten: IP-Adresse und Zeitpunkt von Anfragen (zur Sicherheit, höchstens 14 Tage), bei Einwilligung anonyme Reichweitenmessung
            (aufgerufene Seiten, Bildschirmgröße, Kampagnenparameter).
          </List.Item>
        </List>
      </Section>
      <Section title="3. Zwecke und Rechtsgrundlagen">
        <Text>
          Wir verarbeiten deine Daten, um dir die Plattform bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO), um sie sicher zu betreiben, etwa gegen Missbrauch von
          Anmeldungen (Art. 6 Abs. 1 lit. f DSGVO), und für Reichweitenmessung und Newsletter nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du
          jederzeit widerrufen kannst.
        </Text>
      </Section>
      <Section title="4. Wer deine Daten sieht">
        <Text>
          Dein Profil ist nicht öffentlich. Ein Betrieb sieht deine Daten nur, wenn du dich bei ihm bewirbst oder ihm schreibst, und dann nur das, was du
          mitschickst. Daten von Minderjährigen werden nie öffentlich angezeigt. E-Mails und SMS versenden wir über beauftragte Dienstleister im Rahmen einer
          Auftragsverarbeitung.
        </Text>
      </Section>
      <Section title="5. Cookies und lokale Speicherung">
        <Text>
          Notwendig sind die Anmeldung (Token im lokalen Speicher deines Browsers, 30 Tage) und deine Cookie-Auswahl. Statistik- und Marketingfunktionen laufen
          erst nach deiner Einwilligung; du kannst sie über „Cookie-Einstellungen“ im Seitenfuß jederzeit ändern. Damit wir deine Einwilligung nachweisen können
          (Art. 7 Abs. 1 DSGVO), speichern wir jede Auswahl mit der Version des Hinweistexts und der Uhrzeit: bei Anmeldung mit deinem Konto, sonst nur mit
          einer zufälligen Kennung aus deinem Browser, ohne IP-Adresse.
        </Text>
      </Section>
      <Section title="6. Speicherdauer">
        <Text>
          Wir speichern deine Daten, solange dein Konto besteht. Nach einer Löschanfrage löschen wir sie innerhalb von 30 Tagen, soweit keine gesetzlichen
          Aufbewahrungspflichten bestehen.
        </Text>
      </Section>
      <Section title="7. Deine Rechte">
        <Text>
          Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei
          einer Datenschutz-Aufsichtsbehörde, zum Beispiel dem Bayerischen Landesamt für Datenschutzaufsicht. Schreib uns an{' '}
          {site?.email ?? 'unsere E-Mail-Adresse'}.
        </Text>
      </Section>
    </>
  );
}

export default function DatenschutzPage() {
  return (
    <StaticPage title="Datenschutzerklärung" updated="November 2026">
      <PrivacyContent />
    </StaticPage>
  );
}
