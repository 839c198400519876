// Shared text blocks of the terms pages.
import { List, Text } from '@mantine/core';
import { Section, useSiteInfo } from './static-page.tsx';

export function TermsIntro({ audience }: { audience: string }) {
  const site = useSiteInfo();
  return (
    <Section title="§ 1 Geltungsbereich">
      <Text>
        Diese Bedingungen gelten für die Nutzung der Plattform Oabat durch {audience}. Anbieterin ist {site?.name ?? 'die im Impressum genannte Betreiberin'}.
      </Text>
    </Section>
  );
}

export function ConductRules() {
  return (
    <Section title="Regeln für alle">
      <List spacing={4}>
        <List.Item>Gib nur wahre Angaben über dich, deinen Betrieb oder deine Einrichtung an.</List.Item>
        <List.Item>Behandle andere respektvoll. Beleidigungen, Belästigung und Diskriminierung sind verboten.</List.Item>
        <List.Item>
          Veröffentliche keine Inhalte, an denen du keine Rechte hast, und keine Werbung, die nichts mit Ausbildung, Praktikum oder Beruf zu tun hat.
        </List.Item>
        <List.Item>Wir dürfen Inhalte entfernen und Konten sperren, die gegen diese Regeln oder gegen Gesetze verstoßen.</List.Item>
      </List>
    </Section>
  );
}

export function Closing() {
  return (
    <Section title="Schlussbestimmungen">
      <Text>
        Es gilt deutsches Recht. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam. Änderungen dieser Bedingungen kündigen wir mindestens vier
        Wochen vorher per E-Mail an.
      </Text>
    </Section>
  );
}
