// The "Materialien" section of a region page or school profile: everybody downloads; the channel's region or school
// (and the admin) adds a PDF or office file with title and description and removes materials.
import { useId, useState, type FormEvent } from 'react';
import { Anchor, Button, Card, FileInput, Group, Progress, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MATERIAL_ACCEPT, ZMaterialForm } from '@oabat/domain/materials';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createMaterial, deleteMaterial, materialsKey, uploadMaterialFile, useMaterials } from '../api/materials.ts';
import { fileSizeLabel } from '../../../lib/format.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function ChannelMaterials({ channel }: { channel: { id: number; slug: string } }) {
  const { data } = useMaterials(channel.slug);
  const titleId = useId();
  if (!data || (!data.data.length && !data.can_edit)) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Materialien
      </Title>
      <Stack gap="sm" mt="sm">
        {data.data.length ? (
          data.data.map((m) => (
            <Card key={m.id} withBorder radius="md" padding="sm" component="article">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} size="h5">
                    {m.title}
                  </Title>
                  {m.description ? <Text size="sm">{m.description}</Text> : null}
                  <Anchor href={m.download_url} download={m.file.original_filename} size="sm">
                    {m.file.original_filename} herunterladen ({fileSizeLabel(m.file.size)})
                  </Anchor>
                </div>
                {m.can_edit ? <RemoveButton id={m.id} title={m.title} channel={channel.slug} /> : null}
              </Group>
            </Card>
          ))
        ) : (
          <Text>Noch keine Materialien.</Text>
        )}
        {data.can_edit ? <MaterialForm channel={channel} /> : null}
      </Stack>
    </section>
  );
}

function RemoveButton({ id, title, channel }: { id: number; title: string; channel: string }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      loading={busy}
      aria-label={`${title} entfernen`}
      onClick={async () => {
        if (!window.confirm(`„${title}“ entfernen?`)) return;
        setBusy(true);
        try {
          await deleteMaterial(id);
          await qc.invalidateQueries({ queryKey: materialsKey(channel) });
        } finally {
          setBusy(false);
        }
      }}
    >
      Entfernen
    </Button>
  );
}

function MaterialForm({ channel }: { channel: { id: number; slug: string } }) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const form = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.runChecked(ZMaterialForm, { title, description, file_name: file?.name }, async ({ title, description }) => {
      try {
        setProgress(0);
        const uploaded = await uploadMaterialFile(file!, (share) => setProgress(Math.round(share * 100)));
        await createMaterial({ file_id: uploaded.id, channel_id: channel.id, title, description });
        setFile(null);
        setTitle('');
        setDescription('');
        await qc.invalidateQueries({ queryKey: materialsKey(channel.slug) });
      } finally {
        setProgress(null);
      }
    });
  }
  // The file's message: from the check before the upload, or the server's for the upload or the material.
  const fileError = form.fields.file_name ?? form.fields.file ?? form.fields.file_id;

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Material hinzufügen
        </Title>
        <FileInput
          label="Datei (PDF oder Office)"
          accept={MATERIAL_ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            form.clearField('file_name');
          }}
          error={fileError}
          clearable
        />
        <TextInput
          label="Titel"
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            form.clearField('title');
          }}
          error={form.fields.title}
          required
        />
        <Textarea
          label="Beschreibung"
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            form.clearField('description');
          }}
          error={form.fields.description}
          autosize
          minRows={2}
        />
        {progress !== null ? <Progress value={progress} aria-label="Fortschritt des Hochladens" /> : null}
        <ErrorNotice error={form.error} />
        <Button type="submit" w="fit-content" loading={form.pending}>
          Hochladen
        </Button>
      </Stack>
    </Card>
  );
}
