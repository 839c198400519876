// The frame of the status pages (404, not built yet, errors): code, message and the way home.
import { Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { AppButton } from '../../components/app-button.tsx';

export function StatusPage({ status, title, message }: { status: number; title: string; message?: string }) {
  usePageTitle(title);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Text fw={700} c="oabat.8" size="xl" data-testid="status-code">
          {status}
        </Text>
        <Title order={1}>{title}</Title>
        {message ? <Text>{message}</Text> : null}
        <AppButton component={Link} to="/">
          Zur Startseite
        </AppButton>
      </Stack>
    </Container>
  );
}
