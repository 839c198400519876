// The global snackbar (spec 01 §8): an error has the title 'Fehler' and is red; a notice is green and read out
// politely. Both are closed only by the person.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { snackbar, useSnackbar } from '../lib/snackbar.ts';
import { AppButton } from './app-button.tsx';

export function GlobalSnackbar() {
  const message = useSnackbar();
  if (!message) return null;
  const info = snackbar.kind() === 'info';
  return (
    <Paper
      role={info ? 'status' : 'alert'}
      shadow="md"
      p="md"
      bg={info ? 'green.9' : 'red.7'}
      c="white"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={560}
      mx="auto"
      style={{ zIndex: 400 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700}>{info ? 'Hinweis' : 'Fehler'}</Text>
          <Text>{message}</Text>
        </Stack>
        <AppButton design="white" size="small" onClick={() => snackbar.clear()}>
          Schließen
        </AppButton>
      </Group>
    </Paper>
  );
}
