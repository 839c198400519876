// The items of an insight page: the chosen ones in order (up, down, remove) and the business's other posts and
// videos to add.
import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TEinblickItem, TEinblickItemRef } from '@oabat/domain/einblick';
import { AppButton } from '../../../components/app-button.tsx';

const same = (a: TEinblickItemRef, b: TEinblickItemRef) => a.kind === b.kind && a.id === b.id;

export function EinblickItemsPicker({
  sources,
  chosen,
  onChange,
  error,
}: {
  sources: TEinblickItem[];
  chosen: TEinblickItemRef[];
  onChange: (next: TEinblickItemRef[]) => void;
  error?: string;
}) {
  const find = (r: TEinblickItemRef) => sources.find((s) => same(s, r));
  const move = (i: number, by: number) => {
    const next = [...chosen];
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it!);
    onChange(next);
  };
  const rest = sources.filter((s) => !chosen.some((c) => same(c, s)));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Inhalte der Seite
      </Title>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {chosen.length ? (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Gewählte Inhalte">
          {chosen.map((c, i) => {
            const item = find(c);
            const name = item?.title ?? 'Nicht mehr verfügbar';
            return (
              <Card key={`${c.kind}-${c.id}`} withBorder padding="xs" component="li">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {i + 1}. {item?.label ?? ''}: {name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="default" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Nach oben: ${name}`}>
                      ↑
                    </ActionIcon>
                    <ActionIcon variant="default" disabled={i === chosen.length - 1} onClick={() => move(i, 1)} aria-label={`Nach unten: ${name}`}>
                      ↓
                    </ActionIcon>
                    <AppButton size="small" design="flat" onClick={() => onChange(chosen.filter((_, j) => j !== i))} aria-label={`Entfernen: ${name}`}>
                      Entfernen
                    </AppButton>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm">Noch keine Inhalte gewählt.</Text>
      )}
      <Title order={3} size="h5">
        Deine Beiträge und Videos
      </Title>
      {rest.length ? (
        rest.map((s) => (
          <Group key={`${s.kind}-${s.id}`} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Badge variant="outline" color="gray.8">
                {s.label}
              </Badge>
              <Text size="sm">{s.title}</Text>
            </Group>
            <AppButton
              size="small"
              design="primary-flat"
              onClick={() => onChange([...chosen, { kind: s.kind, id: s.id }])}
              aria-label={`Hinzufügen: ${s.title}`}
            >
              Hinzufügen
            </AppButton>
          </Group>
        ))
      ) : (
        <Text size="sm">{sources.length ? 'Alle Inhalte sind gewählt.' : 'Du hast noch keine veröffentlichten Beiträge oder Videos.'}</Text>
      )}
    </Stack>
  );
}
