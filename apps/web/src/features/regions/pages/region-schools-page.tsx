// /region/schulen: the schools of the region; the region adds schools by name and removes them.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { regionKey, useRegion } from '../api/get-region.ts';
import { findSchoolCandidates, linkSchool, unlinkSchool, type SchoolRef } from '../api/region-schools.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function RegionSchoolsPage() {
  const { user } = useAuth();
  const slug = user?.region?.slug;
  const queryClient = useQueryClient();
  const { data: region } = useRegion(slug);
  const [name, setName] = useState('');
  const [found, setFound] = useState<SchoolRef[] | null>(null);
  const { run, pending, error, fields } = useFormSubmit();
  usePageTitle('Schulverwaltung');
  if (!region) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: regionKey(region.slug) });

  async function search(e: FormEvent) {
    e.preventDefault();
    const list = await run(() => findSchoolCandidates(region!.slug, name.trim()));
    if (list) setFound(list);
  }
  async function add(s: SchoolRef) {
    if (await run(() => linkSchool(s.id, region!.id).then(() => true))) {
      setFound((f) => f?.filter((x) => x.id !== s.id) ?? null);
      await refresh();
    }
  }

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>Schulverwaltung</Title>
        <ErrorNotice error={error} title="Fehler" />
        <section aria-labelledby="region-schools-title">
          <Title order={2} size="h3" id="region-schools-title" mb="sm">
            Schulen der Region {region.name}
          </Title>
          {region.schools.length ? (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {region.schools.map((s) => (
                <Paper key={s.id} withBorder radius="md" p="sm" component="li">
                  <Group justify="space-between">
                    <Anchor component={Link} to={`/schule/${s.slug}`}>
                      {s.name}
                      {s.city ? ` (${s.city})` : ''}
                    </Anchor>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red.9"
                      disabled={pending}
                      onClick={async () => {
                        if (await run(() => unlinkSchool(s.id, region.id).then(() => true))) await refresh();
                      }}
                    >
                      {`${s.name} entfernen`}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Text>Noch keine Schulen in der Region.</Text>
          )}
        </section>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="add-school-title">
          <form onSubmit={search} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h3" id="add-school-title">
                Schule hinzufügen
              </Title>
              <Group align="flex-end">
                <TextInput label="Name der Schule" value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} style={{ flex: 1 }} />
                <Button type="submit" loading={pending}>
                  Suchen
                </Button>
              </Group>
              {found ? (
                found.length ? (
                  found.map((s) => (
                    <Group key={s.id} justify="space-between">
                      <Text>
                        {s.name}
                        {s.city ? ` (${s.city})` : ''}
                      </Text>
                      <Button size="xs" onClick={() => add(s)} disabled={pending}>{`${s.name} hinzufügen`}</Button>
                    </Group>
                  ))
                ) : (
                  <Text size="sm">Keine weitere Schule mit diesem Namen gefunden.</Text>
                )
              ) : null}
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
