// /admin/umfragen: the admin defines the survey cards the shell shows (name, question, answers, audience, delay),
// switches them on and off, and sees the answers as bars and a table, with a CSV export per survey.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SURVEY_AUDIENCE_LABELS, type TAdminSurvey } from '@oabat/domain/surveys';
import { isAdmin } from '@oabat/domain/rights';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { adminSurveysKey, createSurvey, deleteSurvey, downloadSurveyCsv, updateSurvey, useAdminSurveys } from '../api/surveys.ts';
import { SurveyForm } from '../components/survey-form.tsx';
import { SurveyResults } from '../components/survey-results.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function SurveyItem({ survey, canEdit, onMessage }: { survey: TAdminSurvey; canEdit: boolean; onMessage: (m: string, error?: boolean) => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminSurveysKey });
  async function act(fn: () => Promise<unknown>, message: string) {
    try {
      await fn();
      await refresh();
      onMessage(message);
    } catch (err) {
      onMessage(normaliseError(err).message, true);
    }
  }
  return (
    <Card withBorder component="article" aria-label={`Umfrage ${survey.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {survey.question}
            </Title>
            <Text size="sm" c="dimmed">
              {survey.name} · {SURVEY_AUDIENCE_LABELS[survey.audience]} · nach {survey.delay_seconds} s
            </Text>
          </Stack>
          <Badge color={survey.is_active ? 'green' : 'gray'}>{survey.is_active ? 'Aktiv' : 'Aus'}</Badge>
        </Group>
        {editing ? (
          <SurveyForm
            initial={survey}
            onCancel={() => setEditing(false)}
            onSave={async (v) => {
              await updateSurvey(survey.id, v);
              await refresh();
              setEditing(false);
              onMessage(`Die Umfrage ${v.name} ist gespeichert.`);
            }}
          />
        ) : (
          <SurveyResults survey={survey} />
        )}
        <Group gap="xs">
          <AppButton size="small" design="primary-flat" onClick={() => act(() => downloadSurveyCsv(survey), 'Der Export ist heruntergeladen.')}>
            Als CSV herunterladen
          </AppButton>
          {canEdit && !editing ? (
            <>
              <AppButton size="small" design="primary-flat" onClick={() => setEditing(true)}>
                Bearbeiten
              </AppButton>
              <AppButton
                size="small"
                design="primary-flat"
                onClick={() =>
                  act(
                    () => updateSurvey(survey.id, { ...survey, is_active: !survey.is_active }),
                    survey.is_active ? 'Die Umfrage ist ausgeschaltet.' : 'Die Umfrage ist eingeschaltet.',
                  )
                }
              >
                {survey.is_active ? 'Ausschalten' : 'Einschalten'}
              </AppButton>
              {confirm ? (
                <AppButton size="small" design="secondary" onClick={() => act(() => deleteSurvey(survey.id), 'Die Umfrage ist gelöscht.')}>
                  Wirklich löschen
                </AppButton>
              ) : (
                <AppButton size="small" design="primary-frameless" onClick={() => setConfirm(true)}>
                  Löschen
                </AppButton>
              )}
            </>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

export default function AdminSurveysPage() {
  usePageTitle('Admin – Umfragen');
  const { user } = useAuth();
  const canEdit = isAdmin(user);
  const surveys = useAdminSurveys();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const onMessage = (text: string, error = false) => setMessage({ text, error });

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Umfragen</Title>
          {canEdit && !creating ? <AppButton onClick={() => setCreating(true)}>Neue Umfrage</AppButton> : null}
        </Group>
        <Text>
          Eine Umfrage erscheint angemeldeten Nutzern ihrer Zielgruppe nach der eingestellten Zeit als Karte, einmal je Name. Das Oabat-Team sieht sie nicht.
        </Text>
        <div role="status" aria-live="polite">
          {message && !message.error ? <Alert color="green">{message.text}</Alert> : null}
        </div>
        {message?.error ? <ErrorNotice>{message.text}</ErrorNotice> : null}
        {creating ? (
          <Card withBorder>
            <SurveyForm
              onCancel={() => setCreating(false)}
              onSave={async (v) => {
                await createSurvey(v);
                await queryClient.invalidateQueries({ queryKey: adminSurveysKey });
                setCreating(false);
                onMessage(`Die Umfrage ${v.name} ist angelegt.`);
              }}
            />
          </Card>
        ) : null}
        {surveys.error ? <ErrorNotice>Die Umfragen konnten nicht geladen werden.</ErrorNotice> : null}
        {surveys.data?.length === 0 ? <Text>Noch keine Umfragen.</Text> : null}
        {(surveys.data ?? []).map((s) => (
          <SurveyItem key={s.id} survey={s} canEdit={canEdit} onMessage={onMessage} />
        ))}
      </Stack>
    </Container>
  );
}
