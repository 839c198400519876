// The application form of a signed-in pupil (job interest): a message and files (each uploaded with progress).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, FileInput, Progress, Stack, Textarea, Title } from '@mantine/core';
import { isTrainee } from '@oabat/domain/rights';
import { ZJobInterestInput } from '@oabat/domain/jobs';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { sendJobInterest, uploadFile } from '../api/job-interests.ts';
import type { JobView } from '../api/jobs.ts';
import { RECORDING_BLOCK_CLASS } from '@oabat/domain/session-replay';
import { ErrorNotice } from '../../../components/error-notice.tsx';

/** `byEmail`: nobody of the business has an account; the application goes to its contact address (said before sending). */
export function ApplyMessageForm({ job, byEmail = false }: { job: JobView; byEmail?: boolean }) {
  const { user } = useAuth();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useFormSubmit();
  const [sent, setSent] = useState<'platform' | 'email' | null>(null);
  // `?bewerben=1`: the pupil comes back from login or registration to apply: the form is open and focused.
  const [params] = useSearchParams();
  const wantsToApply = params.get('bewerben') === '1';
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!wantsToApply || !messageRef.current) return;
    messageRef.current.scrollIntoView({ block: 'center' });
    messageRef.current.focus();
  }, [wantsToApply]);

  if (sent)
    return (
      <Alert color="green" title="Bewerbung gesendet" role="status">
        {sent === 'email'
          ? `Deine Bewerbung ging per E-Mail an ${job.business.name}. Die Antwort bekommst du per E-Mail, nicht in deine Nachrichten auf Oabat.`
          : `Deine Nachricht ist bei ${job.business.name} angekommen.`}
      </Alert>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Checked with the API's schema before any file goes up; the files stand in by their count (at most 10).
    const values = { job_id: job.id, trainee_id: isTrainee(user) ? user!.trainee!.id : undefined, message, file_ids: files.map((_, i) => i + 1) };
    await form.runChecked(ZJobInterestInput, values, async (valid) => {
      try {
        const ids: number[] = [];
        for (const [i, file] of files.entries()) {
          setProgress(i / files.length);
          ids.push(await uploadFile(file, (share) => setProgress((i + share) / files.length)));
        }
        const interest = await sendJobInterest({ ...valid, file_ids: ids });
        setSent(interest.delivered_by === 'email' ? 'email' : 'platform');
      } finally {
        setProgress(null);
      }
    });
  }

  return (
    <section aria-labelledby="apply-title" className={RECORDING_BLOCK_CLASS}>
      <Title order={2} size="h3" id="apply-title">
        Jetzt bewerben
      </Title>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm" mt="xs">
          {byEmail ? (
            <Alert color="blue" title="Per E-Mail an den Betrieb">
              {job.business.name} ist noch nicht auf Oabat angemeldet. Deine Nachricht geht deshalb per E-Mail an den Betrieb, mit deinem Namen und deiner
              E-Mail-Adresse, damit er dir antworten kann. Die Antwort kommt per E-Mail, nicht in deine Nachrichten. Dateien schickst du, wenn der Betrieb
              antwortet.
            </Alert>
          ) : null}
          <Textarea
            ref={messageRef}
            label="Deine Nachricht"
            placeholder={`Hallo ${job.business.name}, …`}
            autosize
            minRows={4}
            maxLength={5000}
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              form.clearField('message');
            }}
            error={form.fields.message}
          />
          {byEmail ? null : (
            <FileInput
              label="Dateien (z. B. Lebenslauf als PDF)"
              placeholder="Dateien auswählen"
              multiple
              clearable
              value={files}
              onChange={(next) => {
                setFiles(next);
                form.clearField('file');
                form.clearField('file_ids');
              }}
              error={form.fields.file ?? form.fields.file_ids}
              accept="application/pdf,image/*,.doc,.docx"
            />
          )}
          {progress !== null ? <Progress value={progress * 100} aria-label="Hochladen" /> : null}
          <ErrorNotice error={form.error} />
          <AppButton type="submit" loading={form.pending}>
            Bewerbung senden
          </AppButton>
        </Stack>
      </form>
    </section>
  );
}
