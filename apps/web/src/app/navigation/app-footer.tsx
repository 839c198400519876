// Footer: legal pages, contact, and the way back into the cookie settings.
import { yearInGermany } from '@oabat/domain/dates';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { consent } from '../../lib/consent.ts';

const LINKS = [
  ['Impressum', '/impressum'],
  ['Datenschutz', '/datenschutz'],
  ['AGB', '/agb'],
  ['Nutzungsbedingungen', '/nutzungsbedingungen'],
  ['Kontakt', '/kontakt'],
  ['Für Betriebe', '/arbeitgeber/registrierung'],
  ['Für Schulen', '/schule/registrierung'],
  ['Idee', '/idee'],
  ['Leichte Sprache', '/leichte-sprache'],
] as const;

export function AppFooter() {
  return (
    <Container component="footer" size="lg" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="md" component="nav" aria-label="Rechtliches und Kontakt">
        {LINKS.map(([label, to]) => (
          <Anchor key={to} component={Link} to={to} size="sm" c="gray.8">
            {label}
          </Anchor>
        ))}
        <Anchor component="button" type="button" size="sm" c="gray.8" onClick={() => consent.openSettings()}>
          Cookie-Einstellungen
        </Anchor>
      </Group>
      <Text size="xs" c="gray.7" mt="sm">
        © {yearInGermany()} Oabat – Ausbildung, Praktikum und Jobs in deiner Region.
      </Text>
    </Container>
  );
}
