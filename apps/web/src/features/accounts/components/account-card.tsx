// The narrow card every account form sits in, with its heading and page title.
import type { ReactNode } from 'react';
import { Paper, Stack, Title, Text } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function AccountCard({ title, intro, error, children }: { title: string; intro?: ReactNode; error?: string | null; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Paper component="section" maw={480} mx="auto" my="xl" p="lg" withBorder radius="md" aria-labelledby="account-card-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="account-card-title">
          {title}
        </Title>
        {intro ? <Text>{intro}</Text> : null}
        <ErrorNotice error={error} title="Fehler" />
        {children}
      </Stack>
    </Paper>
  );
}
