// /admin/dashboard (admin and dashboard user): the platform's figures over a date range, as plots with
// a table view each: visits and searches, likes, interests and messages per day, new accounts per week,
// jobs by type, the funnel, places searched most, channels, regions and campaigns; filtered by channel
// and region (both kept in the URL query like the range).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Container, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { ZStatisticsQuery } from '@oabat/domain/statistics';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useStatistics } from '../api/statistics.ts';
import { TimeChart } from '../../../components/time-chart.tsx';
import { BarTable } from '../../../components/bar-table.tsx';
import { RefreshButton } from '../components/refresh-button.tsx';
import { DashboardFilterNote, DashboardFilterSelects, type DashboardFilter } from '../components/dashboard-filters.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

type Range = { from?: string; to?: string };

const PRESETS = [
  { days: 30, label: '30 Tage' },
  { days: 90, label: '90 Tage' },
  { days: 365, label: '1 Jahr' },
];
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBack = (n: number) => isoDay(new Date(Date.now() - (n - 1) * 86_400_000));

export default function AdminDashboardPage() {
  usePageTitle('Dashboard');
  const [params, setParams] = useSearchParams();
  const range: Range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const filter: DashboardFilter = { channel: params.get('channel') ?? undefined, region: params.get('region') ?? undefined };
  const query = { ...range, ...filter };
  const [draft, setDraft] = useState(range);
  const valid = ZStatisticsQuery.safeParse(draft);
  const stats = useStatistics(ZStatisticsQuery.safeParse(query).success ? query : {});
  const s = stats.data;
  // The range and the filters live in the URL query, so a view can be shared and survives a reload.
  // Each change merges into the current query, so the range and the other filter stay.
  const setQuery = (q: Partial<Range & DashboardFilter>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(q)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const apply = (q: Range) => {
    setDraft(q);
    setQuery({ from: q.from, to: q.to });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        <Group align="flex-end" gap="sm" component="form" onSubmit={(e) => (e.preventDefault(), valid.success && apply(draft))}>
          <TextInput
            type="date"
            label="Von"
            value={draft.from ?? s?.range.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="Bis"
            value={draft.to ?? s?.range.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value || undefined })}
            error={valid.success ? undefined : valid.error.issues[0]?.message}
          />
          <Button type="submit" disabled={!valid.success}>
            Zeitraum anzeigen
          </Button>
          {PRESETS.map((p) => (
            <Button key={p.days} variant="default" onClick={() => apply({ from: daysBack(p.days), to: isoDay(new Date()) })}>
              {p.label}
            </Button>
          ))}
          <RefreshButton />
        </Group>
        <DashboardFilterSelects stats={s} filter={filter} onChange={setQuery} />
        {s ? <DashboardFilterNote stats={s} /> : null}
        {stats.isPending ? <Loading what="Zahlen" /> : null}
        {stats.isError ? <ErrorNotice error={stats.error} /> : null}
        {s ? (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <TimeChart
                title="Besuche, Suchen und Stellenaufrufe pro Tag"
                days={s.daily.map((d) => d.day)}
                series={[
                  { label: 'Besuche', values: s.daily.map((d) => d.visits), color: '#1c7ed6' },
                  { label: 'Suchen', values: s.daily.map((d) => d.searches), color: '#f08c00' },
                  { label: 'Stellenaufrufe', values: s.daily.map((d) => d.job_views), color: '#2f9e44' },
                ]}
              />
              <TimeChart
                title="Likes, Bewerbungen und Chatnachrichten pro Tag"
                days={s.daily.map((d) => d.day)}
                series={[
                  { label: 'Likes', values: s.daily.map((d) => d.likes), color: '#e64980' },
                  { label: 'Bewerbungen', values: s.daily.map((d) => d.interests), color: '#7048e8' },
                  { label: 'Nachrichten', values: s.daily.map((d) => d.messages), color: '#495057' },
                ]}
              />
              <TimeChart
                title="Neue Konten und veröffentlichte Stellen pro Woche"
                dayLabel="Woche ab"
                bars
                days={s.weekly.map((w) => w.week)}
                series={[
                  { label: 'Azubis', values: s.weekly.map((w) => w.trainees), color: '#1c7ed6' },
                  { label: 'Betriebe', values: s.weekly.map((w) => w.businesses), color: '#f08c00' },
                  { label: 'Schulen', values: s.weekly.map((w) => w.schools), color: '#2f9e44' },
                  { label: 'Stellen', values: s.weekly.map((w) => w.jobs_published), color: '#7048e8' },
                ]}
              />
              <BarTable title="Vom Suchen zur Bewerbung" valueLabel="Anzahl" extraLabels={['Anteil am Schritt davor']} rows={funnelRows(s.funnel)} />
              <BarTable
                title="Stellen nach Art"
                valueLabel="Aktiv"
                extraLabels={['Im Zeitraum veröffentlicht']}
                rows={s.jobs_by_type.map((j) => ({ label: j.label, value: j.active, extra: [j.published] }))}
              />
              <BarTable title="Meistgesuchte Orte" valueLabel="Suchen" rows={s.places.map((p) => ({ label: p.name, value: p.searches }))} />
              <BarTable
                title="Besuche nach Kanal"
                valueLabel="Besuche"
                extraLabels={['Sitzungen']}
                rows={s.channels.map((c) => ({ label: c.value, value: c.visits, extra: [c.sessions] }))}
              />
              <BarTable
                title="Besuche nach Region"
                valueLabel="Besuche"
                extraLabels={['Betriebe im Kanal']}
                rows={s.regions.map((r) => ({ label: r.value, value: r.visits, extra: [r.businesses] }))}
              />
            </SimpleGrid>
            <BarTable
              title="Kampagnen"
              valueLabel="Besuche"
              extraLabels={['Sitzungen', 'Registrierungen', 'Bewerbungen']}
              rows={s.campaigns.map((c) => ({ label: c.campaign_id, value: c.visits, extra: [c.sessions, c.registrations, c.interests] }))}
              empty="Keine Besuche über Kampagnen im Zeitraum."
            />
            <Anchor component={Link} to="/admin/kampagne">
              Zu den Kampagnen
            </Anchor>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

function funnelRows(f: { searches: number; job_views: number; likes: number; interests: number }) {
  const steps = [
    { label: 'Suchen', value: f.searches },
    { label: 'Stellenaufrufe', value: f.job_views },
    { label: 'Likes', value: f.likes },
    { label: 'Bewerbungen', value: f.interests },
  ];
  return steps.map((s, i) => ({
    ...s,
    extra: [i === 0 ? '–' : steps[i - 1].value ? `${Math.round((s.value / steps[i - 1].value) * 1000) / 10} %`.replace('.', ',') : '–'],
  }));
}
