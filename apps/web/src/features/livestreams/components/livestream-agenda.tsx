// Agenda and appearances: every slot with its time and business; while the stream is live the current one (from a
// minute before its start) and the next one are marked. Before the start and in the replay nobody is "live".
import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatSlotTime, type TSlot } from '@oabat/domain/livestreams';
import { businessPath } from '../../../lib/paths.ts';

export function LivestreamAgenda({
  slots,
  live,
  current: atTime,
  next: nextAtTime,
}: {
  slots: TSlot[];
  live: boolean;
  current: TSlot | null;
  next: TSlot | null;
}) {
  if (!slots.length) return null;
  const current = live ? atTime : null;
  const next = live ? nextAtTime : null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="livestream-agenda-title">
      <Text component="h2" id="livestream-agenda-title" fw={700} size="lg">
        Programm
      </Text>
      {current ? (
        <Text>
          Jetzt live: <strong>{current.business.name}</strong>
        </Text>
      ) : null}
      {next ? <Text size="sm">Als Nächstes: {next.business.name}</Text> : null}
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {slots.map((s) => (
          <li key={s.id}>
            <Group gap="xs">
              <Text size="sm">{formatSlotTime(s.starts_at, s.ends_at)}</Text>
              <Anchor component={Link} to={businessPath(s.business.slug)} size="sm">
                {s.business.name}
              </Anchor>
              {s.title ? <Text size="sm">– {s.title}</Text> : null}
              {s.id === current?.id ? <Badge color="red">Live</Badge> : null}
            </Group>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
