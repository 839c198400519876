// Uploading a video: title, kind and file; the bytes go over tus with a progress bar and can be cancelled. An upload
// cut off by a reload or a lost connection continues when the same file is chosen again (ResumeUpload).
import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, FileInput, Group, Progress, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { VIDEO_ACCEPT, VIDEO_TYPE_LABELS, VIDEO_TYPES, ZVideoFields, type TVideo, type VideoType } from '@oabat/domain/videos';
import { ApiError, normaliseError } from '../../../lib/api.ts';
import type { ResumableUpload } from '../../../lib/upload.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createVideo, deleteVideo, placeVideo, sendVideoFile, useMyChannels } from '../api/videos.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

/** Sends the file, shows progress, and offers "Abbrechen" (stops the upload and removes the video). */
function useTransfer(onSettled: () => Promise<void>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [resumed, setResumed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<{ upload: ResumableUpload; video: TVideo } | null>(null);
  async function send(video: TVideo, file: File) {
    setFailure(null);
    setProgress(0);
    try {
      const upload = await sendVideoFile(video, file, (share) => setProgress(Math.floor(share * 100)));
      running.current = { upload, video };
      setResumed(upload.resumed);
      await upload.done;
    } catch (err) {
      if (running.current) {
        setFailure(normaliseError(err).message);
        // A refused upload (4xx: type, size, right) cannot be continued: its video goes instead of staying as a card
        // "unterbrochen" (issue #36). A lost connection (status 0) or a server error stays resumable.
        const status = err instanceof ApiError ? err.status : 0;
        if (status >= 400 && status < 500) await deleteVideo(video.id).catch(() => {});
      }
    } finally {
      running.current = null;
      setProgress(null);
      setResumed(false);
      await onSettled();
    }
  }
  /** Progress and button go at once (they stayed for seconds while the card already said "unterbrochen", issue #36). */
  async function cancel() {
    const r = running.current;
    running.current = null;
    setProgress(null);
    setResumed(false);
    if (!r) return;
    await r.upload.abort(true).catch(() => {});
    await deleteVideo(r.video.id).catch(() => {});
    await onSettled();
  }
  return { progress, resumed, failure, send, cancel };
}

function TransferState({ progress, resumed, cancel }: { progress: number; resumed: boolean; cancel: () => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {resumed ? 'Upload wird fortgesetzt' : 'Video wird hochgeladen'}: {progress} %
      </Text>
      <Progress value={progress} aria-label="Fortschritt des Video-Uploads" animated />
      <Button variant="subtle" color="red" size="xs" w="fit-content" onClick={cancel}>
        Upload abbrechen
      </Button>
    </Stack>
  );
}

export function VideoUploadForm({ refresh }: { refresh: () => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<VideoType>('video');
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useFormSubmit();
  const transfer = useTransfer(refresh);
  // Like a post, a new video can go onto the owner's channels right away (issue #36); offered ticked.
  const channels = useMyChannels();
  const [unticked, setUnticked] = useState<number[]>([]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFileError(file ? null : 'Bitte wähle ein Video aus.');
    if (!file) return;
    const video = await form.runChecked(ZVideoFields, { title, description, type }, (v) =>
      createVideo({ ...v, upload: { approach: 'tus', size: file.size, name: file.name.slice(0, 255) } }),
    );
    if (!video) return;
    const onto = (channels.data ?? []).filter((c) => !unticked.includes(c.id));
    await Promise.all(onto.map((c) => placeVideo(video.id, c.id, 0).catch(() => {})));
    await refresh();
    setTitle('');
    setDescription('');
    setFile(null);
    await transfer.send(video, file);
  }

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Video hochladen
        </Title>
        <FileInput label="Videodatei (MP4, MOV, WebM …)" accept={VIDEO_ACCEPT} value={file} onChange={setFile} error={fileError} clearable />
        <TextInput label="Titel" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={form.fields.title} required />
        <Textarea
          label="Beschreibung"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={form.fields.description}
          autosize
          minRows={2}
        />
        <Select
          label="Art"
          data={VIDEO_TYPES.map((t) => ({ value: t, label: VIDEO_TYPE_LABELS[t] }))}
          value={type}
          onChange={(v) => setType((v as VideoType) ?? 'video')}
          allowDeselect={false}
        />
        {channels.data?.length ? (
          <Stack gap={4}>
            {channels.data.map((c) => (
              <Checkbox
                key={c.id}
                label={`Auf dem Kanal „${c.name}“ zeigen`}
                checked={!unticked.includes(c.id)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setUnticked((u) => (on ? u.filter((id) => id !== c.id) : [...u, c.id]));
                }}
              />
            ))}
          </Stack>
        ) : null}
        {transfer.progress !== null ? <TransferState progress={transfer.progress} resumed={transfer.resumed} cancel={transfer.cancel} /> : null}
        {form.error || transfer.failure ? <ErrorNotice error={form.error ?? transfer.failure} /> : null}
        <Button type="submit" w="fit-content" loading={form.pending} disabled={transfer.progress !== null}>
          Hochladen
        </Button>
      </Stack>
    </Card>
  );
}

/** An upload the owner started earlier (another tab, before a reload): choosing the same file continues it. */
export function ResumeUpload({ video, refresh }: { video: TVideo; refresh: () => Promise<void> }) {
  const transfer = useTransfer(refresh);
  const qc = useQueryClient();
  return (
    <Stack gap="xs">
      {transfer.progress === null ? (
        <>
          <Text size="sm">Der Upload wurde unterbrochen. Wähle dieselbe Datei noch einmal, dann geht es dort weiter, wo er stehen geblieben ist.</Text>
          <Group>
            <FileInput
              label="Dieselbe Datei wählen"
              accept={VIDEO_ACCEPT}
              value={null}
              onChange={(f) => {
                if (f) void transfer.send(video, f);
              }}
              w={260}
            />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              mt="lg"
              onClick={async () => {
                await deleteVideo(video.id);
                await qc.invalidateQueries({ queryKey: ['videos'] });
              }}
            >
              Upload verwerfen
            </Button>
          </Group>
        </>
      ) : (
        <TransferState progress={transfer.progress} resumed={transfer.resumed} cancel={transfer.cancel} />
      )}
      <ErrorNotice error={transfer.failure} />
    </Stack>
  );
}
