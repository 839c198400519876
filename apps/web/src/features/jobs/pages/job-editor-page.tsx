// The job editor (01 §2 employer area): /betrieb/job/erstellen?type=N, /betriebe/{slug}/jobs/erstellen and
// /betrieb/job/{slug}/bearbeiten. Old jobs (version below 2, not type 3) are sent away to their page (01 §6).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Container, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { JOB_TYPE } from '@oabat/domain/constants';
import { trainingPayIssues, trainingYearsFor } from '@oabat/domain/fair-pay';
import { jobExpired } from '@oabat/domain/seo';
import { GRADUATIONS } from '@oabat/domain/constants';
import { JOB_TYPE_LABELS, usesNewEditor, type TJobInput, editableBlocks } from '@oabat/domain/jobs';
import { AppButton } from '../../../components/app-button.tsx';
import { ApiError, normaliseError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { createJob, jobKey, jobLimitKey, updateJob, useJob, useJobFeatures, useJobLimit, type JobLimitView, type JobView } from '../api/jobs.ts';
import { JobLimitReached } from '../components/job-limit-note.tsx';
import { GRADUATION_LABELS } from '../components/job-facts.tsx';
import { clearPreviewDraft, loadPreviewDraft, savePreviewDraft } from '../components/job-preview-draft.ts';
import { OccupationSelect } from '../components/occupation-select.tsx';
import { TrainingPayFields, type PayForm } from '../components/training-pay-fields.tsx';
import { InternshipHoursFields, NO_HOURS, type HoursForm } from '../components/internship-hours-fields.tsx';
import { internshipHoursIssues } from '@oabat/domain/youth-protection';
import { jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

type Form = {
  type_id: number;
  name: string;
  occupation_id: number | null;
  occupation_name: string;
  start_date: string;
  duration_months: number | string;
  salary_lower: number | string;
  salary_upper: number | string;
  graduation: string;
  description: string;
} & PayForm &
  HoursForm;
const NO_PAY: PayForm = { pay_year_1: '', pay_year_2: '', pay_year_3: '', pay_year_4: '', collective_agreement: false };

const fromJob = (j: JobView): Form => ({
  type_id: j.type_id,
  name: j.name,
  occupation_id: j.occupation?.id ?? null,
  occupation_name: j.occupation?.name ?? '',
  start_date: j.start_date ?? '',
  duration_months: j.duration_months ?? '',
  salary_lower: j.salary_lower ?? '',
  salary_upper: j.salary_upper ?? '',
  graduation: j.graduation ?? '',
  description: j.description,
  // An apprenticeship's older "pay from" was its first-year pay.
  pay_year_1: j.pay_year_1 ?? (j.type_id === JOB_TYPE.apprenticeship ? j.salary_lower : null) ?? '',
  pay_year_2: j.pay_year_2 ?? '',
  pay_year_3: j.pay_year_3 ?? '',
  pay_year_4: j.pay_year_4 ?? '',
  collective_agreement: !!j.collective_agreement,
  age_group: (j.age_group ?? '') as HoursForm['age_group'],
  daily_hours: j.daily_hours ?? '',
  weekly_hours: j.weekly_hours ?? '',
  work_start: j.work_start ?? '',
  work_end: j.work_end ?? '',
  break_minutes: j.break_minutes ?? '',
});
const num = (v: number | string) => (v === '' ? null : Number(v));
/** The internship's hours as sent (empty fields as null; the server drops them for other job types). */
const hoursBody = (f: HoursForm) => ({
  age_group: f.age_group || null,
  daily_hours: num(f.daily_hours),
  weekly_hours: num(f.weekly_hours),
  work_start: f.work_start || null,
  work_end: f.work_end || null,
  break_minutes: num(f.break_minutes),
});

/** The form as the public job page would show it (for /betrieb/job/vorschau). */
function previewJob(form: Form, job: JobView | null, business: JobView['business']): JobView {
  const base: JobView =
    job ??
    ({
      id: 0,
      slug: 'vorschau',
      version: 2,
      status: 'draft',
      content_blocks: [],
      is_liked: false,
      attributes: [],
      advantages: [],
      published_at: null,
      business_site: null,
      place: null,
      latitude: null,
      longitude: null,
      positions: null,
    } as unknown as JobView);
  return {
    ...base,
    business,
    type_id: form.type_id,
    name: form.name,
    description: form.description,
    start_date: form.start_date || null,
    duration_months: num(form.duration_months),
    salary_lower: num(form.salary_lower),
    salary_upper: num(form.salary_upper),
    graduation: form.graduation || null,
    occupation: form.occupation_id ? { id: form.occupation_id, name: form.occupation_name, slug: '' } : null,
    pay_year_1: num(form.pay_year_1),
    pay_year_2: num(form.pay_year_2),
    pay_year_3: num(form.pay_year_3),
    pay_year_4: num(form.pay_year_4),
    collective_agreement: form.collective_agreement,
    ...hoursBody(form),
  };
}

export default function JobEditorPage() {
  const { slug } = useParams();
  const [query] = useSearchParams();
  // /betriebe/{slug}/jobs/erstellen carries the business in :slug; only /betrieb/job/{slug}/bearbeiten names a job.
  const editing = !!slug && window.location.pathname.endsWith('/bearbeiten');
  const existing = useJob(editing ? slug : undefined);
  const features = useJobFeatures();
  const limit = useJobLimit();
  usePageTitle(editing ? 'Stelle bearbeiten' : 'Stelle erstellen');

  if (features.isError)
    return (
      <Container size="md" py="md">
        <Alert color="red" title="Fehler">
          {(features.error as Error).message}
        </Alert>
      </Container>
    );
  if (!features.data || (editing && existing.isPending))
    return (
      <Container size="md" py="md">
        <Loading what="Editor" />
      </Container>
    );
  if (editing && !existing.data)
    return (
      <Container size="md" py="md">
        <Title order={1}>Diese Stelle gibt es nicht</Title>
      </Container>
    );
  if (existing.data && !usesNewEditor(existing.data)) return <Navigate to={jobPath(existing.data.business.slug, existing.data.slug)} replace />;

  // A job takes its place from the business's main site: without an address it would have none (issue #36).
  if (!features.data.has_address)
    return (
      <Container size="md" py="md">
        <Title order={1}>{editing ? 'Stelle bearbeiten' : 'Stelle erstellen'}</Title>
        <Alert color="orange" title="Wo ist dein Betrieb?" mt="md" role="status">
          <Text size="sm">
            Gib zuerst die Adresse deines Betriebs an. Deine Stellen stehen dann an diesem Ort, und Schülerinnen und Schüler in der Nähe finden sie.
          </Text>
          <AppButton component={Link} to="/betrieb/standorte" size="small" mt="xs">
            Adresse angeben
          </AppButton>
        </Alert>
      </Container>
    );
  const allowed = ([1, 2, 3] as const).filter((t) => features.data.can_create[String(t) as '1' | '2' | '3']);
  const wanted = Number(query.get('type')) || allowed[0];
  if (!allowed.length)
    return (
      <Container size="md" py="md">
        <Title order={1}>Stelle erstellen</Title>
        <Text mt="sm">Dein Betrieb darf noch keine Stellen anlegen. Bitte wende dich an uns.</Text>
      </Container>
    );
  const initial: Form = existing.data
    ? fromJob(existing.data)
    : {
        type_id: allowed.includes(wanted as never) ? wanted : allowed[0],
        name: '',
        occupation_id: null,
        occupation_name: '',
        start_date: '',
        duration_months: '',
        salary_lower: '',
        salary_upper: '',
        graduation: '',
        description: '',
        ...NO_PAY,
        ...NO_HOURS,
      };
  // Publishing takes a slot unless the job already holds one (published and open, or waiting for approval).
  const holdsSlot = !!existing.data && (existing.data.status === 'pending' || (existing.data.status === 'published' && !jobExpired(existing.data)));
  return (
    <Editor
      key={existing.data?.id ?? 'new'}
      job={existing.data ?? null}
      initial={initial}
      allowed={[...allowed]}
      canPublish={features.data.can_publish}
      full={limit.data?.reached && !holdsSlot ? limit.data : null}
    />
  );
}

function Editor({
  job,
  initial,
  allowed,
  canPublish,
  full,
}: {
  job: JobView | null;
  initial: Form;
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
  const [form, setForm] = useState<Form>(() => {
    const draft = loadPreviewDraft<Form>();
    return draft && draft.editor === here ? draft.form : initial;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  async function save(status: 'draft' | 'published', e?: FormEvent) {
    e?.preventDefault();
    setErrors({});
    setFailure(null);
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
      setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
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
    try {
      const saved = job ? await updateJob(job.id, body) : await createJob(body);
      // The job page reads ['job', slug] from the query cache: without this it showed the old pay for 30 s (staleTime)
      // after a save (issue #36, 3.). The saved job is put there, and the lists and the slot count are refetched.
      client.setQueryData(jobKey(saved.slug), saved);
      if (job && job.slug !== saved.slug) client.removeQueries({ queryKey: jobKey(job.slug) });
      void client.invalidateQueries({ queryKey: ['business-jobs'] });
      void client.invalidateQueries({ queryKey: jobLimitKey });
      clearPreviewDraft();
      navigate(jobPath(saved.business.slug, saved.slug));
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      else setFailure(normaliseError(err).message);
    } finally {
      setBusy(null);
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
          {failure ? (
            <Alert color="red" role="alert" title="Fehler">
              {failure}
            </Alert>
          ) : null}
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
