// Create or edit a fair (the admin): name, subtitle, channel, start and end (Berlin wall time), place by postal code,
// venue and street, logo (the shared image upload) and description. Checked with the API's zod schema.
import { useState } from 'react';
import { Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { berlinWallTimeToIso, isoToBerlinWallTime } from '@oabat/domain/event-time';
import { FAIR_DESCRIPTION_MAX, FAIR_NAME_MAX, FAIR_TEXT_MAX, FAIR_TITLE_MAX, ZJobFairInput, type TJobFair } from '@oabat/domain/fairs';
import type { TImage } from '@oabat/domain/media';
import { AppButton } from '../../../components/app-button.tsx';
import { BerlinDateRangeFields } from '../../../components/berlin-date-range-fields.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createFair, updateFair, useChannels } from '../api/fairs.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Form {
  name: string;
  title: string;
  description: string;
  channel: string;
  start: string;
  end: string;
  postal_code: string;
  city: string;
  location_name: string;
  street: string;
  logo: TImage[];
}

const fromFair = (f: TJobFair | null): Form => ({
  name: f?.name ?? '',
  title: f?.title ?? '',
  description: f?.description ?? '',
  channel: f?.channel.slug ?? '',
  start: f ? isoToBerlinWallTime(f.start_at) : '',
  end: f ? isoToBerlinWallTime(f.end_at) : '',
  postal_code: f?.place.postal_code ?? '',
  city: f?.place.name ?? '',
  location_name: f?.location_name ?? '',
  street: f?.street ?? '',
  logo: f?.logo ? [f.logo] : [],
});

export function FairForm({ fair, onSaved }: { fair: TJobFair | null; onSaved: (f: TJobFair) => void }) {
  const [form, setForm] = useState<Form>(() => fromFair(fair));
  const submit = useFormSubmit();
  const channels = useChannels();
  const set = (k: keyof Form) => (e: { currentTarget: { value: string } }) => {
    const v = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: v }));
  };
  const errors = submit.fields;

  async function save() {
    const values = {
      name: form.name,
      title: form.title,
      description: form.description,
      channel: form.channel,
      start_at: berlinWallTimeToIso(form.start) ?? form.start,
      end_at: berlinWallTimeToIso(form.end) ?? form.end,
      postal_code: form.postal_code,
      city: form.city,
      location_name: form.location_name,
      street: form.street,
      logo_image_id: form.logo[0]?.id ?? null,
    };
    const saved = await submit.runChecked(ZJobFairInput, values, (valid) => (fair ? updateFair(fair.id, valid) : createFair(valid)));
    if (saved) onSaved(saved);
  }

  return (
    <Stack gap="md">
      <TextInput label="Name der Messe" required maxLength={FAIR_NAME_MAX} value={form.name} error={errors.name} onChange={set('name')} />
      <TextInput label="Untertitel" maxLength={FAIR_TITLE_MAX} value={form.title} error={errors.title} onChange={set('title')} />
      <NativeSelect
        label="Channel"
        required
        value={form.channel}
        error={errors.channel}
        onChange={set('channel')}
        data={[{ value: '', label: 'Bitte wählen' }, ...(channels.data ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BerlinDateRangeFields
          start={form.start}
          end={form.end}
          startError={errors.start_at}
          endError={errors.end_at}
          onStart={set('start')}
          onEnd={set('end')}
        />
        <TextInput
          label="Postleitzahl des Messeorts"
          required
          maxLength={5}
          inputMode="numeric"
          value={form.postal_code}
          error={errors.postal_code}
          onChange={set('postal_code')}
        />
        <TextInput label="Ort" maxLength={FAIR_TEXT_MAX} value={form.city} error={errors.city} onChange={set('city')} />
        <TextInput
          label="Veranstaltungsort"
          maxLength={FAIR_TEXT_MAX}
          value={form.location_name}
          error={errors.location_name}
          onChange={set('location_name')}
        />
        <TextInput label="Straße und Hausnummer" maxLength={FAIR_TEXT_MAX} value={form.street} error={errors.street} onChange={set('street')} />
      </SimpleGrid>
      <ImageUploader
        label="Logo"
        hint="Quadratisch wirkt es am besten."
        images={form.logo}
        max={1}
        headingLevel="h3"
        onChange={(logo) => setForm((f) => ({ ...f, logo }))}
        error={errors.logo_image_id}
      />
      <Textarea
        label="Beschreibung"
        autosize
        minRows={4}
        maxLength={FAIR_DESCRIPTION_MAX}
        value={form.description}
        error={errors.description}
        onChange={set('description')}
      />
      <ErrorNotice error={submit.error} title="Fehler" />
      <Group>
        <AppButton onClick={() => void save()} loading={submit.pending}>
          {fair ? 'Änderungen speichern' : 'Messe anlegen'}
        </AppButton>
      </Group>
    </Stack>
  );
}
