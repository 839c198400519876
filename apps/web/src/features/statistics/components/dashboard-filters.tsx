// The dashboard's filters (issue #17): "Kanal" and "Region" as selects (choices from the answer's own
// channel and region tables, plus "Alle"), and a line saying what is filtered and which figures a filter
// cannot split (they then show all channels or regions).
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { STATISTICS_PART_LABELS, type TStatistics } from '@oabat/domain/statistics';

const ALL = '';

export interface DashboardFilter {
  channel?: string;
  region?: string;
}

/** The choices: the values the answer lists, plus the chosen one (it may have no visits in the range). */
function choices(values: string[], chosen: string | undefined) {
  const list = chosen && !values.includes(chosen) ? [chosen, ...values] : values;
  return [{ value: ALL, label: 'Alle' }, ...list.map((v) => ({ value: v, label: v }))];
}

export function DashboardFilterSelects({
  stats,
  filter,
  onChange,
}: {
  stats: TStatistics | undefined;
  filter: DashboardFilter;
  onChange: (change: DashboardFilter) => void;
}) {
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Kanal"
        value={filter.channel ?? ALL}
        data={choices(stats?.channels.map((c) => c.value) ?? [], filter.channel)}
        onChange={(e) => onChange({ channel: e.currentTarget.value || undefined })}
      />
      <NativeSelect
        label="Region"
        value={filter.region ?? ALL}
        data={choices(stats?.regions.map((r) => r.value) ?? [], filter.region)}
        onChange={(e) => onChange({ region: e.currentTarget.value || undefined })}
      />
    </Group>
  );
}

const list = (parts: readonly (keyof typeof STATISTICS_PART_LABELS)[]) => parts.map((p) => STATISTICS_PART_LABELS[p]).join(', ');

/** "Gefiltert nach …" and, per filter, the figures it cannot split. */
export function DashboardFilterNote({ stats }: { stats: TStatistics }) {
  const { channel, region } = stats.filter;
  const what = [channel ? `Kanal „${channel}“` : null, region ? `Region „${region}“` : null].filter(Boolean).join(' und ');
  return (
    <Stack gap={2} data-testid="dashboard-filter-note">
      <Text fw={500}>{what ? `Gefiltert nach ${what}.` : 'Alle Kanäle und Regionen (ungefiltert).'}</Text>
      {stats.unfiltered.channel.length ? <Text size="sm">Nicht nach Kanal aufteilbar, zeigen alle Kanäle: {list(stats.unfiltered.channel)}.</Text> : null}
      {stats.unfiltered.region.length ? <Text size="sm">Nicht nach Region aufteilbar, zeigen alle Regionen: {list(stats.unfiltered.region)}.</Text> : null}
      {what ? (
        <Text size="sm" c="dimmed">
          Die Tabellen „Besuche nach Kanal“ und „Besuche nach Region“ zeigen immer alle Werte zur Auswahl.
        </Text>
      ) : null}
    </Stack>
  );
}
