// The steps of the profile editor: texts, images, contact person, publishing. Each saves on its own.
import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { GENDERS, MAX_GALLERY_IMAGES, MAX_MAIN_IMAGES, type TBusiness } from '@oabat/domain/businesses';
import { COMPLETE_PROFILE_MIN_MAIN_IMAGES } from '@oabat/domain/constants';
import type { TImage } from '@oabat/domain/media';
import { saveContactPerson } from '../api/save-contact-person.ts';
import { updateBusiness } from '../api/update-business.ts';
import { CompletenessCard } from './completeness-card.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export interface StepProps {
  business: TBusiness;
  onSaved: (next?: boolean) => Promise<void>;
}

function Errors({ error }: { error: string | null }) {
  return error ? <ErrorNotice title="Fehler">{error}</ErrorNotice> : null;
}

export function TextsStep({ business, onSaved }: StepProps) {
  const [form, setForm] = useState({ name: business.name, motto: business.motto ?? '', about_us: business.about_us ?? '' });
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await run(() => updateBusiness(business.id, form))) await onSaved(true);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Errors error={error} />
        <TextInput
          label="Name des Betriebs"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={fields.name}
        />
        <TextInput
          label="Motto"
          description="Ein Satz, der euch beschreibt"
          value={form.motto}
          onChange={(e) => setForm({ ...form, motto: e.currentTarget.value })}
          error={fields.motto}
        />
        <Textarea
          label="Über uns"
          description="Wer seid ihr, was macht ihr, warum lohnt sich eine Ausbildung bei euch?"
          autosize
          minRows={6}
          value={form.about_us}
          onChange={(e) => setForm({ ...form, about_us: e.currentTarget.value })}
          error={fields.about_us}
        />
        <Button type="submit" loading={pending} w="fit-content">
          Speichern und weiter
        </Button>
      </Stack>
    </form>
  );
}

export function ImagesStep({ business, onSaved }: StepProps) {
  const [main, setMain] = useState<TImage[]>(business.main_images);
  const [gallery, setGallery] = useState<TImage[]>(business.gallery_images);
  const [logo, setLogo] = useState<TImage[]>(business.logo ? [business.logo] : []);
  const { run, pending, error, fields } = useFormSubmit();
  async function save() {
    const body = { main_images: main.map((i) => i.id), gallery_images: gallery.map((i) => i.id), logo_image_id: logo[0]?.id ?? null };
    if (await run(() => updateBusiness(business.id, body))) await onSaved(true);
  }
  return (
    <Stack gap="lg">
      <Errors error={error} />
      <ImageUploader
        label="Titelbilder"
        hint={`Mindestens ${COMPLETE_PROFILE_MIN_MAIN_IMAGES} Bilder für ein vollständiges Profil.`}
        images={main}
        onChange={setMain}
        max={MAX_MAIN_IMAGES}
        error={fields.main_images}
      />
      <ImageUploader label="Logo" images={logo} onChange={(l) => setLogo(l.slice(-1))} max={1} error={fields.logo_image_id} />
      <ImageUploader label="Galerie" images={gallery} onChange={setGallery} max={MAX_GALLERY_IMAGES} error={fields.gallery_images} />
      <Button onClick={save} loading={pending} w="fit-content">
        Bilder speichern und weiter
      </Button>
    </Stack>
  );
}

export function ContactStep({ business, onSaved }: StepProps) {
  const p = business.public_contact_person;
  const [form, setForm] = useState({ gender: p?.gender ?? 'Frau', firstname: p?.firstname ?? '', lastname: p?.lastname ?? '', position: p?.position ?? '' });
  const [picture, setPicture] = useState<TImage[]>(p?.profile_picture ? [p.profile_picture] : []);
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, gender: form.gender as (typeof GENDERS)[number], profile_picture: picture[0]?.id ?? null, business_id: business.id };
    if (await run(() => saveContactPerson(p?.id ?? null, body))) await onSaved(true);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Errors error={error} />
        <Select
          label="Anrede"
          data={[...GENDERS]}
          value={form.gender}
          allowDeselect={false}
          onChange={(v) => setForm({ ...form, gender: v ?? 'Frau' })}
          error={fields.gender}
        />
        <Group grow align="flex-start">
          <TextInput label="Vorname" value={form.firstname} onChange={(e) => setForm({ ...form, firstname: e.currentTarget.value })} error={fields.firstname} />
          <TextInput label="Nachname" value={form.lastname} onChange={(e) => setForm({ ...form, lastname: e.currentTarget.value })} error={fields.lastname} />
        </Group>
        <TextInput
          label="Position"
          description="z. B. Ausbildungsleitung"
          value={form.position}
          onChange={(e) => setForm({ ...form, position: e.currentTarget.value })}
          error={fields.position}
        />
        <ImageUploader label="Foto der Ansprechperson" images={picture} onChange={(l) => setPicture(l.slice(-1))} max={1} error={fields.profile_picture} />
        <Button type="submit" loading={pending} w="fit-content">
          Ansprechperson speichern und weiter
        </Button>
      </Stack>
    </form>
  );
}

export function PublishStep({ business, onSaved }: StepProps) {
  const { run, pending, error } = useFormSubmit();
  async function toggle(visible: boolean) {
    if (await run(() => updateBusiness(business.id, { is_visible: visible }))) await onSaved(false);
  }
  return (
    <Stack gap="md">
      <Errors error={error} />
      {business.completeness ? <CompletenessCard completeness={business.completeness} /> : null}
      <Switch
        label="Profil öffentlich zeigen"
        description="Nur öffentliche Profile sind für Besucher und in der Suche sichtbar."
        checked={business.is_visible}
        disabled={pending}
        onChange={(e) => toggle(e.currentTarget.checked)}
      />
    </Stack>
  );
}
