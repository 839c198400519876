import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Section, StaticPage } from '../components/static-page.tsx';

export default function IdeePage() {
  return (
    <StaticPage title="Die Idee hinter Oabat">
      <Text size="lg">
        Gute Ausbildungsplätze gibt es oft gleich um die Ecke, aber Jugendliche finden sie nicht, und kleine Betriebe finden keine Azubis. Oabat bringt beide
        zusammen: regional, einfach und auf dem Handy.
      </Text>
      <Section title="Für Schülerinnen und Schüler">
        <List spacing={4}>
          <List.Item>Ausbildung, Praktikum und Jobs nach Ort und Umkreis finden.</List.Item>
          <List.Item>Stellen liken und bewerten, Betriebe im Chat fragen, mit einer Nachricht Interesse zeigen.</List.Item>
        </List>
      </Section>
      <Section title="Für Betriebe, Schulen und Regionen">
        <Text>
          Betriebe zeigen, wie die Ausbildung bei ihnen wirklich ist. Schulen vernetzen sich mit Betrieben für Praktika. Regionen bündeln ihre Angebote auf
          eigenen Seiten und Messen.
        </Text>
      </Section>
      <Text>
        Fragen oder Ideen?{' '}
        <Anchor component={Link} to="/kontakt">
          Schreib uns
        </Anchor>
        .
      </Text>
    </StaticPage>
  );
}
