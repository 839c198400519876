// The admin's open requests of businesses (issue #36) on /admin/messen: accepting makes the business a participant.
import { useState } from 'react';
import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatSlotTime } from '@oabat/domain/livestreams';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { decideFairRequest, fairRequestsKey, fairsKey, usePendingFairRequests } from '../api/fairs.ts';

export function FairRequestsAdmin() {
  const requests = usePendingFairRequests();
  const qc = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const decide = async (id: number, status: 'accepted' | 'declined', label: string) => {
    try {
      await decideFairRequest(id, status);
      setNotice({ ok: true, text: status === 'accepted' ? `${label}: angenommen, der Betrieb ist Aussteller.` : `${label}: abgelehnt.` });
      await Promise.all([qc.invalidateQueries({ queryKey: fairRequestsKey }), qc.invalidateQueries({ queryKey: fairsKey })]);
    } catch (err) {
      setNotice({ ok: false, text: normaliseError(err).message });
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="fair-requests-title">
      <Title order={2} size="h3" id="fair-requests-title">
        Anfragen von Betrieben
      </Title>
      {notice ? (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {requests.data?.length === 0 ? <Text>Keine offenen Anfragen.</Text> : null}
      {requests.data?.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Betrieb</Table.Th>
                <Table.Th>Messe</Table.Th>
                <Table.Th>Anfrage</Table.Th>
                <Table.Th>Aktion</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((r) => {
                const label = `${r.business.name} – ${r.fair.name}`;
                return (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.business.name}</Table.Td>
                    <Table.Td>{r.fair.name}</Table.Td>
                    <Table.Td>
                      {r.slot_start && r.slot_end ? `Zeitfenster ${formatSlotTime(r.slot_start, r.slot_end)}` : 'Teilnahme'}
                      {r.message ? ` · ${r.message}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <AppButton size="small" onClick={() => void decide(r.id, 'accepted', label)} aria-label={`Anfrage von ${r.business.name} annehmen`}>
                          Annehmen
                        </AppButton>
                        <AppButton
                          size="small"
                          design="secondary-flat"
                          onClick={() => void decide(r.id, 'declined', label)}
                          aria-label={`Anfrage von ${r.business.name} ablehnen`}
                        >
                          Ablehnen
                        </AppButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
