// /admin/joblists: the admin curates job lists (platform lists and businesses' own) and the businesses' job ad
// themes. The opened list lives in the URL (?liste=id).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Container, Divider, Grid, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { ZJobListInput } from '@oabat/domain/jobs';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createJobList, jobListsKey, useJobLists } from '../api/admin-joblists.ts';
import { AdminJobListEditor } from '../components/admin-joblist-editor.tsx';
import { AdminThemes } from '../components/admin-themes.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function AdminJobListsPage() {
  usePageTitle('Admin – Joblisten');
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('liste')) || null;
  const lists = useJobLists();
  const queryClient = useQueryClient();
  const { runChecked, pending, error, fields } = useFormSubmit();
  const [name, setName] = useState('');
  const open = (id: number | null) => setParams(id ? new URLSearchParams({ liste: String(id) }) : new URLSearchParams());

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const list = await runChecked(ZJobListInput, { name }, (body) => createJobList(body));
    if (!list) return;
    setName('');
    await queryClient.invalidateQueries({ queryKey: jobListsKey });
    open(list.id);
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Joblisten</Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm" component="nav" aria-label="Joblisten">
              {lists.error ? <ErrorNotice>Die Listen konnten nicht geladen werden.</ErrorNotice> : null}
              {lists.data?.length === 0 ? <Text>Noch keine Listen.</Text> : null}
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {(lists.data ?? []).map((l) => (
                  <li key={l.id}>
                    <UnstyledButton
                      onClick={() => open(l.id)}
                      fw={l.id === openId ? 700 : 400}
                      td="underline"
                      aria-current={l.id === openId ? 'true' : undefined}
                    >
                      {l.name}
                    </UnstyledButton>{' '}
                    <Text span size="sm" c="dimmed">
                      ({l.jobs_count} Stellen{l.business_id ? ', Betrieb' : ''})
                    </Text>
                  </li>
                ))}
              </Stack>
              <form onSubmit={create} aria-label="Neue Liste anlegen">
                <Group align="flex-end">
                  <TextInput
                    label="Neue Liste"
                    value={name}
                    onChange={(e) => setName(e.currentTarget.value)}
                    maxLength={120}
                    error={fields.name ?? (fields._ ? error : undefined)}
                    style={{ flex: 1 }}
                  />
                  <AppButton type="submit" loading={pending}>
                    Anlegen
                  </AppButton>
                </Group>
              </form>
              {error && !fields.name ? <ErrorNotice error={error} /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {openId ? <AdminJobListEditor key={openId} id={openId} onDeleted={() => open(null)} /> : <Text>Wähle eine Liste oder lege eine neue an.</Text>}
          </Grid.Col>
        </Grid>
        <Divider />
        <AdminThemes />
      </Stack>
    </Container>
  );
}
