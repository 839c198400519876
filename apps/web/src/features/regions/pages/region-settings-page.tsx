// /region/einstellungen: the region edits its landing page (title, texts, hero image, sections, contact).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Container, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { MAX_REGION_SECTIONS, type TRegion } from '@oabat/domain/regions';
import type { TImage } from '@oabat/domain/media';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { regionKey, updateRegion, useRegion } from '../api/get-region.ts';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { EmbedSnippets, regionEmbedOffers } from '../../../components/embed-snippets.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function LandingForm({ region }: { region: TRegion }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    title: region.title ?? '',
    intro: region.intro ?? '',
    description: region.description ?? '',
    contact_email: region.contact_email ?? '',
  });
  const [sections, setSections] = useState(region.sections);
  const [hero, setHero] = useState<TImage[]>(region.hero_image ? [region.hero_image] : []);
  const [saved, setSaved] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const next = await run(() => updateRegion(region.slug, { ...form, sections, hero_image_id: hero[0]?.id ?? null }));
    if (next) {
      queryClient.setQueryData(regionKey(region.slug), next);
      setSaved(true);
    }
  }
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorNotice error={error} title="Fehler" />
        {saved ? (
          <Alert color="green" role="status">
            Gespeichert. <Link to={`/region/${region.slug}`}>Zur Seite</Link>
          </Alert>
        ) : null}
        <TextInput label="Titel der Seite" value={form.title} onChange={set('title')} error={fields.title} />
        <Textarea label="Einleitung" autosize minRows={2} value={form.intro} onChange={set('intro')} error={fields.intro} />
        <Textarea label="Beschreibung" autosize minRows={4} value={form.description} onChange={set('description')} error={fields.description} />
        <ImageUploader headingLevel="h2" label="Titelbild" images={hero} onChange={(l) => setHero(l.slice(-1))} max={1} error={fields.hero_image_id} />
        <Title order={2} size="h4">
          Abschnitte
        </Title>
        {sections.map((s, i) => (
          <Paper key={i} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <TextInput
                label={`Überschrift ${i + 1}`}
                value={s.title}
                error={fields[`sections.${i}.title`]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setSections(sections.map((x, j) => (j === i ? { ...x, title: v } : x)));
                }}
              />
              <Textarea
                label={`Text ${i + 1}`}
                autosize
                minRows={2}
                value={s.text}
                error={fields[`sections.${i}.text`]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setSections(sections.map((x, j) => (j === i ? { ...x, text: v } : x)));
                }}
              />
              <Button variant="subtle" color="red" w="fit-content" onClick={() => setSections(sections.filter((_, j) => j !== i))}>
                Abschnitt {i + 1} entfernen
              </Button>
            </Stack>
          </Paper>
        ))}
        {sections.length < MAX_REGION_SECTIONS ? (
          <Button variant="light" w="fit-content" onClick={() => setSections([...sections, { title: '', text: '' }])}>
            Abschnitt hinzufügen
          </Button>
        ) : null}
        <TextInput label="Kontakt-E-Mail" type="email" value={form.contact_email} onChange={set('contact_email')} error={fields.contact_email} />
        <Button type="submit" loading={pending} w="fit-content">
          Seite speichern
        </Button>
      </Stack>
    </form>
  );
}

export default function RegionSettingsPage() {
  const { user } = useAuth();
  const { data: region, error } = useRegion(user?.region?.slug);
  usePageTitle('Einstellungen der Region');
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Einstellungen der Region</Title>
          {region ? (
            <Button component={Link} to={`/region/${region.slug}`} variant="default">
              Seite ansehen
            </Button>
          ) : null}
        </Group>
        {region ? (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <LandingForm key={region.id} region={region} />
          </Paper>
        ) : error ? (
          <ErrorNotice title="Fehler" error={error} />
        ) : null}
        {region ? (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <EmbedSnippets offers={regionEmbedOffers(region.slug, region.name)} />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
