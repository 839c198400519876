// Cookie consent (spec 01 §2): shown to guests until a choice is stored (the root frame decides when); rejecting is one click, as is
// accepting; the footer link reopens the settings to change the choice.
import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { consent, useConsent, type Consent } from '../lib/consent.ts';
import { AppButton } from './app-button.tsx';

export function CookieConsent() {
  const { consent: stored, settingsOpen } = useConsent();
  const [details, setDetails] = useState(false);
  const [choice, setChoice] = useState<Consent>(stored ?? { marketing: false, performance: false, functional: true });
  const showDetails = details || settingsOpen;
  const all = { marketing: true, performance: true, functional: true };
  const none = { marketing: false, performance: false, functional: false };
  return (
    <Paper component="section" role="dialog" aria-labelledby="cookie-title" shadow="xl" withBorder p="md"
      pos="fixed" bottom={12} left={12} right={12} maw={640} mx="auto" style={{ zIndex: 350 }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="cookie-title">Cookies und Datenschutz</Title>
        <Text size="sm">
          Wir verwenden technisch notwendige Speicherungen, damit Oabat funktioniert. Mit deiner Zustimmung messen wir
          außerdem anonym, welche Seiten genutzt werden (Statistik), merken uns Komfort-Einstellungen (Funktional) und
          zeigen passende Angebote (Marketing). Mehr dazu in der <Anchor component={Link} to="/datenschutz">Datenschutzerklärung</Anchor>.
        </Text>
        {showDetails ? (
          <Stack gap="xs">
            <Switch label="Funktional" checked={choice.functional} onChange={(e) => setChoice({ ...choice, functional: e.currentTarget.checked })} />
            <Switch label="Statistik" checked={choice.performance} onChange={(e) => setChoice({ ...choice, performance: e.currentTarget.checked })} />
            <Switch label="Marketing" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.currentTarget.checked })} />
          </Stack>
        ) : null}
        <Group gap="xs">
          <AppButton design="primary" onClick={() => consent.set(all)}>Alle akzeptieren</AppButton>
          <AppButton design="primary-flat" onClick={() => consent.set(none)}>Nur notwendige</AppButton>
          {showDetails
            ? <AppButton design="flat-white" onClick={() => consent.set(choice)}>Auswahl speichern</AppButton>
            : <AppButton design="primary-frameless" onClick={() => setDetails(true)}>Einstellungen</AppButton>}
        </Group>
      </Stack>
    </Paper>
  );
}
