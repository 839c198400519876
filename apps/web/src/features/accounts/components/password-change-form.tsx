// Password change; the server signs out every other device.
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { ZPasswordChangeRequest } from '@oabat/domain/accounts';
import { api } from '../../../lib/api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function PasswordChangeForm() {
  const [form, setForm] = useState({ old_password: '', password: '', password_confirmation: '' });
  const [saved, setSaved] = useState(false);
  const { runChecked, pending, error, fields } = useFormSubmit();
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (await runChecked(ZPasswordChangeRequest, form, (body) => api('POST', '/api/password_change', { body }).then(() => true))) {
      setSaved(true);
      setForm({ old_password: '', password: '', password_confirmation: '' });
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Passwort ändern">
      <Stack gap="sm">
        <ErrorNotice error={error} title="Fehler" />
        {saved ? (
          <Alert color="green" role="status">
            Dein Passwort ist geändert. Andere Geräte sind jetzt abgemeldet.
          </Alert>
        ) : null}
        <PasswordInput
          label="Aktuelles Passwort"
          autoComplete="current-password"
          value={form.old_password}
          onChange={set('old_password')}
          error={fields.old_password}
        />
        <PasswordInput
          label="Neues Passwort"
          description="Mindestens 8 Zeichen"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={fields.password}
        />
        <PasswordInput
          label="Neues Passwort wiederholen"
          autoComplete="new-password"
          value={form.password_confirmation}
          onChange={set('password_confirmation')}
          error={fields.password_confirmation}
        />
        <Button type="submit" loading={pending}>
          Passwort ändern
        </Button>
      </Stack>
    </form>
  );
}
