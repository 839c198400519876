// /intern/css: the design tokens of the Mantine theme (app/theme.ts), rendered live: colour scales with their
// values, font, radius, spacing and breakpoints. Reads the theme itself, so it never drifts from what pages use.
import { Box, Container, Group, SimpleGrid, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import { usePageTitle } from '../../lib/page-title.ts';

const SCALES = ['oabat', 'gray', 'red', 'green'] as const;

export default function CssPage() {
  usePageTitle('Design-Tokens');
  const theme = useMantineTheme();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Design-Tokens</Title>
        <Stack gap="sm" component="section" aria-labelledby="farben">
          <Title order={2} id="farben">
            Farben
          </Title>
          <Text>
            Hauptfarbe: {theme.primaryColor}, Stufe{' '}
            {String(theme.primaryShade === undefined ? '' : typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade)}
          </Text>
          {SCALES.map((name) => (
            <Stack key={name} gap={4}>
              <Text fw={600}>{name}</Text>
              <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={4}>
                {theme.colors[name]!.map((value, i) => (
                  <Stack key={value} gap={2} align="center">
                    <Box w="100%" h={40} style={{ background: value, borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }} />
                    <Text size="xs">
                      {i}: {value}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="masse">
          <Title order={2} id="masse">
            Schrift, Abstände, Radien, Breakpoints
          </Title>
          <Text style={{ fontFamily: theme.fontFamily }}>Schrift: {theme.fontFamily}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Stufe</Table.Th>
                <Table.Th>Abstand</Table.Th>
                <Table.Th>Radius</Table.Th>
                <Table.Th>Schriftgröße</Table.Th>
                <Table.Th>Breakpoint</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((k) => (
                <Table.Tr key={k}>
                  <Table.Td>{k}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Box w={theme.spacing[k]} h={12} bg="oabat.7" />
                      {theme.spacing[k]}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Box w={32} h={20} bg="gray.3" style={{ borderRadius: theme.radius[k] }} />
                      {theme.radius[k]}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ fontSize: theme.fontSizes[k] }}>{theme.fontSizes[k]}</Table.Td>
                  <Table.Td>{theme.breakpoints[k]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text>Standardradius: {theme.defaultRadius}</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
