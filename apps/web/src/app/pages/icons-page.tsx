// /intern/icons: the icons the web app uses (all from @tabler/icons-react), each rendered live with its name and
// where it is used. A new icon in a component belongs in this list too.
import type { ComponentType } from 'react';
import { IconArrowLeft, IconFileText, IconPhoto, IconSend, IconTrash } from '@tabler/icons-react';
import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/page-title.ts';

const ICONS: { name: string; use: string; Icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }> }[] = [
  { name: 'IconArrowLeft', use: 'Zurück', Icon: IconArrowLeft },
  { name: 'IconFileText', use: 'Dokument im Chat', Icon: IconFileText },
  { name: 'IconPhoto', use: 'Foto im Chat', Icon: IconPhoto },
  { name: 'IconSend', use: 'Nachricht senden', Icon: IconSend },
  { name: 'IconTrash', use: 'Löschen', Icon: IconTrash },
];

export default function IconsPage() {
  usePageTitle('Icons');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Icons</Title>
        <Text>Alle Icons stammen aus @tabler/icons-react; in Buttons tragen sie immer einen deutschen Namen für Screenreader.</Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {ICONS.map(({ name, use, Icon }) => (
            <Paper key={name} component="li" withBorder p="md">
              <Stack align="center" gap={4}>
                <Group gap="xs">
                  <Icon size={16} aria-hidden />
                  <Icon size={24} aria-hidden />
                  <Icon size={32} stroke={1.5} aria-hidden />
                </Group>
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <Text size="xs">{use}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
