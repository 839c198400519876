// Cookie consent (spec 01 §2): shown to guests until a choice is stored (the root frame decides when); rejecting is one click, as is
// accepting; the footer link reopens the settings to change the choice.
import { useState } from 'react';
import { Anchor, getDefaultZIndex, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
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
  // On a phone the notice stays within a tenth of the screen (issue #34): no heading, one short sentence, the
  // buttons in one row; the long explanation comes with the settings.
  // Read at once (the notice only ever renders in the browser, after hydration): a second layout a moment
  // later would count as a layout shift.
  const phone = useMediaQuery('(max-width: 575px)', undefined, { getInitialValueInEffect: false }) ?? false;
  const size = phone ? 'small' : 'regular';
  const compact = phone && !showDetails;
  // Narrower padding so the three choices fit one row of a 390 px phone.
  const px = compact ? 6 : undefined;
  return (
    <Paper
      component="section"
      role="dialog"
      aria-label="Cookies und Datenschutz"
      shadow="xl"
      withBorder
      p={compact ? 4 : phone ? 'xs' : 'md'}
      pos="fixed"
      bottom={phone ? 4 : 12}
      left={phone ? 4 : 12}
      right={phone ? 4 : 12}
      maw={640}
      mx="auto"
      // Under Mantine's modals (the "Like merken" dialog and the rest cover it, never the other way round).
      style={{ zIndex: getDefaultZIndex('modal') - 1, maxHeight: compact ? undefined : '80vh', overflowY: 'auto' }}
    >
      <Stack gap={compact ? 4 : phone ? 6 : 'sm'}>
        {compact ? null : (
          <Title order={2} size={phone ? 'h5' : 'h4'}>
            Cookies und Datenschutz
          </Title>
        )}
        {compact ? (
          <Text size="xs" lh={1.3}>
            Statistik und Marketing nur mit deinem Okay.{' '}
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
          <AppButton design="primary" size={size} onClick={() => consent.set(all)} px={px}>
            Alle akzeptieren
          </AppButton>
          <AppButton design="primary-flat" size={size} onClick={() => consent.set(none)} px={px}>
            Nur notwendige
          </AppButton>
          {showDetails ? (
            <AppButton design="flat-white" size={size} onClick={() => consent.set(choice)}>
              Auswahl speichern
            </AppButton>
          ) : (
            <AppButton design="primary-frameless" size={size} onClick={() => setDetails(true)} px={px}>
              Einstellungen
            </AppButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
