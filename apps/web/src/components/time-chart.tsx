// A time series as a chart (uPlot, loaded on first use) with its text alternative: a caption, a legend in
// words and the figures as a table behind "Als Tabelle anzeigen". The canvas itself is hidden from
// screen readers; the table carries the same numbers.
import { formatCalendarDate } from '@oabat/domain/dates';
import { useEffect, useRef, useState } from 'react';
import { Box, Group, Paper, Table, Text, Title } from '@mantine/core';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

const chartDay = (d: string) => formatCalendarDate(d, 'medium');
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function TimeChart({
  title,
  days,
  series,
  bars = false,
  dayLabel = 'Tag',
  level = 2,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  bars?: boolean;
  dayLabel?: string;
  /** Heading level of the title under the page's headings. */
  level?: 2 | 3;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The table is built when opened: a year of days is a large table nobody needs until they ask.
  const [tableOpen, setTableOpen] = useState(false);
  const key = JSON.stringify([days, series.map((s) => s.values)]);
  useEffect(() => {
    const el = box.current;
    if (!el || !days.length) return;
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let gone = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: 240 }));
    import('../features/statistics/components/uplot-render.ts')
      .then(({ renderTimeChart }) => {
        if (gone) return;
        chart = renderTimeChart(el, days, series, el.clientWidth || 600, bars);
        observer.observe(el);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
    // `key` stands for days and series (new arrays on every render, same numbers).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, bars]);

  const summary = series.map((s) => `${s.label}: ${total(s.values).toLocaleString('de-DE')}`).join(', ');
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Title order={level} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" component="figcaption">
        {days.length ? `${chartDay(days[0])} bis ${chartDay(days.at(-1)!)} – zusammen ${summary}.` : 'Keine Daten im Zeitraum.'}
      </Text>
      <Group gap="md" mt={4} aria-hidden="true">
        {series.map((s) => (
          <Group key={s.label} gap={4}>
            <Box w={12} h={12} bg={s.color} style={{ borderRadius: 2 }} />
            <Text size="sm">{s.label}</Text>
          </Group>
        ))}
      </Group>
      {failed ? <Text size="sm">Das Diagramm konnte nicht geladen werden; die Zahlen stehen in der Tabelle.</Text> : null}
      <div ref={box} aria-hidden="true" data-testid="chart" style={{ width: '100%', minHeight: days.length ? 240 : 0 }} />
      <details onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary>Als Tabelle anzeigen</summary>
        {tableOpen ? (
          <Table.ScrollContainer minWidth={320} mah={320}>
            <Table striped>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{dayLabel}</Table.Th>
                  {series.map((s) => (
                    <Table.Th scope="col" key={s.label}>
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d, i) => (
                  <Table.Tr key={d}>
                    <Table.Th scope="row">{chartDay(d)}</Table.Th>
                    {series.map((s) => (
                      <Table.Td key={s.label}>{(s.values[i] ?? 0).toLocaleString('de-DE')}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </details>
    </Paper>
  );
}
