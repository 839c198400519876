// The dialog behind "Melden" (report-button.tsx): reason, optional text, sent to the Oabat team's queue; the reporter
// sees only their own confirmation. Loaded on the first click, so public pages carry neither the modal nor zod.
import { useState, type FormEvent } from 'react';
import { Alert, Modal, Radio, Stack, Text, Textarea, Group } from '@mantine/core';
import { REPORT_REASONS, REPORT_REASON_LABELS, REPORT_TARGET_LABELS, ZReportInput, type ReportReason, type ReportTarget } from '@oabat/domain/reports';
import { api } from '../lib/api.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { AppButton } from './app-button.tsx';
import { ErrorNotice } from './error-notice.tsx';

export function ReportDialog({ type, id, onClose }: { type: ReportTarget; id: number; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const form = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { target_type: type, target_id: id, reason: reason || undefined, text: text.trim() || undefined };
    const sent = await form.runChecked(ZReportInput, values, (body) => api('POST', '/api/reports', { body }));
    if (sent) setDone(true);
  }

  const what = REPORT_TARGET_LABELS[type];
  return (
    <>
      <Modal opened onClose={onClose} title={`${what} melden`} centered closeButtonProps={{ 'aria-label': 'Schließen' }}>
        {done ? (
          <Stack gap="sm">
            <Alert color="green" role="status" title="Danke für deine Meldung">
              Das Oabat-Team prüft den Inhalt und kümmert sich darum.
            </Alert>
            <AppButton onClick={onClose}>Fertig</AppButton>
          </Stack>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={`${what} melden`}>
            <Stack gap="sm">
              <Radio.Group label="Was stimmt nicht?" value={reason} onChange={(v) => setReason(v as ReportReason)} error={form.fields.reason} required>
                <Stack gap={6} mt={6}>
                  {REPORT_REASONS.map((r) => (
                    <Radio key={r} value={r} label={REPORT_REASON_LABELS[r]} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label="Beschreibung (freiwillig)"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={form.fields.text}
                autosize
                minRows={3}
                maxLength={1000}
              />
              <Text size="sm" c="dimmed">
                Nur das Oabat-Team sieht deine Meldung.
              </Text>
              <ErrorNotice error={form.error} />
              <Group>
                <AppButton type="submit" loading={form.pending}>
                  Meldung senden
                </AppButton>
                <AppButton design="flat" onClick={onClose}>
                  Abbrechen
                </AppButton>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
