// /admin/meldungen: the moderation queue (issue #19). Each report shows the reported content as it is now; the admin
// hides it, warns or blocks the account behind it (a confirmation first), and closes the report.
import { formatDateTime } from '@oabat/domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Container, Group, Pagination, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { MODERATION_ACTION_LABELS, REPORT_REASON_LABELS, REPORT_TARGET_LABELS, type ModerationAction, type TAdminReport } from '@oabat/domain/reports';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { adminReportsKey, moderateReport, useAdminReports } from '../api/admin-reports.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const CONFIRM: Partial<Record<ModerationAction, string>> = {
  block: 'Das Konto hinter diesem Inhalt wirklich sperren? Es wird sofort abgemeldet und kann sich nicht mehr anmelden.',
};

function ReportCard({ report, onDone }: { report: TAdminReport; onDone: (text: string) => void }) {
  const form = useFormSubmit();
  const [note, setNote] = useState('');
  const open = report.status === 'open';
  const c = report.content;
  async function act(action: ModerationAction) {
    if (CONFIRM[action] && !window.confirm(CONFIRM[action])) return;
    const done = await form.run(() => moderateReport(report.id, action, action === 'warn' ? note.trim() || undefined : undefined));
    if (done) onDone(`Meldung ${report.id}: ${MODERATION_ACTION_LABELS[action]}.`);
  }
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Meldung ${report.id}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color="red" variant="light">
            {REPORT_REASON_LABELS[report.reason]}
          </Badge>
          <Badge color="gray" variant="light">
            {REPORT_TARGET_LABELS[report.target_type]}
          </Badge>
          {c.hidden ? (
            <Badge color="dark" variant="light">
              nicht öffentlich
            </Badge>
          ) : null}
          {report.actions.map((a) => (
            <Badge key={a} color="blue" variant="outline">
              {MODERATION_ACTION_LABELS[a]}
            </Badge>
          ))}
        </Group>
        <Title order={2} size="h4">
          {c.url ? (
            <Anchor component={Link} to={c.url}>
              {c.title}
            </Anchor>
          ) : (
            c.title
          )}
        </Title>
        {c.body ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
            {report.target_type === 'message' ? `Nachricht von ${c.title}: ` : ''}
            {c.body}
          </Text>
        ) : null}
        {report.text ? <Text size="sm">Begründung: „{report.text}“</Text> : null}
        <Text size="xs" c="gray.7">
          Gemeldet von {report.reporter.name}
          {report.reporter.email ? ` (${report.reporter.email})` : ''} am {formatDateTime(report.created_at)}
          {report.reports_on_target > 1 ? ` · ${report.reports_on_target} Meldungen zu diesem Inhalt` : ''}
        </Text>
        <ErrorNotice error={form.error} />
        {open ? (
          <>
            <Textarea
              label="Eigener Hinweis in der Verwarnung (freiwillig)"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={1}
              maxLength={2000}
              error={form.fields.message}
            />
            <Group gap="xs">
              {c.exists && !c.hidden ? (
                <AppButton size="small" design="primary" disabled={form.pending} onClick={() => void act('hide')}>
                  Inhalt verbergen
                </AppButton>
              ) : null}
              {c.exists ? (
                <>
                  <AppButton size="small" design="secondary-flat" disabled={form.pending} onClick={() => void act('warn')}>
                    Verwarnen
                  </AppButton>
                  <AppButton size="small" design="secondary-flat" disabled={form.pending} onClick={() => void act('block')}>
                    Konto sperren
                  </AppButton>
                </>
              ) : null}
              <AppButton size="small" design="flat" disabled={form.pending} onClick={() => void act('close')}>
                Meldung schließen
              </AppButton>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

export default function AdminReportsPage() {
  usePageTitle('Admin – Meldungen');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const reports = useAdminReports(status, page);
  const qc = useQueryClient();
  const onDone = (text: string) => {
    setDone(text);
    void qc.invalidateQueries({ queryKey: adminReportsKey });
  };
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>Meldungen</Title>
        <Text>Von Nutzerinnen und Nutzern gemeldete Stellen, Betriebsprofile und Chat-Nachrichten, die älteste zuerst.</Text>
        <SegmentedControl
          aria-label="Welche Meldungen"
          value={status}
          onChange={(v) => {
            setStatus(v as 'open' | 'closed');
            setPage(1);
          }}
          data={[
            { value: 'open', label: 'Offen' },
            { value: 'closed', label: 'Erledigt' },
          ]}
          w="fit-content"
        />
        <div role="status" aria-live="polite">
          {done ? <Alert color="green">{done}</Alert> : null}
        </div>
        {reports.error ? <ErrorNotice>Die Meldungen konnten nicht geladen werden.</ErrorNotice> : null}
        {reports.data ? (
          reports.data.data.length ? (
            reports.data.data.map((r) => <ReportCard key={r.id} report={r} onDone={onDone} />)
          ) : (
            <Text>{status === 'open' ? 'Keine offenen Meldungen.' : 'Noch keine erledigten Meldungen.'}</Text>
          )
        ) : (
          <Loading />
        )}
        {reports.data && reports.data.last_page > 1 ? <Pagination total={reports.data.last_page} value={page} onChange={setPage} aria-label="Seiten" /> : null}
      </Stack>
    </Container>
  );
}
