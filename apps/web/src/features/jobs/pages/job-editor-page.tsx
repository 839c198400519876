// The job editor (01 §2 employer area): /betrieb/job/erstellen?type=N, /betriebe/{slug}/jobs/erstellen and
// /betrieb/job/{slug}/bearbeiten. Old jobs (version below 2, not type 3) are sent away to their page (01 §6). This page
// decides which job is edited and what the business may do; the form is components/job-editor.tsx.
import { Link, Navigate, useMatches, useParams, useSearchParams } from 'react-router';
import { Alert, Container, Text, Title } from '@mantine/core';
import { jobExpired } from '@oabat/domain/seo';
import { usesNewEditor } from '@oabat/domain/jobs';
import { AppButton } from '../../../components/app-button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { jobPath } from '../../../lib/paths.ts';
import type { RouteMeta } from '../../../app/route-types.ts';
import { useJob, useJobFeatures, useJobLimit } from '../api/jobs.ts';
import { JobEditor } from '../components/job-editor.tsx';
import { fromJob, NO_PAY, type JobForm } from '../components/job-editor-form.ts';
import { NO_HOURS } from '../components/internship-hours-fields.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function JobEditorPage() {
  const { slug } = useParams();
  const [query] = useSearchParams();
  // /betriebe/{slug}/jobs/erstellen carries the business in :slug; only /betrieb/job/{slug}/bearbeiten names a job
  // (its route says so: meta.slugAsJob, which the business guard reads too).
  const meta = useMatches().at(-1)?.handle as { meta?: RouteMeta } | undefined;
  const editing = !!slug && !!meta?.meta?.slugAsJob;
  const existing = useJob(editing ? slug : undefined);
  const features = useJobFeatures();
  const limit = useJobLimit();
  usePageTitle(editing ? 'Stelle bearbeiten' : 'Stelle erstellen');

  if (features.isError)
    return (
      <Container size="md" py="md">
        <ErrorNotice error={features.error} title="Fehler" />
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
  const initial: JobForm = existing.data
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
    <JobEditor
      key={existing.data?.id ?? 'new'}
      job={existing.data ?? null}
      initial={initial}
      allowed={[...allowed]}
      canPublish={features.data.can_publish}
      full={limit.data?.reached && !holdsSlot ? limit.data : null}
    />
  );
}
