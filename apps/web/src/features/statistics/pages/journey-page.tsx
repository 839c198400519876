// /admin/analytics/users/{id} and /admin/analytics/anonymous/{id}: one person's way through the platform from the
// analytics records (pages, events, impressions, campaign of each session), newest first. Admin and dashboard user.
import { Anchor, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { JOURNEY_LIMIT } from '@oabat/domain/analytics-journey';
import { canReadSessionRecordings } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useJourney } from '../api/journey.ts';
import { dateTimeLabel as when } from '../../../lib/format.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const KIND_LABEL: Record<string, string> = { page_visit: 'Seitenaufruf', event: 'Ereignis', impression: 'Einblendung' };
const campaign = (c: { campaign_id: string | null; source: string | null; medium: string | null }) =>
  [c.campaign_id, c.source, c.medium].filter(Boolean).join(' · ') || 'direkt';

export default function JourneyPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const kind = useLocation().pathname.includes('/anonymous/') ? 'anonymous' : 'users';
  const { data, error, isPending } = useJourney(kind, id);
  const who = data ? (data.subject.kind === 'user' ? (data.subject.name ?? data.subject.email ?? `Konto ${id}`) : `Besucher ${id.slice(0, 8)}`) : '';
  usePageTitle(who ? `Nutzerweg: ${who}` : 'Nutzerweg');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{who ? `Nutzerweg: ${who}` : 'Nutzerweg'}</Title>
        {isPending ? <Loading what="Daten" /> : null}
        {error ? <ErrorNotice error={error} /> : null}
        {data ? (
          <>
            <Group gap="lg">
              {data.subject.email ? <Text>E-Mail: {data.subject.email}</Text> : null}
              <Text>Seitenaufrufe: {data.totals.page_visits}</Text>
              <Text>Ereignisse: {data.totals.events}</Text>
              <Text>Einblendungen: {data.totals.impressions}</Text>
            </Group>
            {data.subject.kind === 'user' && data.subject.is_business && canReadSessionRecordings(user) ? (
              <Anchor component={Link} to={`/admin/analytics/users/${encodeURIComponent(id)}/detailed`}>
                Sitzungsaufzeichnungen ansehen
              </Anchor>
            ) : null}
            <Paper withBorder p="md" component="section" aria-labelledby="journey-sessions">
              <Title order={2} size="h3" id="journey-sessions" mb="sm">
                Sitzungen und Kampagnen
              </Title>
              {data.sessions.length ? (
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Sitzung</Table.Th>
                      <Table.Th>Erster Besuch</Table.Th>
                      <Table.Th>Kampagne</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.sessions.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>{s.id.slice(0, 8)}</Table.Td>
                        <Table.Td>{when(s.first_seen)}</Table.Td>
                        <Table.Td>{campaign(s)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text>Keine Sitzungen erfasst.</Text>
              )}
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="journey-records">
              <Title order={2} size="h3" id="journey-records" mb="sm">
                Verlauf (neueste zuerst, höchstens {JOURNEY_LIMIT})
              </Title>
              {data.records.length ? (
                <Table.ScrollContainer minWidth={640}>
                  <Table aria-label="Verlauf">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Zeit</Table.Th>
                        <Table.Th>Art</Table.Th>
                        <Table.Th>Seite</Table.Th>
                        <Table.Th>Ereignis</Table.Th>
                        <Table.Th>Kampagne</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.records.map((r) => (
                        <Table.Tr key={r.id}>
                          <Table.Td>{when(r.created_at)}</Table.Td>
                          <Table.Td>{KIND_LABEL[r.entity_type] ?? r.entity_type}</Table.Td>
                          <Table.Td>{r.route ?? '–'}</Table.Td>
                          <Table.Td>
                            {r.entity_type === 'page_visit' ? '–' : (r.event ?? '–')}
                            {r.tracked_entity_type ? ` (${r.tracked_entity_type} ${r.tracked_entity_id ?? ''})` : ''}
                          </Table.Td>
                          <Table.Td>{r.campaign_id || r.source || r.medium ? campaign(r) : '–'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ) : (
                <Text>Keine Einträge.</Text>
              )}
            </Paper>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
