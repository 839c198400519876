// /einstellungen/datenexport/{token}: the link of the export mail. The archive is fetched with the login of its
// owner (the server hands it to no one else) and saved as a file.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { pageTitle } from '@oabat/domain/validation';
import { getToken } from '../../../lib/api.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function DataExportPage() {
  const { token = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  document.title = pageTitle('Meine Daten');

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/account/data_export/${encodeURIComponent(token)}`, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
      if (!res.ok) {
        setError((await res.json().catch(() => null))?.message ?? 'Der Download ist fehlgeschlagen.');
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'oabat-daten.zip';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError('Der Download ist fehlgeschlagen. Bitte versuche es erneut.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Meine Daten</Title>
        <Text>
          Hier lädst du das ZIP-Archiv mit allen Daten zu deinem Konto und deinen hochgeladenen Dateien herunter. Öffne darin die Datei uebersicht.html: Sie
          zeigt dein Profil, deine Bewerbungen, deine Unterhaltungen, was dir gefällt, deine Suchaufträge und Einwilligungen. Für andere Programme stehen
          dieselben Daten in daten.json.
        </Text>
        <ErrorNotice error={error} title="Fehler" />
        <Button onClick={() => void download()} loading={busy} w="fit-content">
          ZIP-Archiv herunterladen
        </Button>
      </Stack>
    </Container>
  );
}
