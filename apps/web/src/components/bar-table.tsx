// Categories (job types, funnel steps, places, channels) as a table whose cells carry a bar: the numbers
// are the text, the bar only repeats them for the eye.
import { Box, Paper, Table, Text, Title } from '@mantine/core';

export interface BarRow {
  label: string;
  value: number;
  extra?: (string | number)[];
}

export function BarTable({
  title,
  rows,
  valueLabel,
  extraLabels = [],
  empty = 'Keine Daten im Zeitraum.',
  level = 2,
}: {
  title: string;
  rows: BarRow[];
  valueLabel: string;
  extraLabels?: string[];
  empty?: string;
  level?: 2 | 3;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Paper withBorder p="md">
      <Title order={level} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length ? (
        // Several number columns do not fit a phone whatever the bar's width: the table scrolls sideways in its box.
        <Table.ScrollContainer minWidth={0} type="native">
          <Table>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Bezeichnung</Table.Th>
                <Table.Th scope="col">{valueLabel}</Table.Th>
                {extraLabels.map((l) => (
                  <Table.Th scope="col" key={l}>
                    {l}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={`${r.label}-${i}`}>
                  <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                    {r.label}
                  </Table.Th>
                  {/* 160 px for the bar made the table 562 px wide on a 390 px phone (issue #36); there the bar is shorter. */}
                  <Table.Td miw={{ base: 64, sm: 160 }}>
                    <Box style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                      <Box aria-hidden="true" h={10} bg="blue.6" style={{ width: `${Math.max(2, (r.value / max) * 100)}%`, maxWidth: 200, borderRadius: 2 }} />
                      <span>{r.value.toLocaleString('de-DE')}</span>
                    </Box>
                  </Table.Td>
                  {(r.extra ?? []).map((x, i) => (
                    <Table.Td key={extraLabels[i] ?? i}>{typeof x === 'number' ? x.toLocaleString('de-DE') : x}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">{empty}</Text>
      )}
    </Paper>
  );
}
