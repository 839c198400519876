// /statistiken: the platform's public figures (jobs by type and by district, businesses, trainees,
// schools, growth per month) for everybody and for press material. Server-rendered; the API caches them.
import { formatDay } from '@oabat/domain/dates';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePublicStatistics } from '../api/statistics.ts';
import { BarTable } from '../../../components/bar-table.tsx';
import { TimeChart } from '../../../components/time-chart.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function PublicStatisticsPage() {
  usePageTitle('Statistiken');
  const stats = usePublicStatistics();
  const s = stats.data;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>Oabat in Zahlen</Title>
        {stats.isPending ? <Loading what="Zahlen" /> : null}
        {stats.isError ? <Text role="alert">Die Zahlen konnten nicht geladen werden.</Text> : null}
        {s ? (
          <>
            <Text>Stand: {formatDay(s.as_of, 'long')}. Die Zahlen dürfen mit Quellenangabe „Oabat“ verwendet werden.</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {[
                { label: 'Betriebe', value: s.businesses },
                { label: 'Azubis und Schüler', value: s.trainees },
                { label: 'Schulen', value: s.schools },
              ].map((k) => (
                <Paper key={k.label} withBorder p="md">
                  <Text size="xl" fw={700}>
                    {k.value.toLocaleString('de-DE')}
                  </Text>
                  <Text>{k.label}</Text>
                </Paper>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <BarTable title="Offene Stellen nach Art" valueLabel="Offene Stellen" rows={s.jobs_by_type.map((j) => ({ label: j.label, value: j.active }))} />
              <BarTable
                title="Offene Stellen nach Landkreis"
                valueLabel="Offene Stellen"
                rows={s.jobs_by_region.map((r) => ({ label: r.region, value: r.active }))}
              />
            </SimpleGrid>
            <TimeChart
              title="Neue Betriebe, Azubis und Stellen pro Monat"
              dayLabel="Monat"
              bars
              days={s.monthly.map((m) => `${m.month}-01`)}
              series={[
                { label: 'Betriebe', values: s.monthly.map((m) => m.businesses), color: '#f08c00' },
                { label: 'Azubis', values: s.monthly.map((m) => m.trainees), color: '#1c7ed6' },
                { label: 'Stellen', values: s.monthly.map((m) => m.jobs), color: '#2f9e44' },
              ]}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
