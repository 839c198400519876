// A business's own figures as plots: profile visitors, job views, likes and interests per day, the
// change against the previous period, and per job. Shown on /betrieb/statistiken.
import { useState } from 'react';
import { Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BUSINESS_STATISTICS_PERIODS, changePercent, type TPeriodFigures } from '@oabat/domain/statistics';
import { useBusinessStatistics } from '../features/statistics/api/statistics.ts';
import { TimeChart } from './time-chart.tsx';
import { BarTable } from './bar-table.tsx';
import { ErrorNotice } from './error-notice.tsx';

const FIGURES: { key: keyof TPeriodFigures; label: string }[] = [
  { key: 'profile_visits', label: 'Profilbesucher' },
  { key: 'job_views', label: 'Stellenaufrufe' },
  { key: 'likes', label: 'Likes' },
  { key: 'interests', label: 'Bewerbungen' },
];

function change(current: number, previous: number) {
  const p = changePercent(current, previous);
  if (p === null) return 'im Zeitraum davor: 0';
  return `${p > 0 ? '+' : ''}${p.toLocaleString('de-DE')} % gegenüber dem Zeitraum davor (${previous.toLocaleString('de-DE')})`;
}

export function BusinessStatisticsPanel({ businessId }: { businessId: number | undefined }) {
  const [days, setDays] = useState<number>(30);
  const stats = useBusinessStatistics(businessId, days);
  const s = stats.data;
  return (
    <Stack gap="md">
      <Title order={2}>Entwicklung</Title>
      <SegmentedControl
        aria-label="Zeitraum"
        value={String(days)}
        onChange={(v) => setDays(Number(v))}
        data={BUSINESS_STATISTICS_PERIODS.map((d) => ({ value: String(d), label: d === 365 ? '1 Jahr' : `${d} Tage` }))}
        w="fit-content"
      />
      {stats.isError ? <ErrorNotice error={stats.error} /> : null}
      {s ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {FIGURES.map((f) => (
              <Paper key={f.key} withBorder p="sm">
                <Text size="xl" fw={700}>
                  {s.current[f.key].toLocaleString('de-DE')}
                </Text>
                <Text fw={500}>{f.label}</Text>
                <Text size="sm" c="dimmed">
                  {change(s.current[f.key], s.previous[f.key])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <TimeChart
            level={3}
            title={`Deine Zahlen der letzten ${days} Tage`}
            days={s.daily.map((d) => d.day)}
            series={[
              { label: 'Profilbesucher', values: s.daily.map((d) => d.profile_visits), color: '#1c7ed6' },
              { label: 'Stellenaufrufe', values: s.daily.map((d) => d.job_views), color: '#2f9e44' },
              { label: 'Likes', values: s.daily.map((d) => d.likes), color: '#e64980' },
              { label: 'Bewerbungen', values: s.daily.map((d) => d.interests), color: '#7048e8' },
            ]}
          />
          <BarTable
            level={3}
            title="Aufrufe je Stelle im Zeitraum"
            valueLabel="Aufrufe"
            extraLabels={['Likes', 'Bewerbungen']}
            rows={s.by_job.map((j) => ({ label: j.name, value: j.views, extra: [j.likes, j.interests] }))}
            empty="Noch keine Stellen."
          />
        </>
      ) : null}
    </Stack>
  );
}
