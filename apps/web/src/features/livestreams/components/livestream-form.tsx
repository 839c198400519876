// The admin's form for a stream: title, description, times (Berlin wall time), video and replay links, the
// chat's delays, flags, lower bound, password, moderators, the fair it belongs to (the fair's page links it) and
// slots (one per line: slug, start, end). A save is confirmed on the page.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, NativeSelect, NumberInput, PasswordInput, Stack, Textarea, TextInput } from '@mantine/core';
import { berlinWallTimeToIso, formatEventTime, isoToBerlinWallTime } from '@oabat/domain/event-time';
import { ZLivestreamFields, type TLivestream } from '@oabat/domain/livestreams';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createLivestream, updateLivestream, useFairOptions } from '../api/livestreams.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const slotLines = (s: TLivestream | undefined) =>
  (s?.slots ?? []).map((x) => `${x.business.slug}; ${isoToBerlinWallTime(x.starts_at)}; ${isoToBerlinWallTime(x.ends_at)}`).join('\n');
function parseSlots(text: string) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [slug = '', from = '', to = ''] = l.split(';').map((x) => x.trim());
      return { business_slug: slug, starts_at: berlinWallTimeToIso(from) ?? from, ends_at: berlinWallTimeToIso(to) ?? to };
    });
}

export function LivestreamForm({ stream, onSaved }: { stream?: TLivestream; onSaved: (s: TLivestream) => void }) {
  const [v, setV] = useState({
    title: stream?.title ?? '',
    description: stream?.description ?? '',
    planned_start: stream ? isoToBerlinWallTime(stream.planned_start) : '',
    planned_end: stream ? isoToBerlinWallTime(stream.planned_end) : '',
    video_url: stream?.video_url ?? '',
    replay_url: stream?.replay_url ?? '',
    lower_bound: stream?.lower_bound ?? '',
    message_threshold: stream?.message_threshold ?? 0,
    self_message_threshold: stream?.self_message_threshold ?? 0,
    is_live: stream?.is_live ?? false,
    is_secure: stream?.is_secure ?? false,
    account_only_vote: stream?.account_only_vote ?? false,
    is_chat_public: stream?.is_chat_public ?? true,
    password: '',
    moderators: (stream?.moderator_emails ?? []).join(', '),
    slots: slotLines(stream),
    job_fair_id: stream?.job_fair_id ? String(stream.job_fair_id) : '',
  });
  const form = useFormSubmit();
  const [savedNote, setSavedNote] = useState<string | null>(null);
  // The fairs not over (the admin's list also has the past ones: a stream may stay with its fair).
  const fairs = useFairOptions();
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((x) => ({ ...x, [k]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = {
      ...v,
      planned_start: berlinWallTimeToIso(v.planned_start) ?? v.planned_start,
      planned_end: berlinWallTimeToIso(v.planned_end) ?? v.planned_end,
      password: v.password || undefined,
      moderator_emails: v.moderators
        .split(/[\s,;]+/)
        .map((x) => x.trim())
        .filter(Boolean),
      slots: parseSlots(v.slots),
      job_fair_id: v.job_fair_id ? Number(v.job_fair_id) : null,
    };
    setSavedNote(null);
    const saved = await form.runChecked(ZLivestreamFields, values, (body) => (stream ? updateLivestream(stream.id, body) : createLivestream(body)));
    if (saved) {
      setSavedNote(stream ? 'Der Livestream ist gespeichert.' : 'Der Livestream ist angelegt.');
      onSaved(saved);
    }
  };
  const f = form.fields;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <ErrorNotice error={form.error} />
        <TextInput label="Titel" required value={v.title} onChange={(e) => set('title', e.currentTarget.value)} error={f.title} />
        <Textarea label="Beschreibung" value={v.description} onChange={(e) => set('description', e.currentTarget.value)} error={f.description} autosize />
        <TextInput
          type="datetime-local"
          label="Geplanter Beginn"
          value={v.planned_start}
          onChange={(e) => set('planned_start', e.currentTarget.value)}
          error={f.planned_start}
        />
        <TextInput
          type="datetime-local"
          label="Geplantes Ende"
          value={v.planned_end}
          onChange={(e) => set('planned_end', e.currentTarget.value)}
          error={f.planned_end}
        />
        <TextInput label="Video-Link (HLS, .m3u8)" value={v.video_url} onChange={(e) => set('video_url', e.currentTarget.value)} error={f.video_url} />
        <TextInput label="Aufzeichnung (HLS, .m3u8)" value={v.replay_url} onChange={(e) => set('replay_url', e.currentTarget.value)} error={f.replay_url} />
        <TextInput label="Bauchbinde" value={v.lower_bound} onChange={(e) => set('lower_bound', e.currentTarget.value)} error={f.lower_bound} />
        <NumberInput
          label="Verzögerung des Chats für Zuschauer (Sekunden)"
          description={`0 = automatisch: Bei „Live gehen“ über die Plattform folgt der Chat der gemessenen Verzögerung des Videos${
            stream?.chat_delay ? ` (jetzt ${stream.chat_delay} s)` : ''
          }.`}
          min={0}
          max={60}
          value={v.message_threshold}
          onChange={(x) => set('message_threshold', Number(x) || 0)}
          error={f.message_threshold}
        />
        <NumberInput
          label="Mindestabstand zwischen eigenen Nachrichten (Sekunden)"
          min={0}
          max={60}
          value={v.self_message_threshold}
          onChange={(x) => set('self_message_threshold', Number(x) || 0)}
          error={f.self_message_threshold}
        />
        <Checkbox label="Live" checked={v.is_live} onChange={(e) => set('is_live', e.currentTarget.checked)} />
        <Checkbox label="Chat für Gäste sichtbar" checked={v.is_chat_public} onChange={(e) => set('is_chat_public', e.currentTarget.checked)} />
        <Checkbox label="Abstimmen nur mit Konto" checked={v.account_only_vote} onChange={(e) => set('account_only_vote', e.currentTarget.checked)} />
        <Checkbox label="Mit Passwort geschützt" checked={v.is_secure} onChange={(e) => set('is_secure', e.currentTarget.checked)} />
        {v.is_secure ? <PasswordInput label="Passwort" value={v.password} onChange={(e) => set('password', e.currentTarget.value)} error={f.password} /> : null}
        <TextInput
          label="Moderatorinnen und Moderatoren (E-Mail-Adressen)"
          value={v.moderators}
          onChange={(e) => set('moderators', e.currentTarget.value)}
          error={f.moderator_emails}
        />
        <NativeSelect
          label="Messe"
          description="Auf der Seite der Messe erscheint der Livestream."
          value={v.job_fair_id}
          onChange={(e) => set('job_fair_id', e.currentTarget.value)}
          error={f.job_fair_id}
          data={[
            { value: '', label: 'Keine Messe' },
            ...(fairs.data ?? []).map((x) => ({ value: String(x.id), label: `${x.name} (${formatEventTime(x.start_at, x.end_at)})` })),
          ]}
        />
        <Textarea
          label="Zeitfenster (je Zeile: Betriebs-Slug; Beginn; Ende, z. B. baeckerei-huber; 2027-03-01T10:00; 2027-03-01T10:30)"
          value={v.slots}
          onChange={(e) => set('slots', e.currentTarget.value)}
          error={Object.entries(f).find(([k]) => k.startsWith('slots'))?.[1]}
          autosize
          minRows={3}
        />
        {savedNote ? (
          <Alert color="green" role="status">
            {savedNote}
          </Alert>
        ) : null}
        <Button type="submit" loading={form.pending}>
          {stream ? 'Livestream speichern' : 'Livestream anlegen'}
        </Button>
      </Stack>
    </form>
  );
}
