// The participants of a fair (the admin): search businesses by name, add one, remove one. Businesses without a
// public profile take part too; they are marked, the public does not see them.
import { useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TJobFair } from '@oabat/domain/fairs';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { addParticipant, removeParticipant, useBusinessSearch } from '../api/fairs.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function FairParticipants({ fair, onChanged }: { fair: TJobFair; onChanged: (f: TJobFair) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useBusinessSearch(debounced);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const taking = new Set([...fair.businesses, ...fair.businesses_unpublished].map((b) => b.id));
  const all = [...fair.businesses.map((b) => ({ ...b, visible: true })), ...fair.businesses_unpublished.map((b) => ({ ...b, visible: false }))];

  async function change(id: number, fn: (fairId: number, businessId: number) => Promise<TJobFair>) {
    setBusy(id);
    setError(null);
    try {
      onChanged(await fn(fair.id, id));
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Aussteller ({all.length})
      </Title>
      {all.length === 0 ? <Text>Noch keine Betriebe auf dieser Messe.</Text> : null}
      <Stack gap={4}>
        {all.map((b) => (
          <Group key={b.id} justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text>{b.name}</Text>
              {b.visible ? null : <Badge color="gray">Profil nicht öffentlich</Badge>}
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${b.name} entfernen`}
              loading={busy === b.id}
              onClick={() => void change(b.id, removeParticipant)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <TextInput label="Betrieb suchen" placeholder="Name des Betriebs" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <ErrorNotice error={error} />
      {found.data?.length ? (
        <Table aria-label="Gefundene Betriebe">
          <Table.Tbody>
            {found.data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  {b.name}
                  {b.city ? ` (${b.city})` : ''}
                </Table.Td>
                <Table.Td>
                  {taking.has(b.id) ? (
                    <Text size="sm">dabei</Text>
                  ) : (
                    <AppButton design="primary-flat" size="small" loading={busy === b.id} onClick={() => void change(b.id, addParticipant)}>
                      {`${b.name} hinzufügen`}
                    </AppButton>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : debounced.trim().length >= 2 && found.isSuccess ? (
        <Text size="sm">Kein Betrieb gefunden.</Text>
      ) : null}
    </Stack>
  );
}
