// /i/dokumente: the trainee's documents (CV, certificates) to attach to applications: upload with
// progress, download, rename, delete.
import { formatDay } from '@oabat/domain/dates';
import { useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Container, Group, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFile } from '@oabat/domain/media';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { deleteDocument, documentsKey, downloadDocument, renameDocument, uploadDocument, useDocuments } from '../api/documents.ts';
import { fileSizeLabel } from '../../../lib/format.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function DocumentRow({ file, onError }: { file: TFile; onError: (m: string) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKey });
  const act = (fn: () => Promise<unknown>) =>
    fn()
      .then(refresh)
      .catch((e) => onError(normaliseError(e).message));
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      {name === null ? (
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{file.original_filename}</Text>
            <Text size="sm" c="dimmed">
              {fileSizeLabel(file.size)} · {formatDay(file.created_at)}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => downloadDocument(file).catch((e) => onError(normaliseError(e).message))}>
              Herunterladen
            </Button>
            <Button size="xs" variant="default" onClick={() => setName(file.original_filename)}>
              Umbenennen
            </Button>
            <ActionIcon variant="subtle" color="red.9" aria-label={`${file.original_filename} löschen`} onClick={() => act(() => deleteDocument(file.id))}>
              ✕
            </ActionIcon>
          </Group>
        </Group>
      ) : (
        <Group align="flex-end">
          <TextInput label="Neuer Name" value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button onClick={() => act(() => renameDocument(file.id, name)).then(() => setName(null))}>Speichern</Button>
          <Button variant="default" onClick={() => setName(null)}>
            Abbrechen
          </Button>
        </Group>
      )}
    </Paper>
  );
}

export default function TraineeDocumentsPage() {
  const queryClient = useQueryClient();
  const documents = useDocuments();
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePageTitle('Meine Dokumente');

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    setError(null);
    for (const file of files) {
      setProgress({ name: file.name, value: 0 });
      try {
        await uploadDocument(file, (f) => setProgress({ name: file.name, value: Math.round(f * 100) }));
      } catch (err) {
        setError(`${file.name}: ${normaliseError(err).message}`);
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: documentsKey });
  }

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Meine Dokumente</Title>
        <Text>Lebenslauf, Zeugnisse und Bescheinigungen für deine Bewerbungen (PDF, Bilder oder Office-Dateien, höchstens 20 MB).</Text>
        <ErrorNotice error={error} title="Fehler" />
        {progress ? (
          <div>
            <Text size="sm" id="doc-progress">
              Lade {progress.name} hoch … {progress.value} %
            </Text>
            <Progress value={progress.value} aria-labelledby="doc-progress" />
          </div>
        ) : null}
        <Group>
          <Button component="label" htmlFor="doc-input" disabled={!!progress}>
            Dokument hochladen
          </Button>
          <input
            id="doc-input"
            type="file"
            multiple
            aria-label="Dokument hochladen"
            onChange={pick}
            disabled={!!progress}
            accept=".pdf,.jpg,.jpeg,.png,.webp,.gif,.doc,.docx,.xlsx,.pptx,.odt,.ods"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Group>
        {documents.data?.length ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {documents.data.map((f) => (
              <DocumentRow key={f.id} file={f} onError={setError} />
            ))}
          </Stack>
        ) : documents.isPending ? (
          <Loading what="Dokumente" />
        ) : (
          <Text>Noch keine Dokumente.</Text>
        )}
      </Stack>
    </Container>
  );
}
