// Create or edit an event: title, start and end (Berlin wall time), place with address or an online link, cover
// picture, description (the post editor) and, for the admin, the channel. Checked with the API's zod schema.
import { useState } from 'react';
import { Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EVENT_TEXT_MAX, EVENT_TITLE_MAX, EVENT_URL_MAX, ZEventFields, berlinWallTimeToIso, isoToBerlinWallTime, type TEvent } from '@oabat/domain/events';
import type { TImage } from '@oabat/domain/media';
import { AppButton } from '../../../components/app-button.tsx';
import { BerlinDateRangeFields } from '../../../components/berlin-date-range-fields.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { PostTextEditor } from '../../../components/post-text-editor.tsx';
import { createEvent, updateEvent, useChannels } from '../api/events.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Form {
  title: string;
  description: string;
  start: string;
  end: string;
  location_name: string;
  street: string;
  postal_code: string;
  city: string;
  online_url: string;
  cover: TImage[];
  channel: string;
}

const fromEvent = (e: TEvent | null, channel: string | null): Form => ({
  title: e?.title ?? '',
  description: e?.description ?? '',
  start: e ? isoToBerlinWallTime(e.start_at) : '',
  end: e ? isoToBerlinWallTime(e.end_at) : '',
  location_name: e?.location_name ?? '',
  street: e?.street ?? '',
  postal_code: e?.postal_code ?? '',
  city: e?.city ?? '',
  online_url: e?.online_url ?? '',
  cover: e?.cover_image ? [e.cover_image] : [],
  channel: e?.channel.slug ?? channel ?? '',
});

/** `channel` is the fixed channel of a region or school; null lets the admin choose one. */
export function EventForm({ event, channel, onSaved }: { event: TEvent | null; channel: string | null; onSaved: (e: TEvent) => void }) {
  const [form, setForm] = useState<Form>(() => fromEvent(event, channel));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submit = useFormSubmit();
  const channels = useChannels(!event && channel === null);
  const set = (k: keyof Form) => (e: { currentTarget: { value: string } }) => {
    const v = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: v }));
  };
  const errors = { ...fieldErrors, ...Object.fromEntries(Object.entries(submit.fields).map(([k, v]) => [k.replace(/^event\./, ''), v])) };

  async function save() {
    const fields = {
      title: form.title,
      description: form.description,
      start_at: berlinWallTimeToIso(form.start) ?? form.start,
      end_at: berlinWallTimeToIso(form.end) ?? form.end,
      location_name: form.location_name,
      street: form.street,
      postal_code: form.postal_code,
      city: form.city,
      online_url: form.online_url,
      cover_image_id: form.cover[0]?.id ?? null,
      channel: form.channel,
    };
    const parsed = ZEventFields.safeParse(fields);
    setFieldErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    if (!parsed.success) return;
    const { channel: _channel, ...update } = parsed.data;
    const saved = await submit.run(() => (event ? updateEvent(String(event.id), update) : createEvent(parsed.data)));
    if (saved) onSaved(saved);
  }

  return (
    <Stack gap="md">
      {!event && channel === null ? (
        <NativeSelect
          label="Channel"
          required
          value={form.channel}
          error={errors.channel}
          onChange={set('channel')}
          data={[{ value: '', label: 'Bitte wählen' }, ...(channels.data ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
        />
      ) : null}
      <TextInput label="Titel" required maxLength={EVENT_TITLE_MAX} value={form.title} error={errors.title} onChange={set('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BerlinDateRangeFields
          start={form.start}
          end={form.end}
          startError={errors.start_at}
          endError={errors.end_at}
          onStart={set('start')}
          onEnd={set('end')}
        />
      </SimpleGrid>
      <Text fw={600} component="h2" size="md">
        Ort
      </Text>
      <Text size="sm">Gib eine Adresse, einen Online-Link oder beides an.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Veranstaltungsort"
          maxLength={EVENT_TEXT_MAX}
          value={form.location_name}
          error={errors.location_name}
          onChange={set('location_name')}
        />
        <TextInput label="Straße und Hausnummer" maxLength={EVENT_TEXT_MAX} value={form.street} error={errors.street} onChange={set('street')} />
        <TextInput label="Postleitzahl" maxLength={5} inputMode="numeric" value={form.postal_code} error={errors.postal_code} onChange={set('postal_code')} />
        <TextInput label="Stadt" maxLength={EVENT_TEXT_MAX} value={form.city} error={errors.city} onChange={set('city')} />
      </SimpleGrid>
      <TextInput
        label="Online-Link"
        placeholder="https://"
        maxLength={EVENT_URL_MAX}
        value={form.online_url}
        error={errors.online_url}
        onChange={set('online_url')}
      />
      <ImageUploader
        label="Titelbild"
        hint="Ein Bild im Querformat wirkt am besten."
        images={form.cover}
        max={1}
        headingLevel="h2"
        onChange={(cover) => setForm((f) => ({ ...f, cover }))}
        error={errors.cover_image_id}
      />
      <Stack gap={4}>
        <Text fw={600} component="h2" size="md" id="event-text-label">
          Beschreibung
        </Text>
        <PostTextEditor
          labelId="event-text-label"
          value={form.description}
          error={errors.description}
          onChange={(description) => setForm((f) => ({ ...f, description }))}
        />
      </Stack>
      <ErrorNotice error={submit.error} title="Fehler" />
      <Group>
        <AppButton onClick={() => void save()} loading={submit.pending}>
          {event ? 'Änderungen speichern' : 'Veranstaltung anlegen'}
        </AppButton>
      </Group>
    </Stack>
  );
}
