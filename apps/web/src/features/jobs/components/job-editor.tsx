// The job editor's form (01 §2): fields, the fair-pay and youth-protection checks before the round trip, saving as
// draft or publishing, and the preview. The page (pages/job-editor-page.tsx) decides which job and what is allowed.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Container, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { JOB_TYPE, GRADUATIONS } from '@oabat/domain/constants';
import { trainingPayIssues, trainingYearsFor } from '@oabat/domain/fair-pay';
import { internshipHoursIssues } from '@oabat/domain/youth-protection';
import { JOB_TYPE_LABELS, type TJobInput, editableBlocks } from '@oabat/domain/jobs';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { jobPath } from '../../../lib/paths.ts';
import { createJob, jobKey, jobLimitKey, updateJob, type JobLimitView, type JobView } from '../api/jobs.ts';
import { JobLimitReached } from './job-limit-note.tsx';
import { GRADUATION_LABELS } from './job-facts.tsx';
import { clearPreviewDraft, loadPreviewDraft, savePreviewDraft } from './job-preview-draft.ts';
import { OccupationSelect } from './occupation-select.tsx';
import { TrainingPayFields } from './training-pay-fields.tsx';
import { InternshipHoursFields } from './internship-hours-fields.tsx';
import { hoursBody, num, previewJob, type JobForm } from './job-editor-form.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function JobEditor({
  job,
  initial,
  allowed,
  canPublish,
  full,
}: {
  job: JobView | null;
  initial: JobForm;
  allowed: number[];
  canPublish: boolean;
  /** Every slot of the job limit is taken: drafts save, publishing is offered through Premium or more slots. */
  full: JobLimitView | null;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useLocation();
  const { user } = useAuth();
  const here = location.pathname + location.search;
  // "Verlängern" in the business's list (issue 33): an expired job comes back with a new start date, so the editor
  // opens at that field and says why.
  const extending = !!job && new URLSearchParams(location.search).has('verlaengern');
  // Coming back from the preview, the form is as it was left.
  const [form, setForm] = useState<JobForm>(() => {
    const draft = loadPreviewDraft<JobForm>();
    return draft && draft.editor === here ? draft.form : initial;
  });
  const submit = useFormSubmit();
  const errors = submit.fields;
  // The button that was pressed shows that it saves.
  const [busy, setBusy] = useState<'draft' | 'published' | null>(null);
  const set = <K extends keyof JobForm>(k: K, v: JobForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  async function save(status: 'draft' | 'published', e?: FormEvent) {
    e?.preventDefault();
    const apprenticeship = form.type_id === JOB_TYPE.apprenticeship;
    // Only the years the training has (its duration) are sent; hidden fields carry nothing.
    const years = trainingYearsFor(num(form.duration_months));
    const payOf = (year: 1 | 2 | 3 | 4, v: number | string) => (apprenticeship && years.includes(year) ? num(v) : null);
    const pay = {
      pay_year_1: payOf(1, form.pay_year_1),
      pay_year_2: payOf(2, form.pay_year_2),
      pay_year_3: payOf(3, form.pay_year_3),
      pay_year_4: payOf(4, form.pay_year_4),
      collective_agreement: apprenticeship && form.collective_agreement,
    };
    // The same rule the server applies (§ 17 BBiG), shown before the round trip.
    const hours = hoursBody(form);
    const issues = [
      ...(apprenticeship ? trainingPayIssues({ ...pay, start_date: form.start_date || null }) : []),
      ...(form.type_id === JOB_TYPE.traineeship ? internshipHoursIssues(hours) : []),
    ];
    if (issues.length) {
      submit.refuse(issues);
      return;
    }
    setBusy(status);
    const body: TJobInput = {
      ...pay,
      ...hours,
      type_id: form.type_id,
      name: form.name,
      occupation_id: form.occupation_id,
      start_date: form.start_date || null,
      duration_months: num(form.duration_months),
      salary_lower: apprenticeship ? null : num(form.salary_lower),
      salary_upper: apprenticeship ? null : num(form.salary_upper),
      graduation: (form.graduation || null) as TJobInput['graduation'],
      description: form.description,
      content_blocks: editableBlocks(job?.content_blocks),
      attributes: job?.attributes ?? [],
      advantages: job?.advantages ?? [],
      status,
    };
    const saved = await submit.run(() => (job ? updateJob(job.id, body) : createJob(body)));
    setBusy(null);
    if (saved) {
      // The job page reads ['job', slug] from the query cache: without this it showed the old pay for 30 s (staleTime)
      // after a save (issue #36, 3.). The saved job is put there, and the lists and the slot count are refetched.
      client.setQueryData(jobKey(saved.slug), saved);
      if (job && job.slug !== saved.slug) client.removeQueries({ queryKey: jobKey(job.slug) });
      void client.invalidateQueries({ queryKey: ['business-jobs'] });
      void client.invalidateQueries({ queryKey: jobLimitKey });
      clearPreviewDraft();
      navigate(jobPath(saved.business.slug, saved.slug));
    }
  }

  function preview() {
    const business =
      job?.business ??
      (user?.business ? { id: user.business.id, slug: user.business.slug, name: user.business.name } : { id: 0, slug: '', name: 'Dein Betrieb' });
    savePreviewDraft({ form, editor: here, job: previewJob(form, job, business) });
    navigate('/betrieb/job/vorschau');
  }

  return (
    <Container size="md" py="md">
      <form onSubmit={(e) => void save('draft', e)}>
        <Stack gap="md">
          <Title order={1}>{job ? 'Stelle bearbeiten' : 'Stelle erstellen'}</Title>
          {extending ? (
            <Alert color="orange" title="Stelle verlängern">
              Der Beginn dieser Stelle ist vorbei, deshalb ist sie nicht mehr in der Suche. Trag einen neuen Beginn ein und speichere sie, dann finden
              Schülerinnen und Schüler sie wieder.
            </Alert>
          ) : null}
          <NativeSelect
            label="Stellenart"
            value={String(form.type_id)}
            onChange={(e) => set('type_id', Number(e.currentTarget.value))}
            data={allowed.map((t) => ({ value: String(t), label: JOB_TYPE_LABELS[t] }))}
            error={errors.type_id}
          />
          <TextInput
            label="Titel der Stelle"
            placeholder="z. B. Ausbildung Bäcker/in 2027"
            required
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
            maxLength={150}
          />
          <OccupationSelect
            value={form.occupation_id}
            initialLabel={form.occupation_name || null}
            onChange={(v, label) => setForm((f) => ({ ...f, occupation_id: v, occupation_name: label ?? '' }))}
            error={errors.occupation_id}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="Beginn"
              autoFocus={extending}
              value={form.start_date}
              onChange={(e) => set('start_date', e.currentTarget.value)}
              error={errors.start_date}
            />
            <NumberInput
              label="Dauer in Monaten"
              min={0}
              max={72}
              value={form.duration_months}
              onChange={(v) => set('duration_months', v)}
              error={errors.duration_months}
            />
          </Group>
          {form.type_id === JOB_TYPE.apprenticeship ? (
            <TrainingPayFields
              form={form}
              startDate={form.start_date}
              durationMonths={num(form.duration_months)}
              errors={errors}
              onChange={(k, v) => setForm((f) => ({ ...f, [k]: v }))}
            />
          ) : (
            <Group grow align="flex-start">
              <NumberInput
                label="Vergütung von (€ im Monat)"
                min={0}
                value={form.salary_lower}
                onChange={(v) => set('salary_lower', v)}
                error={errors.salary_lower}
              />
              <NumberInput
                label="Vergütung bis (€ im Monat)"
                min={0}
                value={form.salary_upper}
                onChange={(v) => set('salary_upper', v)}
                error={errors.salary_upper}
              />
            </Group>
          )}
          {form.type_id === JOB_TYPE.traineeship ? (
            <InternshipHoursFields form={form} errors={errors} onChange={(k, v) => setForm((f) => ({ ...f, [k]: v }))} />
          ) : null}
          <NativeSelect
            label="Mindestens nötiger Schulabschluss"
            value={form.graduation}
            onChange={(e) => set('graduation', e.currentTarget.value)}
            data={[{ value: '', label: 'Keine Angabe' }, ...GRADUATIONS.map((g) => ({ value: g, label: GRADUATION_LABELS[g] }))]}
            error={errors.graduation}
          />
          <Textarea
            label="Beschreibung"
            autosize
            minRows={6}
            value={form.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <ErrorNotice error={submit.error} title="Fehler" />
          {full ? <JobLimitReached limit={full} /> : null}
          <Group>
            <AppButton type="button" design="flat" onClick={preview}>
              Vorschau
            </AppButton>
            <AppButton type="submit" design="primary-flat" loading={busy === 'draft'}>
              Als Entwurf speichern
            </AppButton>
            <AppButton type="button" onClick={() => void save('published')} loading={busy === 'published'} disabled={!!full}>
              {canPublish ? 'Veröffentlichen' : 'Zur Freigabe einreichen'}
            </AppButton>
          </Group>
          {!canPublish ? (
            <Text size="sm" c="gray.7">
              Wir prüfen neue Stellen kurz, bevor sie in der Suche erscheinen.
            </Text>
          ) : null}
        </Stack>
      </form>
    </Container>
  );
}
