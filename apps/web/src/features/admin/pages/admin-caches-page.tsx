// /admin/caches: the admin empties the platform's caches (after a fix in the data, or when a change does not show),
// all at once, and sees what was cleared.
import { useState } from 'react';
import { Alert, Container, List, Stack, Text, Title } from '@mantine/core';
import { ADMIN_CACHES } from '@oabat/domain/admin-caches';
import { usePageTitle } from '../../../lib/page-title.ts';
import { api } from '../../../lib/api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { AppButton } from '../../../components/app-button.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function AdminCachesPage() {
  usePageTitle('Caches leeren');
  const form = useFormSubmit();
  const [cleared, setCleared] = useState<string[] | null>(null);
  const clear = async () => {
    setCleared(null);
    const res = await form.run(() =>
      api<{ data: { cleared: string[] } }>('POST', '/api/admin/cache/clear', { body: { tags: ADMIN_CACHES.map((c) => c.tag) } }),
    );
    if (res) setCleared(res.data.cleared);
  };
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Caches leeren</Title>
        <Text>Zeigt die Plattform eine Änderung noch nicht, lies diese Daten neu ein:</Text>
        <List>
          {ADMIN_CACHES.map((c) => (
            <List.Item key={c.tag}>
              <strong>{c.label}:</strong> {c.text}
            </List.Item>
          ))}
        </List>
        <ErrorNotice error={form.error} />
        {cleared ? (
          <Alert color="green" role="status">
            Geleert:{' '}
            {ADMIN_CACHES.filter((c) => cleared.includes(c.tag))
              .map((c) => c.label)
              .join(', ')}
            .
          </Alert>
        ) : null}
        <div>
          <AppButton onClick={() => void clear()} loading={form.pending}>
            Alle Caches leeren
          </AppButton>
        </div>
      </Stack>
    </Container>
  );
}
