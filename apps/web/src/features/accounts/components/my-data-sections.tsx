// "Meine Daten herunterladen" (Art. 15/20 DSGVO) and "Konto löschen" (Art. 17) on /einstellungen.
import { dayInGermany } from '@oabat/domain/dates';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { ACCOUNT_DELETION_CONFIRMATION, ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_VALID_DAYS } from '@oabat/domain/privacy';
import { api, setToken } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function DataExportSection() {
  const [requested, setRequested] = useState(false);
  const { run, pending, error } = useFormSubmit();
  async function request() {
    if (await run(() => api('POST', '/api/account/data_export').then(() => true))) setRequested(true);
  }
  return (
    <Stack gap="sm">
      <Text>
        Wir stellen alle Daten, die wir zu deinem Konto speichern, und die Dateien, die du hochgeladen hast, als ZIP-Archiv zusammen: eine Übersicht zum Lesen
        (uebersicht.html, öffnet sich im Browser) und dieselben Daten als JSON-Datei für andere Programme. Den Link bekommst du per E-Mail; er ist{' '}
        {DATA_EXPORT_VALID_DAYS} Tage gültig.
      </Text>
      <ErrorNotice error={error} title="Fehler" />
      {requested ? (
        <Alert color="green" role="status">
          Wir stellen deine Daten zusammen und schicken dir gleich eine E-Mail mit dem Link.
        </Alert>
      ) : (
        <Button onClick={() => void request()} loading={pending} w="fit-content">
          Meine Daten herunterladen
        </Button>
      )}
    </Stack>
  );
}

export function AccountDeletionSection() {
  const navigate = useNavigate();
  const [sure, setSure] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  async function remove() {
    const eraseAt = await run(() =>
      api<{ data: { erase_at: string } }>('POST', '/api/account/deletion', { body: { confirm: ACCOUNT_DELETION_CONFIRMATION } }).then((r) => r.data.erase_at),
    );
    if (!eraseAt) return;
    // The server has ended every session; this one is gone too. The login page names the day and how to undo it.
    setToken(null);
    await auth.logout();
    const day = dayInGermany(eraseAt);
    navigate(`/anmelden?konto=geloescht&am=${day}`, { replace: true });
  }
  return (
    <Stack gap="sm">
      <Text>
        Wir löschen dein Konto und alle Daten zu dir nach {ACCOUNT_DELETION_GRACE_DAYS} Tagen. Bis dahin kannst du es dir anders überlegen: Melde dich einfach
        wieder an, dann bleibt dein Konto bestehen. Nachrichten, die du Betrieben geschrieben hast, bleiben dort als „Gelöschter Nutzer“ stehen.
      </Text>
      <ErrorNotice error={error} title="Fehler" />
      <Checkbox
        label="Ja, ich möchte mein Konto mit allen Daten löschen."
        checked={sure}
        onChange={(e) => setSure(e.currentTarget.checked)}
        error={fields.confirm}
      />
      <Button color="red" onClick={() => void remove()} loading={pending} disabled={!sure} w="fit-content">
        Konto löschen
      </Button>
    </Stack>
  );
}
