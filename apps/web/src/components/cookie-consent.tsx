// Cookie consent (spec 01 §2): shown to guests until a choice is stored (the root frame decides when); rejecting is one click, as is
// accepting; the footer link reopens the settings to change the choice.
import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  // On a phone the notice stays within a quarter of the screen: one short sentence, small buttons; the long
  // explanation comes with the settings.
  // Read at once (the notice only ever renders in the browser, after hydration): a second layout a moment
  // later would count as a layout shift.
  const phone = useMediaQuery('(max-width: 575px)', undefined, { getInitialValueInEffect: false }) ?? false;
  const size = phone ? 'small' : 'regular';
  return (
    <Paper
      component="section"
      role="dialog"
      aria-labelledby="cookie-title"
      shadow="xl"
      withBorder
      p={phone ? 'xs' : 'md'}
      pos="fixed"
      bottom={phone ? 6 : 12}
      left={phone ? 6 : 12}
      right={phone ? 6 : 12}
      maw={640}
      mx="auto"
      style={{ zIndex: 350, maxHeight: phone && !showDetails ? '25vh' : '80vh', overflowY: 'auto' }}
    >
      <Stack gap={phone ? 6 : 'sm'}>
        <Title order={2} size={phone ? 'h5' : 'h4'} id="cookie-title">
          Cookies und Datenschutz
        </Title>
        {phone && !showDetails ? (
          <Text size="xs">
            Notwendiges speichern wir immer; Statistik, Komfort und Marketing nur mit deiner Zustimmung.{' '}
            <Anchor component={Link} to="/datenschutz" size="xs">
              Datenschutz
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">
            Wir verwenden technisch notwendige Speicherungen, damit Oabat funktioniert. Mit deiner Zustimmung messen wir außerdem anonym, welche Seiten genutzt
            werden (Statistik), merken uns Komfort-Einstellungen (Funktional) und zeigen passende Angebote (Marketing). Mehr dazu in der{' '}
            <Anchor component={Link} to="/datenschutz">
              Datenschutzerklärung
            </Anchor>
            .
          </Text>
        )}
        {showDetails ? (
          <Stack gap="xs">
            <Switch label="Funktional" checked={choice.functional} onChange={(e) => setChoice({ ...choice, functional: e.currentTarget.checked })} />
            <Switch label="Statistik" checked={choice.performance} onChange={(e) => setChoice({ ...choice, performance: e.currentTarget.checked })} />
            <Switch label="Marketing" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.currentTarget.checked })} />
          </Stack>
        ) : null}
        <Group gap={phone ? 4 : 'xs'}>
          <AppButton design="primary" size={size} onClick={() => consent.set(all)}>
            Alle akzeptieren
          </AppButton>
          <AppButton design="primary-flat" size={size} onClick={() => consent.set(none)}>
            Nur notwendige
          </AppButton>
          {showDetails ? (
            <AppButton design="flat-white" size={size} onClick={() => consent.set(choice)}>
              Auswahl speichern
            </AppButton>
          ) : (
            <AppButton design="primary-frameless" size={size} onClick={() => setDetails(true)}>
              Einstellungen
            </AppButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
