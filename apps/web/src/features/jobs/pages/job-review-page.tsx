// /betriebe/{businessSlug}/jobs/{jobSlug}/review?review={id}: a publishing request; the admin approves or rejects
// it (with a reason), the business sees the outcome.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Container, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isAdmin } from '@oabat/domain/rights';
import { JOB_TYPE_LABELS, jobRejectedLine } from '@oabat/domain/jobs';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { decideReview, reviewKey, useJobReview } from '../api/job-lists.ts';
import { businessPath, jobPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const STATUS: Record<string, string> = { pending: 'Wartet auf Freigabe', approved: 'Freigegeben', rejected: 'Abgelehnt' };

export default function JobReviewPage() {
  usePageTitle('Freigabe einer Stelle');
  const [query] = useSearchParams();
  const id = Number(query.get('review')) || 0;
  const { user } = useAuth();
  const review = useJobReview(id);
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(status: 'approved' | 'rejected') {
    setBusy(status);
    setError(null);
    try {
      await decideReview(id, { status, comment: comment.trim() || undefined });
      await client.invalidateQueries({ queryKey: reviewKey(id) });
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(null);
    }
  }

  if (!id)
    return (
      <Container size="md" py="md">
        <Title order={1}>Freigabe</Title>
        <Text mt="sm">Es ist keine Prüfung ausgewählt.</Text>
      </Container>
    );
  if (review.isPending)
    return (
      <Container size="md" py="md">
        <Loading what="Prüfung" />
      </Container>
    );
  if (!review.data)
    return (
      <Container size="md" py="md">
        <Title order={1}>Freigabe</Title>
        <ErrorNotice mt="sm">{normaliseError(review.error).message}</ErrorNotice>
      </Container>
    );
  const r = review.data;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
          Freigabe: {r.job.name}
        </Title>
        <Text>
          {JOB_TYPE_LABELS[r.job.type_id]} bei{' '}
          <Anchor component={Link} to={businessPath(r.job.business.slug)}>
            {r.job.business.name}
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to={jobPath(r.job.business.slug, r.job.slug)}>
            Stelle ansehen
          </Anchor>
        </Text>
        <Alert color={r.status === 'approved' ? 'green' : r.status === 'rejected' ? 'red' : 'oabat'} title={STATUS[r.status]} role="status">
          {r.status === 'rejected'
            ? jobRejectedLine(r.job.name)
            : r.status === 'approved'
              ? 'Die Stelle ist veröffentlicht.'
              : 'Die Redaktion prüft die Stelle.'}
          {r.comment ? <Text mt="xs">Begründung: {r.comment}</Text> : null}
        </Alert>
        {isAdmin(user) && r.status === 'pending' ? (
          <Stack gap="sm">
            <Textarea
              label="Begründung (bei Ablehnung)"
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={2000}
            />
            <ErrorNotice error={error} />
            <Group>
              <AppButton onClick={() => void decide('approved')} loading={busy === 'approved'}>
                Freigeben
              </AppButton>
              <AppButton design="flat" onClick={() => void decide('rejected')} loading={busy === 'rejected'}>
                Ablehnen
              </AppButton>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
