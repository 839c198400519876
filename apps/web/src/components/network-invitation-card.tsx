// "Betriebe per Link einladen": a school or region creates an invitation link (valid 30 days) and copies it; a
// business opening it lands on /arbeitgeber/einladung. Used on /schule/firmennetzwerk and /region/betriebe.
import { formatDay } from '@oabat/domain/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { INVITATION_VALID_DAYS, type InviterType, type TCreatedInvitation } from '@oabat/domain/network-invitations';
import { normaliseError } from '../lib/api.ts';
import { createInvitation, invitationsKey, useInvitations } from '../lib/network-invitations.ts';
import { AppButton } from './app-button.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function NetworkInvitationCard({ type, inviterKey }: { type: InviterType; inviterKey: string }) {
  const queryClient = useQueryClient();
  const { data: earlier } = useInvitations(type, inviterKey);
  const [created, setCreated] = useState<TCreatedInvitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function create() {
    setPending(true);
    setError(null);
    try {
      setCreated(await createInvitation(type, inviterKey));
      await queryClient.invalidateQueries({ queryKey: invitationsKey(type, inviterKey) });
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="invite-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="invite-title">
          Betriebe per Link einladen
        </Title>
        <Text size="sm">
          Schicke den Link an Betriebe, die noch nicht auf Oabat sind oder noch nicht {type === 'school' ? 'in deinem Netzwerk' : 'zu deiner Region gehören'}.
          Wer ihn öffnet, sieht deine Einladung, registriert sich oder meldet sich an und ist danach{' '}
          {type === 'school' ? 'dein Netzwerkpartner' : 'Mitglied deiner Region'}. Der Link gilt {INVITATION_VALID_DAYS} Tage. Er wird nur einmal angezeigt:
          kopiere ihn gleich.
        </Text>
        <ErrorNotice error={error} />
        {created ? (
          <Stack gap="xs">
            <TextInput label="Dein Einladungslink" value={created.link} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Group gap="xs">
              <CopyButton value={created.link}>
                {({ copied, copy }) => (
                  <AppButton size="small" onClick={copy}>
                    {copied ? 'Kopiert' : 'Link kopieren'}
                  </AppButton>
                )}
              </CopyButton>
              <Text size="sm">Gültig bis {formatDay(created.expires_at)}</Text>
            </Group>
          </Stack>
        ) : null}
        <AppButton design="primary-flat" onClick={create} loading={pending} w="fit-content">
          {created ? 'Weiteren Link erstellen' : 'Einladungslink erstellen'}
        </AppButton>
        {earlier?.length ? (
          <Text size="sm">
            Bisherige Links: {earlier.length}, angenommen von {earlier.reduce((n, i) => n + i.uses, 0)} Betrieb(en).
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
