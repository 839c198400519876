// The fair's livestreams (GET /api/livestreams?job_fair_id=): where pupils watch the exhibitors' slots.
import { formatDateTime } from '@oabat/domain/dates';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TJobFair } from '@oabat/domain/fairs';
import { useFairLivestreams } from '../api/fairs.ts';

export function FairLivestreams({ fair }: { fair: TJobFair }) {
  const streams = useFairLivestreams(fair.id);
  if (!streams.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="fair-livestreams">
      <Title order={2} size="h3" id="fair-livestreams">
        Livestreams der Messe
      </Title>
      {streams.data.map((s) => (
        <Group key={s.id} gap="sm">
          <Anchor component={Link} to={`/livestream/${s.id}`}>
            {s.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDateTime(s.planned_start)} Uhr
          </Text>
          {s.is_live ? <Badge color="red">Live</Badge> : null}
        </Group>
      ))}
    </Stack>
  );
}
