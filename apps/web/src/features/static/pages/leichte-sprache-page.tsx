// Oabat explained in Leichte Sprache (issue #19), as public authorities' sites have: short sentences, one idea per
// line, hard words explained where they first appear, compound words split with a hyphen, large type.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Section, StaticPage } from '../components/static-page.tsx';

/** One sentence a line, so each idea stands on its own. */
function Lines({ lines }: { lines: string[] }) {
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <Text key={line} size="lg">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** A hard word and what it means. */
function Word({ word, meaning }: { word: string; meaning: string[] }) {
  return (
    <Stack gap={4} p="sm" bg="gray.0" style={{ borderLeft: '4px solid var(--mantine-color-gray-5)' }}>
      <Text size="lg" fw={700}>
        Das Wort {word}
      </Text>
      <Lines lines={meaning} />
    </Stack>
  );
}

export default function LeichteSprachePage() {
  return (
    <StaticPage title="Oabat in Leichter Sprache">
      <Lines lines={['Hier erklären wir Oabat in Leichter Sprache.', 'Leichte Sprache ist Sprache, die man gut verstehen kann.']} />

      <Section title="Was ist Oabat?">
        <Lines
          lines={[
            'Oabat ist eine Internet-Seite.',
            'Auf Oabat findest du Arbeit für junge Menschen.',
            'Die Arbeit ist in deiner Nähe.',
            'Oabat kostet für dich kein Geld.',
          ]}
        />
      </Section>

      <Section title="Was kannst du auf Oabat finden?">
        <Lines lines={['Auf Oabat gibt es 3 Arten von Angeboten:', 'Ausbildung.', 'Praktikum.', 'Jobs.']} />
        <Word
          word="Ausbildung"
          meaning={[
            'In einer Ausbildung lernst du einen Beruf.',
            'Zum Beispiel Bäcker oder Friseurin.',
            'Du arbeitest in einem Betrieb.',
            'Und du gehst in die Berufs-Schule.',
            'Eine Ausbildung dauert meistens 3 Jahre.',
            'Du bekommst dafür jeden Monat Geld.',
          ]}
        />
        <Word word="Betrieb" meaning={['Ein Betrieb ist eine Firma.', 'Zum Beispiel eine Bäckerei oder eine Werkstatt.']} />
        <Word
          word="Praktikum"
          meaning={[
            'Ein Praktikum ist kurz.',
            'Zum Beispiel 1 Woche oder 2 Wochen.',
            'Du schaust dir einen Beruf an.',
            'So merkst du: Passt der Beruf zu mir?',
          ]}
        />
        <Word word="Job" meaning={['Ein Job ist eine Arbeit neben der Schule.', 'Zum Beispiel in den Ferien.', 'Du bekommst dafür Geld.']} />
      </Section>

      <Section title="So findest du ein Angebot">
        <Lines
          lines={[
            'Gehe auf die Start-Seite.',
            'Schreibe deinen Ort in das Feld.',
            'Oder schreibe deine Post-Leitzahl in das Feld.',
            'Drücke auf Suchen.',
            'Dann siehst du Angebote in deiner Nähe.',
          ]}
        />
        <Text size="lg">
          <Anchor component={Link} to="/">
            Hier geht es zur Start-Seite.
          </Anchor>
        </Text>
      </Section>

      <Section title="So zeigst du Interesse">
        <Lines
          lines={[
            'Ein Angebot gefällt dir?',
            'Dann kannst du dem Betrieb eine Nachricht schreiben.',
            'Dafür brauchst du ein Konto.',
            'Ein Konto bekommst du mit deiner E-Mail-Adresse oder deiner Handy-Nummer.',
            'Der Betrieb soll dir schnell antworten.',
          ]}
        />
        <Word word="Konto" meaning={['Ein Konto ist dein eigener Bereich auf Oabat.', 'Nur du kommst mit deinem Passwort hinein.']} />
      </Section>

      <Section title="Für Betriebe und Schulen">
        <Lines
          lines={[
            'Betriebe zeigen auf Oabat ihre Angebote.',
            'Schulen helfen ihren Schülern bei der Suche.',
            'Schulen finden auf Oabat Betriebe für Praktika.',
          ]}
        />
      </Section>

      <Section title="Deine Daten">
        <Lines
          lines={[
            'Daten sind zum Beispiel dein Name und deine E-Mail-Adresse.',
            'Wir passen gut auf deine Daten auf.',
            'Du kannst alle deine Daten herunterladen.',
            'Du kannst dein Konto löschen.',
            'Das geht auf der Seite Einstellungen.',
          ]}
        />
        <Word
          word="Cookies"
          meaning={[
            'Cookies sind kleine Dateien.',
            'Sie werden in deinem Browser gespeichert.',
            'Der Browser ist das Programm, mit dem du Internet-Seiten anschaust.',
            'Manche Cookies braucht Oabat, damit die Seite funktioniert.',
            'Andere Cookies speichern wir nur, wenn du Ja sagst.',
            'Du kannst deine Wahl immer ändern.',
            'Dafür drückst du unten auf der Seite auf Cookie-Einstellungen.',
          ]}
        />
        <Text size="lg">
          <Anchor component={Link} to="/datenschutz">
            Hier steht alles über deine Daten in schwerer Sprache.
          </Anchor>
        </Text>
      </Section>

      <Section title="Hast du eine Frage?">
        <Lines lines={['Schreibe uns eine Nachricht.', 'Wir helfen dir gern.']} />
        <Text size="lg">
          <Anchor component={Link} to="/kontakt">
            Hier kannst du uns schreiben.
          </Anchor>
        </Text>
      </Section>
    </StaticPage>
  );
}
