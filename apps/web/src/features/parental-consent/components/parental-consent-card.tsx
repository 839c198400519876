// /einstellungen, pupils under 16 only: "Einverständnis deiner Eltern" with the status, the parent's address,
// send and revoke. Newsletter and recommendations switch on only after the parent confirmed by e-mail.
import { formatDay } from '@oabat/domain/dates';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZParentalConsentRequest } from '@oabat/domain/parental-consent';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { PARENTAL_CONSENT_KEY, requestConsent, revokeOwnConsent, useParentalConsent } from '../api/parental-consent.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const STATE_TEXT: Record<string, string> = {
  missing: 'Deine Eltern haben noch nicht zugestimmt.',
  pending: 'Wir warten auf die Zustimmung deiner Eltern.',
  confirmed: 'Deine Eltern haben zugestimmt.',
  revoked: 'Das Einverständnis wurde widerrufen.',
};
const date = (iso: string | null) => (iso ? formatDay(iso) : '');

export function ParentalConsentCard() {
  const { data } = useParentalConsent();
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { run, pending, error, fields } = useFormSubmit();
  if (!data?.needed) return null;

  const refresh = () => qc.invalidateQueries({ queryKey: PARENTAL_CONSENT_KEY });
  async function send(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const parsed = ZParentalConsentRequest.safeParse({ parent_email: email });
    if (!parsed.success) return setFieldError(parsed.error.issues[0].message);
    setFieldError(null);
    const r = await run(() => requestConsent(parsed.data.parent_email));
    if (r) {
      setMessage(r.message);
      setEmail('');
      await refresh();
    }
  }
  async function revoke() {
    setMessage(null);
    const r = await run(() => revokeOwnConsent());
    if (r) {
      setMessage(r.message);
      await refresh();
    }
  }
  const title = 'Einverständnis deiner Eltern';
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>
          Du bist noch nicht 16. Newsletter, Jobempfehlungen (auch E-Mails zu Suchaufträgen) und die Nutzungsstatistik gibt es für dich erst, wenn deine Eltern
          per E-Mail zustimmen. Alles andere auf Oabat kannst du auch so nutzen.
        </Text>
        <Text fw={600} role="status">
          {STATE_TEXT[data.state]}
          {data.parent_email && data.state !== 'missing' ? ` (${data.parent_email}${data.state === 'confirmed' ? `, am ${date(data.confirmed_at)}` : ''})` : ''}
        </Text>
        {message ? (
          <Alert color="green" role="status">
            {message}
          </Alert>
        ) : null}
        <ErrorNotice error={error} title="Fehler" />
        {data.state !== 'confirmed' ? (
          <form onSubmit={send} noValidate>
            <Stack gap="sm">
              <TextInput
                label="E-Mail-Adresse deiner Eltern"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={fieldError ?? fields.parent_email}
              />
              <Button type="submit" loading={pending} w="fit-content">
                {data.state === 'pending' ? 'E-Mail erneut senden' : 'E-Mail an meine Eltern senden'}
              </Button>
            </Stack>
          </form>
        ) : null}
        {data.state === 'confirmed' || data.state === 'pending' ? (
          <Button variant="outline" color="red" onClick={() => void revoke()} loading={pending} w="fit-content">
            Einverständnis widerrufen
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
