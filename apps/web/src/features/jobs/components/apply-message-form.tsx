// The application form of a signed-in pupil (job interest): a message and files (each uploaded with progress).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, FileInput, Progress, Stack, Textarea, Title } from '@mantine/core';
import { isTrainee } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { ApiError, normaliseError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { sendJobInterest, uploadFile } from '../api/job-interests.ts';
import type { JobView } from '../api/jobs.ts';
import { RECORDING_BLOCK_CLASS } from '@oabat/domain/session-replay';

/** `byEmail`: nobody of the business has an account; the application goes to its contact address (said before sending). */
export function ApplyMessageForm({ job, byEmail = false }: { job: JobView; byEmail?: boolean }) {
  const { user } = useAuth();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ message?: string; files?: string; form?: string }>({});
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
    if (!message.trim()) {
      setErrors({ message: 'Bitte schreib eine kurze Nachricht.' });
      return;
    }
    setErrors({});
    try {
      const ids: number[] = [];
      for (const [i, file] of files.entries()) {
        setProgress(i / files.length);
        ids.push(await uploadFile(file, (share) => setProgress((i + share) / files.length)));
      }
      setProgress(null);
      const interest = await sendJobInterest({ job_id: job.id, trainee_id: isTrainee(user) ? user!.trainee!.id : undefined, message, file_ids: ids });
      setSent(interest.delivered_by === 'email' ? 'email' : 'platform');
    } catch (err) {
      setProgress(null);
      const n = normaliseError(err);
      setErrors(
        err instanceof ApiError && (err.field('file') || err.field('file_ids'))
          ? { files: err.field('file') ?? err.field('file_ids') }
          : err instanceof ApiError && err.field('message')
            ? { message: err.field('message') }
            : { form: n.message },
      );
    }
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
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={errors.message}
          />
          {byEmail ? null : (
            <FileInput
              label="Dateien (z. B. Lebenslauf als PDF)"
              placeholder="Dateien auswählen"
              multiple
              clearable
              value={files}
              onChange={setFiles}
              error={errors.files}
              accept="application/pdf,image/*,.doc,.docx"
            />
          )}
          {progress !== null ? <Progress value={progress * 100} aria-label="Hochladen" /> : null}
          {errors.form ? (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <AppButton type="submit" loading={progress !== null}>
            Bewerbung senden
          </AppButton>
        </Stack>
      </form>
    </section>
  );
}
