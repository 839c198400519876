// Agenda and appearances: every slot with its time and business; the current one (from a minute before its
// start) and the next one are marked.
import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatSlotTime, type TSlot } from '@oabat/domain/livestreams';

export function LivestreamAgenda({ slots, current, next }: { slots: TSlot[]; current: TSlot | null; next: TSlot | null }) {
  if (!slots.length) return null;
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
              <Anchor component={Link} to={`/betriebe/${s.business.slug}`} size="sm">
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
