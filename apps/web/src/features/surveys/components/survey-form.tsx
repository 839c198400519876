// The admin's survey definition: name, question, answers (two to eight, one per line), audience, delay, active.
// Checked with the schema the API uses, so the German messages are the same.
import { useState } from 'react';
import { Group, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  SURVEY_AUDIENCES,
  SURVEY_AUDIENCE_LABELS,
  SURVEY_DEFAULT_DELAY_SECONDS,
  ZSurveyInput,
  type TAdminSurvey,
  type TSurveyInput,
} from '@oabat/domain/surveys';
import { AppButton } from '../../../components/app-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function SurveyForm({ initial, onSave, onCancel }: { initial?: TAdminSurvey; onSave: (v: TSurveyInput) => Promise<unknown>; onCancel?: () => void }) {
  const [name, setName] = useState(initial?.name ?? '');
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [answers, setAnswers] = useState((initial?.answers ?? []).join('\n'));
  const [audience, setAudience] = useState<string>(initial?.audience ?? 'all');
  const [delay, setDelay] = useState<number | string>(initial?.delay_seconds ?? SURVEY_DEFAULT_DELAY_SECONDS);
  const [active, setActive] = useState(initial?.is_active ?? true);
  const { runChecked, pending, error, fields } = useFormSubmit();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const values = {
      name,
      question,
      answers: answers
        .split('\n')
        .map((a) => a.trim())
        .filter(Boolean),
      audience,
      delay_seconds: delay === '' ? undefined : delay,
      is_active: active,
    };
    await runChecked(ZSurveyInput, values, (v) => onSave(v));
  }
  const answerError = Object.entries(fields).find(([k]) => k.startsWith('answers'))?.[1];

  return (
    <form onSubmit={submit} aria-label={initial ? `Umfrage ${initial.name} bearbeiten` : 'Neue Umfrage'}>
      <Stack gap="sm">
        <ErrorNotice error={error} title="Fehler" />
        <TextInput label="Name (intern, einmalig)" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} error={fields.name} required />
        <TextInput label="Frage" value={question} onChange={(e) => setQuestion(e.currentTarget.value)} maxLength={300} error={fields.question} required />
        <Textarea
          label="Antworten (eine pro Zeile, zwei bis acht)"
          value={answers}
          onChange={(e) => setAnswers(e.currentTarget.value)}
          autosize
          minRows={3}
          error={answerError}
          required
        />
        <Group grow align="flex-start">
          <Select
            label="Wer sieht sie?"
            data={SURVEY_AUDIENCES.map((a) => ({ value: a, label: SURVEY_AUDIENCE_LABELS[a] }))}
            value={audience}
            onChange={(v) => setAudience(v ?? 'all')}
            allowDeselect={false}
            error={fields.audience}
          />
          <NumberInput
            label="Erscheint nach (Sekunden)"
            value={delay}
            onChange={setDelay}
            min={0}
            max={86400}
            allowDecimal={false}
            error={fields.delay_seconds}
          />
        </Group>
        <Switch label="Aktiv" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group>
          <AppButton type="submit" loading={pending}>
            {initial ? 'Umfrage speichern' : 'Umfrage anlegen'}
          </AppButton>
          {onCancel ? (
            <AppButton design="primary-frameless" onClick={onCancel}>
              Abbrechen
            </AppButton>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
