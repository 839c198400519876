// Going live from the platform (issue #38): OBS's server address and stream key with copy buttons, "neu erzeugen",
// a short OBS guide, the last state nginx reported, and (for the admin) the automatic replay: trim and publish.
import { useState } from 'react';
import { Alert, Badge, Checkbox, CopyButton, Group, List, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TLivestream } from '@oabat/domain/livestreams';
import { AppButton } from '../../../components/app-button.tsx';
import { api, normaliseError } from '../../../lib/api.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const minutes = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

export function IngestPanel({ stream, canEditReplay, onSaved }: { stream: TLivestream; canEditReplay: boolean; onSaved: (s: TLivestream) => void }) {
  const ingest = stream.ingest;
  const [key, setKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [trimStart, setTrimStart] = useState<number | string>(ingest?.replay?.trim_start ?? 0);
  const [trimEnd, setTrimEnd] = useState<number | string>(ingest?.replay?.trim_end ?? '');
  if (!ingest) return null;
  const shownKey = key ?? ingest.key;
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(false);
    }
  };
  const rotate = () =>
    run(async () => {
      if (!window.confirm('Neuen Streamschlüssel erzeugen? Der bisherige Schlüssel funktioniert danach nicht mehr.')) return;
      setKey((await api<{ data: { key: string } }>('POST', `/api/livestreams/${stream.id}/ingest_key`)).data.key);
    });
  const saveReplay = (body: { trim_start?: number; trim_end?: number | null; published?: boolean }) =>
    run(async () => onSaved((await api<{ data: TLivestream }>('PUT', `/api/livestreams/${stream.id}/replay`, { body })).data));

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Live gehen
          </Title>
          {ingest.publishing ? <Badge color="red">Live</Badge> : <Badge color="gray">Nicht live</Badge>}
        </Group>
        {!ingest.enabled ? (
          <Alert color="yellow">{ingest.hint}</Alert>
        ) : (
          <>
            <Group align="end" gap="xs">
              <TextInput label="Server" value={ingest.server ?? ''} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton value={ingest.server ?? ''}>
                {({ copied, copy }) => (
                  <AppButton size="small" onClick={copy}>
                    {copied ? 'Kopiert' : 'Server kopieren'}
                  </AppButton>
                )}
              </CopyButton>
            </Group>
            <Group align="end" gap="xs">
              <TextInput
                label="Schlüssel"
                description="Geheim halten: Wer ihn kennt, kann in diesem Livestream senden."
                value={shownKey ?? ''}
                type="password"
                readOnly
                style={{ flex: 1 }}
              />
              <CopyButton value={shownKey ?? ''}>
                {({ copied, copy }) => (
                  <AppButton size="small" onClick={copy}>
                    {copied ? 'Kopiert' : 'Schlüssel kopieren'}
                  </AppButton>
                )}
              </CopyButton>
              <AppButton size="small" onClick={() => void rotate()} loading={busy}>
                Neu erzeugen
              </AppButton>
            </Group>
            <Text size="sm" fw={600}>
              So gehst du mit OBS Studio live:
            </Text>
            <List type="ordered" size="sm" spacing={2}>
              <List.Item>In OBS: Einstellungen → Stream → Dienst „Benutzerdefiniert …“ wählen.</List.Item>
              <List.Item>„Server“ und „Schlüssel“ von hier kopieren und dort einfügen.</List.Item>
              <List.Item>Einstellungen → Ausgabe: Video-Encoder H.264 (x264), Audio AAC, Keyframe-Intervall 2 s, etwa 2500 kbit/s.</List.Item>
              <List.Item>
                „Stream starten“ klicken: Ab 30 Minuten vor dem geplanten Beginn schaltet der Livestream von selbst auf live, die Zuschauer sehen dich nach
                wenigen Sekunden.
              </List.Item>
              <List.Item>„Stream beenden“ beendet den Livestream; die Aufzeichnung steht kurz danach als Wiederholung bereit.</List.Item>
            </List>
          </>
        )}
        {ingest.state ? (
          <Text size="sm" role="status">
            Zuletzt: {ingest.state}
          </Text>
        ) : null}
        {ingest.replay && canEditReplay ? (
          <Stack gap="xs">
            <Title order={3} size="h4">
              Aufzeichnung {ingest.replay.duration != null ? `(${minutes(ingest.replay.duration)} min)` : ''}
            </Title>
            <Checkbox
              label="Als Wiederholung zeigen"
              checked={ingest.replay.published}
              onChange={(e) => void saveReplay({ published: e.currentTarget.checked })}
              disabled={busy}
            />
            {ingest.replay.available ? (
              <Group align="end" gap="xs">
                <NumberInput label="Beginn ab Sekunde" min={0} value={trimStart} onChange={setTrimStart} w={160} />
                <NumberInput label="Ende bei Sekunde (leer: bis zum Schluss)" min={0} value={trimEnd} onChange={setTrimEnd} w={260} />
                <AppButton
                  size="small"
                  loading={busy}
                  onClick={() => void saveReplay({ trim_start: Number(trimStart) || 0, trim_end: trimEnd === '' ? null : Number(trimEnd) })}
                >
                  Kürzen
                </AppButton>
              </Group>
            ) : null}
          </Stack>
        ) : null}
        <ErrorNotice error={error} />
      </Stack>
    </Paper>
  );
}
