// /admin/livestreams: every stream with its time and a link to edit it; a new one is created here.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { formatEventTime } from '@oabat/domain/event-time';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLivestreams } from '../api/livestreams.ts';
import { LivestreamForm } from '../components/livestream-form.tsx';

export default function AdminLivestreamsPage() {
  usePageTitle('Livestreams');
  const list = useLivestreams();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>Livestreams</Title>
        {creating ? (
          <LivestreamForm onSaved={(s) => void navigate(`/admin/livestream/${s.id}`, { state: { created: true } })} />
        ) : (
          <Button onClick={() => setCreating(true)} style={{ alignSelf: 'flex-start' }}>
            Neuer Livestream
          </Button>
        )}
        {list.data?.length === 0 ? <Text>Noch keine Livestreams.</Text> : null}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Titel</Table.Th>
              <Table.Th>Zeit</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/livestream/${s.id}`}>
                    {s.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatEventTime(s.planned_start, s.planned_end)}</Table.Td>
                <Table.Td>{s.is_live ? 'Live' : 'Geplant'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}
