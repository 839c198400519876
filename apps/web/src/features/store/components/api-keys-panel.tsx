// The business's personal API keys on the product page /betrieb/store/feature/api_connection: create one with a
// name (shown once, with a copy button), the list (name, prefix, created, last used) and revocation with a
// confirmation step. A short curl example says how the applicant tracking system uses a key.
import { formatDateTime } from '@oabat/domain/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Code, CopyButton, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { API_KEY_PREFIX, ZApiKeyInput, type TApiKey, type TCreatedApiKey } from '@oabat/domain/api-keys';
import { AppButton } from '../../../components/app-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { apiKeysKey, createApiKey, revokeApiKey, useApiKeys } from '../api/api-keys.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'noch nie');

export function ApiKeysPanel({ businessId }: { businessId: number }) {
  const keys = useApiKeys(businessId, true);
  const client = useQueryClient();
  const submit = useFormSubmit();
  const revoke = useFormSubmit();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [confirm, setConfirm] = useState<TApiKey | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  async function create() {
    const res = await submit.runChecked(ZApiKeyInput, { name }, (body) => createApiKey(businessId, body));
    if (!res) return;
    setCreated(res);
    setRevoked(null);
    setName('');
    await client.invalidateQueries({ queryKey: apiKeysKey(businessId) });
  }
  async function revokeNow() {
    const k = confirm!;
    const ok = await revoke.run(() => revokeApiKey(businessId, k.id).then(() => true));
    if (!ok) return;
    setConfirm(null);
    if (created?.id === k.id) setCreated(null);
    setRevoked(`Der Schlüssel „${k.name}“ ist widerrufen und funktioniert nicht mehr.`);
    await client.invalidateQueries({ queryKey: apiKeysKey(businessId) });
  }

  const origin = window.location.origin;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="api-keys-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="api-keys-title">
          Deine API-Schlüssel
        </Title>
        <Text size="sm">
          Ein Schlüssel darf nur die Stellen deines Betriebs anlegen, ändern, veröffentlichen und schließen. Er wird nur einmal angezeigt; gespeichert wird er
          bei uns nur verschlüsselt (als Prüfsumme).
        </Text>
        <Group align="flex-end">
          <TextInput
            label="Name des Schlüssels"
            description="z. B. der Name deines Bewerbermanagements"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={submit.fields.name}
            maxLength={80}
          />
          <AppButton onClick={create} loading={submit.pending}>
            Schlüssel erzeugen
          </AppButton>
        </Group>
        {submit.error && !submit.fields.name ? <ErrorNotice error={submit.error} /> : null}
        {created ? (
          <Alert color="green" title={`Neuer Schlüssel „${created.name}“`}>
            <Stack gap="xs">
              <Text size="sm">Kopier den Schlüssel jetzt: er wird nur dieses eine Mal angezeigt.</Text>
              <Code block data-testid="new-api-key">
                {created.key}
              </Code>
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <AppButton size="small" design="flat" onClick={copy} w="fit-content">
                    {copied ? 'Kopiert' : 'Schlüssel kopieren'}
                  </AppButton>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        ) : null}
        {revoked ? <Alert color="green">{revoked}</Alert> : null}
        {keys.error ? <ErrorNotice error={keys.error} /> : null}
        {keys.data && !keys.data.length ? <Text size="sm">Du hast noch keine API-Schlüssel.</Text> : null}
        {keys.data?.length ? (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Schlüssel</Table.Th>
                  <Table.Th>Erzeugt</Table.Th>
                  <Table.Th>Zuletzt benutzt</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Aktion</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>{k.name}</Table.Td>
                    <Table.Td ff="monospace">{k.prefix}</Table.Td>
                    <Table.Td>
                      {when(k.created_at)} ({k.created_by})
                    </Table.Td>
                    <Table.Td>{when(k.last_used_at)}</Table.Td>
                    <Table.Td>
                      <AppButton size="small" design="flat" onClick={() => setConfirm(k)} aria-label={`Widerrufen: ${k.name}`}>
                        Widerrufen
                      </AppButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Text size="sm">So legt dein System eine Stelle an (Beschreibung aller Felder unter /api/docs):</Text>
        <Code block>
          {`curl -X POST ${origin}/api/v2/jobs \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\\n  -H "Content-Type: application/json" \\\n  -d '{"type_id": 3, "name": "Lagerhelfer (m/w/d)", "status": "published"}'`}
        </Code>
      </Stack>
      <Modal opened={!!confirm} onClose={() => setConfirm(null)} title="API-Schlüssel widerrufen" closeButtonProps={{ 'aria-label': 'Schließen' }}>
        {confirm ? (
          <Stack>
            <Text>Möchtest du den Schlüssel „{confirm.name}“ widerrufen? Systeme, die ihn benutzen, erhalten danach keinen Zugriff mehr.</Text>
            <ErrorNotice error={revoke.error} />
            <Group>
              <AppButton onClick={revokeNow} loading={revoke.pending}>
                Jetzt widerrufen
              </AppButton>
              <AppButton design="flat" onClick={() => setConfirm(null)}>
                Abbrechen
              </AppButton>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
