// Picks images, uploads them one after another with a progress bar, and lists them with a remove button.
import { useId, useState, type ChangeEvent } from 'react';
import { Button, CloseButton, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TImage } from '@oabat/domain/media';
import { ResponsiveImage } from './responsive-image.tsx';
import { normaliseError } from '../lib/api.ts';
import { uploadImage } from '../lib/upload-image.ts';
import { plural } from '@oabat/domain/plural';
import { ErrorNotice } from './error-notice.tsx';

interface Props {
  label: string;
  hint?: string;
  images: TImage[];
  onChange: (images: TImage[]) => void;
  max: number;
  error?: string;
  /** The label is a heading: h3 inside a titled section, h2 directly below the page title. */
  headingLevel?: 'h2' | 'h3';
  /** Private images (a screenshot for the support) are shown only to the uploader and the chat's other side. */
  isPublic?: boolean;
}

export function ImageUploader({ label, hint, images, onChange, max, error, headingLevel = 'h3', isPublic = true }: Props) {
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; value: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const full = images.length >= max;

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.currentTarget.files ?? []).slice(0, max - images.length);
    e.currentTarget.value = '';
    setFailure(null);
    let next = images;
    for (const file of files) {
      setProgress({ name: file.name, value: 0 });
      try {
        const image = await uploadImage(file, (f) => setProgress({ name: file.name, value: Math.round(f * 100) }), isPublic);
        next = [...next, image];
        onChange(next);
      } catch (err) {
        setFailure(`${file.name}: ${normaliseError(err).message}`);
      }
    }
    setProgress(null);
  }

  return (
    <Stack gap="xs">
      <Text fw={600} component={headingLevel} size="md">
        {label}
      </Text>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      {images.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
          {images.map((img, i) => (
            <div key={img.id} style={{ position: 'relative' }}>
              <ResponsiveImage
                image={img}
                size={1}
                alt={`${label} ${i + 1}`}
                style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }}
              />
              <CloseButton
                aria-label={`${label} ${i + 1} entfernen`}
                onClick={() => onChange(images.filter((x) => x.id !== img.id))}
                style={{ position: 'absolute', top: 4, right: 4, background: 'white' }}
              />
            </div>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm">Noch keine Bilder.</Text>
      )}
      {progress ? (
        <div>
          <Text size="sm" id={`${inputId}-p`}>
            Lade {progress.name} hoch … {progress.value} %
          </Text>
          <Progress value={progress.value} aria-labelledby={`${inputId}-p`} animated />
        </div>
      ) : null}
      <ErrorNotice error={failure} title="Fehler beim Hochladen" />
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button component="label" htmlFor={inputId} variant="light" disabled={full || !!progress}>
          {full ? `Höchstens ${plural(max, 'Bild', 'Bilder')}` : max === 1 ? 'Bild hochladen' : 'Bilder hochladen'}
        </Button>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple={max > 1}
          aria-label={`${label}: Bilder hochladen`}
          onChange={pick}
          disabled={full || !!progress}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </Group>
    </Stack>
  );
}
