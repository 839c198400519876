// The admin uploads the stream's schedule as CSV or Excel (one slot a row: business slug, start, end, title);
// it replaces the slots.
import { useState } from 'react';
import { Alert, FileInput, Progress, Stack } from '@mantine/core';
import type { TLivestream } from '@oabat/domain/livestreams';
import { uploadWithProgress } from '../../../lib/upload.ts';
import { normaliseError } from '../../../lib/api.ts';

export function ScheduleUpload({ streamId, onSaved }: { streamId: number; onSaved: (s: TLivestream) => void }) {
  const [share, setShare] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('livestream_id', String(streamId));
    form.append('file', file);
    setMessage(null);
    try {
      const saved = await uploadWithProgress<TLivestream>('/api/livestream/upload_schedule', form, setShare, 'Der Zeitplan ließ sich nicht hochladen.');
      onSaved(saved);
      setMessage({ ok: true, text: `${saved.slots.length} Zeitfenster übernommen.` });
    } catch (err) {
      setMessage({ ok: false, text: normaliseError(err).message });
    } finally {
      setShare(null);
    }
  };
  return (
    <Stack gap="xs">
      <FileInput
        label="Zeitplan hochladen (CSV oder Excel: Betrieb; Beginn; Ende; Titel)"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(f) => void send(f)}
        clearable
      />
      {share !== null ? <Progress value={share * 100} aria-label="Fortschritt des Hochladens" /> : null}
      {message ? (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
