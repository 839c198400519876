// /intern/components: the design system at a glance – every button design and size, links with their
// targets, form fields, the snackbar and the overlay.
import { Checkbox, Container, Group, PasswordInput, Select, Stack, Switch, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { BUTTON_DESIGNS, BUTTON_SIZES, LINK_TARGETS } from '@oabat/domain/constants';
import { AppButton } from '../../components/app-button.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { snackbar } from '../../lib/snackbar.ts';
import { overlay } from '../../lib/overlay.ts';
import { usePageTitle } from '../../lib/page-title.ts';

export default function ComponentsPage() {
  usePageTitle('Komponenten');
  const showOverlay = () => {
    overlay.show();
    setTimeout(() => overlay.hide(), 1500);
  };
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Komponenten</Title>
        <Stack gap="sm" component="section" aria-labelledby="buttons">
          <Title order={2} id="buttons">
            Buttons
          </Title>
          <Table.ScrollContainer minWidth={700}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Design</Table.Th>
                  {BUTTON_SIZES.map((s) => (
                    <Table.Th key={s}>{s}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {BUTTON_DESIGNS.map((d) => (
                  <Table.Tr key={d} bg={d === 'white' || d === 'flat-white' ? 'gray.2' : undefined}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {d}
                      </Text>
                    </Table.Td>
                    {BUTTON_SIZES.map((s) => (
                      <Table.Td key={s}>
                        <AppButton design={d} size={s}>
                          Weiter
                        </AppButton>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="links">
          <Title order={2} id="links">
            Links
          </Title>
          <Group>
            {LINK_TARGETS.map((t) => (
              <AppLink key={t || 'leer'} to={t ? '/impressum' : '/kontakt'} target={t}>
                {t ? `Ziel ${t}` : 'Ohne Ziel'}
              </AppLink>
            ))}
          </Group>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="fields" maw={480}>
          <Title order={2} id="fields">
            Formularfelder
          </Title>
          <TextInput label="Vorname" placeholder="Lena" />
          <TextInput label="E-Mail-Adresse" error="Bitte gib eine gültige E-Mail-Adresse ein." defaultValue="lena@" />
          <PasswordInput label="Passwort" />
          <Select label="Schulabschluss" data={['Mittelschulabschluss', 'Mittlere Reife', 'Abitur']} />
          <Textarea label="Nachricht" />
          <Checkbox label="Newsletter abonnieren" />
          <Switch label="Benachrichtigungen" />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="feedback">
          <Title order={2} id="feedback">
            Rückmeldungen
          </Title>
          <Group>
            <AppButton design="secondary" onClick={() => snackbar.showError('So sieht eine Fehlermeldung aus.')}>
              Snackbar zeigen
            </AppButton>
            <AppButton design="black" onClick={showOverlay}>
              Overlay zeigen
            </AppButton>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
