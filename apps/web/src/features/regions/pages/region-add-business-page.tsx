// /region/hinzufuegen: the region finds a visible business by name and adds it to its channel.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TRegionMember } from '@oabat/domain/regions';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { addMember, findMemberCandidates, membersKey } from '../api/region-members.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function RegionAddBusinessPage() {
  const { user } = useAuth();
  const region = user?.region;
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [found, setFound] = useState<TRegionMember[] | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const { run, pending, error, fields } = useFormSubmit();
  usePageTitle('Betrieb hinzufügen');
  if (!region) return null;

  async function search(e: FormEvent) {
    e.preventDefault();
    setAdded(null);
    const list = await run(() => findMemberCandidates(region!.slug, name.trim()));
    if (list) setFound(list);
  }
  async function add(b: TRegionMember) {
    const members = await run(() => addMember(region!.slug, b.id));
    if (members) {
      queryClient.setQueryData(membersKey(region!.slug), members);
      setFound((f) => f?.filter((x) => x.id !== b.id) ?? null);
      setAdded(b.name);
    }
  }

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>Betrieb hinzufügen</Title>
        <ErrorNotice error={error} title="Fehler" />
        {added ? (
          <Alert color="green" role="status">
            {added} gehört jetzt zur Region.{' '}
            <Anchor component={Link} to="/region/betriebe">
              Zu den Betrieben der Region
            </Anchor>
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <form onSubmit={search} noValidate>
            <Stack gap="sm">
              <Group align="flex-end">
                <TextInput
                  label="Name des Betriebs"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={fields.name}
                  style={{ flex: 1, minWidth: 180 }}
                />
                <Button type="submit" loading={pending}>
                  Suchen
                </Button>
              </Group>
              {found ? (
                found.length ? (
                  <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Gefundene Betriebe">
                    {found.map((b) => (
                      <Group key={b.id} justify="space-between" component="li" wrap="wrap">
                        <Text>
                          {b.name}
                          {b.city ? ` (${b.city})` : ''}
                        </Text>
                        <Button size="xs" onClick={() => add(b)} disabled={pending}>{`${b.name} hinzufügen`}</Button>
                      </Group>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm">Kein weiterer Betrieb mit diesem Namen gefunden.</Text>
                )
              ) : null}
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
