// Settings for every account type: personal data, e-mail change with a code, password,
// notifications, the download of one's data, the deletion of the account and the deactivation request.
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { Alert, Button, Container, Divider, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { userType } from '@oabat/domain/rights';
import type { TUser } from '@oabat/domain/accounts';
import { pageTitle } from '@oabat/domain/validation';
import { api } from '../../../lib/api.ts';
import { auth, useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';
import { AccountDeletionSection, DataExportSection } from '../components/my-data-sections.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const HEADINGS: Record<string, string> = {
  region: 'Einstellungen der Region',
  school: 'Einstellungen der Schule',
  business: 'Einstellungen des Betriebs',
  trainee: 'Meine Einstellungen',
  '': 'Einstellungen',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function PersonalData({ user }: { user: TUser }) {
  const [form, setForm] = useState({ firstname: user.firstname, lastname: user.lastname });
  const [saved, setSaved] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (await run(() => api('PUT', `/api/users/${user.id}`, { body: form }).then(() => auth.fetchUser()))) setSaved(true);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorNotice error={error} title="Fehler" />
        {saved ? (
          <Alert color="green" role="status">
            Gespeichert.
          </Alert>
        ) : null}
        <Group grow align="flex-start">
          <TextInput
            label="Vorname"
            autoComplete="given-name"
            value={form.firstname}
            onChange={(e) => setForm({ ...form, firstname: e.currentTarget.value })}
            error={fields.firstname}
          />
          <TextInput
            label="Nachname"
            autoComplete="family-name"
            value={form.lastname}
            onChange={(e) => setForm({ ...form, lastname: e.currentTarget.value })}
            error={fields.lastname}
          />
        </Group>
        <Button type="submit" loading={pending} w="fit-content">
          Speichern
        </Button>
      </Stack>
    </form>
  );
}

function EmailChange({ user }: { user: TUser }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'enter' | 'code' | 'done'>('enter');
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (step === 'enter') {
      if (await run(() => api('PUT', '/api/v2/auth/request_email_change', { body: { user_id: user.id, email } }).then(() => true))) setStep('code');
    } else if (
      await run(() => api('POST', '/api/v2/auth/email_change', { body: { user_id: user.id, email, code: code.trim() } }).then(() => auth.fetchUser()))
    ) {
      setStep('done');
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          Aktuelle E-Mail-Adresse: <strong>{user.email ?? 'keine'}</strong>
        </Text>
        <ErrorNotice error={error} title="Fehler" />
        {step === 'done' ? (
          <Alert color="green" role="status">
            Deine E-Mail-Adresse ist geändert.
          </Alert>
        ) : null}
        {step !== 'done' ? (
          <TextInput
            label="Neue E-Mail-Adresse"
            type="email"
            autoComplete="email"
            value={email}
            readOnly={step === 'code'}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fields.email}
          />
        ) : null}
        {step === 'code' ? (
          <TextInput
            label="Code aus der E-Mail an die neue Adresse"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fields.code}
          />
        ) : null}
        {step !== 'done' ? (
          <Button type="submit" loading={pending} w="fit-content">
            {step === 'enter' ? 'Code senden' : 'E-Mail-Adresse ändern'}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}

function Deactivation({ user }: { user: TUser }) {
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const { run, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await run(() => api('POST', '/api/user/request-deactivation', { body: { user_id: user.id, reason_message: reason } }).then(() => true))) setSent(true);
  }
  if (sent)
    return (
      <Alert color="green" role="status">
        Wir haben deine Anfrage erhalten und melden uns per E-Mail.
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>Du möchtest dein Konto löschen lassen? Wir bearbeiten deine Anfrage und bestätigen sie per E-Mail.</Text>
        <ErrorNotice error={error} title="Fehler" />
        <Textarea label="Grund (freiwillig)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason_message} />
        <Button type="submit" color="red" variant="outline" loading={pending} w="fit-content">
          Deaktivierung anfragen
        </Button>
      </Stack>
    </form>
  );
}

/** `extra`: sections of other features the app adds (features do not import each other). */
export default function SettingsPage({ extra }: { extra?: React.ReactNode }) {
  const { user, ready } = useAuth();
  if (!ready) return null;
  if (!user) return <Navigate to="/anmelden?redirect=%2Feinstellungen" replace />;
  const heading = HEADINGS[userType(user)];
  document.title = pageTitle(heading);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        <Section title="Persönliche Daten">
          <PersonalData user={user} />
        </Section>
        <Section title="E-Mail-Adresse">
          <EmailChange user={user} />
        </Section>
        <Section title="Passwort">
          <PasswordChangeForm />
        </Section>
        <Section title="Benachrichtigungen">
          <NotificationSettings />
        </Section>
        {extra}
        <Section title="Meine Daten">
          <DataExportSection />
        </Section>
        <Divider />
        <Section title="Konto löschen">
          <AccountDeletionSection />
        </Section>
        <Section title="Konto deaktivieren">
          <Deactivation user={user} />
        </Section>
      </Stack>
    </Container>
  );
}
