// /schule/einstellungen: the school edits its profile, unlocks the bulletin board and shares the
// trainee invitation link with its QR code. Changes from another tab arrive live.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Container, CopyButton, Group, Image, Paper, Select, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SCHOOL_TYPES, type TSchool } from '@oabat/domain/schools';
import type { TImage } from '@oabat/domain/media';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { schoolKey, useSchool } from '../api/get-school.ts';
import { updateSchool } from '../api/update-school.ts';
import { useSchoolLive } from '../api/use-school-live.ts';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { SchoolMissing } from '../components/school-missing.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function ProfileForm({ school, onSaved }: { school: TSchool; onSaved: (s: TSchool) => void }) {
  const [form, setForm] = useState({
    name: school.name,
    type: school.type,
    about_us: school.about_us ?? '',
    street: school.primary_address.street ?? '',
    postal_code: school.primary_address.postal_code ?? '',
    city: school.primary_address.city ?? '',
  });
  const [images, setImages] = useState<TImage[]>(school.main_images);
  const [saved, setSaved] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body = {
      ...form,
      type: (form.type || null) as (typeof SCHOOL_TYPES)[number] | null,
      postal_code: form.postal_code || null,
      images: images.map((i) => i.id),
    };
    const result = await run(() => updateSchool(school.id, body));
    if (result) {
      onSaved(result);
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
            Gespeichert.
          </Alert>
        ) : null}
        <TextInput label="Name der Schule" value={form.name} onChange={set('name')} error={fields.name} />
        <Select label="Schulart" data={[...SCHOOL_TYPES]} value={form.type} onChange={(v) => setForm({ ...form, type: v })} error={fields.type} clearable />
        <Textarea label="Über uns" autosize minRows={4} value={form.about_us} onChange={set('about_us')} error={fields.about_us} />
        <TextInput label="Straße und Hausnummer" value={form.street} onChange={set('street')} error={fields.street} />
        <Group grow align="flex-start">
          <TextInput label="Postleitzahl" inputMode="numeric" value={form.postal_code} onChange={set('postal_code')} error={fields.postal_code} />
          <TextInput label="Ort" value={form.city} onChange={set('city')} error={fields.city} />
        </Group>
        <ImageUploader label="Bilder der Schule" images={images} onChange={setImages} max={12} error={fields.images} />
        <Button type="submit" loading={pending} w="fit-content">
          Profil speichern
        </Button>
      </Stack>
    </form>
  );
}

export default function SchoolSettingsPage() {
  const { user } = useAuth();
  const slug = user?.school?.slug;
  const queryClient = useQueryClient();
  const { data: school, error } = useSchool(slug);
  const toggle = useFormSubmit();
  useSchoolLive(slug, true);
  usePageTitle('Einstellungen der Schule');
  if (!school) return <SchoolMissing error={error} />;
  const store = (s: TSchool) => queryClient.setQueryData(schoolKey(school.slug), s);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Einstellungen der Schule</Title>
          <Button component={Link} to={`/schule/${school.slug}`} variant="default">
            Profil ansehen
          </Button>
        </Group>
        <Section title="Schwarzes Brett">
          <ErrorNotice error={toggle.error} title="Fehler" />
          <Switch
            label="Schwarzes Brett freischalten"
            checked={school.is_minibat_unlocked}
            disabled={toggle.pending}
            description={school.is_minibat_unlocked ? 'Das schwarze Brett ist freigeschaltet.' : 'Das schwarze Brett ist gesperrt.'}
            onChange={async (e) => {
              const r = await toggle.run(() => updateSchool(school.id, { is_minibat_unlocked: e.currentTarget.checked }));
              if (r) store(r);
            }}
          />
          <Button component={Link} to={`/schule/${school.slug}/schwarzes-brett`} variant="subtle" w="fit-content">
            Zum schwarzen Brett
          </Button>
        </Section>
        <Section title="Einladung für Schülerinnen und Schüler">
          <Text size="sm">Mit diesem Link oder QR-Code registrieren sich deine Schülerinnen und Schüler direkt bei deiner Schule.</Text>
          {school.trainee_invitation_link ? (
            <>
              <TextInput label="Einladungslink" value={school.trainee_invitation_link} readOnly />
              <Group>
                <CopyButton value={school.trainee_invitation_link}>
                  {({ copied, copy }) => (
                    <Button onClick={copy} variant="light">
                      {copied ? 'Kopiert' : 'Link kopieren'}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  variant="subtle"
                  onClick={async () => {
                    const r = await toggle.run(() => updateSchool(school.id, { regenerate_invitation: true }));
                    if (r) store(r);
                  }}
                >
                  Neuen Link erzeugen
                </Button>
              </Group>
              {school.trainee_invitation_qr_code ? <Image src={school.trainee_invitation_qr_code} alt="QR-Code des Einladungslinks" w={200} h={200} /> : null}
            </>
          ) : null}
        </Section>
        <Section title="Profil">
          <ProfileForm key={school.id} school={school} onSaved={store} />
        </Section>
      </Stack>
    </Container>
  );
}
