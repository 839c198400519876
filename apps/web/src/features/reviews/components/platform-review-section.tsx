// "Oabat bewerten" for every logged-in account (on the settings page): the viewer's own platform review with its
// state, or the form to write one. The admin moderates and does not review (rights.canPostReview).
import { useState } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { canPostReview } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { useReviews } from '../api/list-reviews.ts';
import { OwnReview } from './own-review.tsx';
import { PENDING_NOTE, ReviewForm } from './review-form.tsx';
import { Loading } from '../../../components/loading.tsx';

export function PlatformReviewSection() {
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const may = !!user && canPostReview(user, 'platform');
  const mine = useReviews({ type: 'platform', mine: '1' }, may);
  if (!may) return null;
  const own = mine.data?.data[0];
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="platform-review-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="platform-review-title">
          Oabat bewerten
        </Title>
        {sent && own ? (
          <Alert color="green" role="status">
            {PENDING_NOTE}
          </Alert>
        ) : null}
        {!mine.data ? (
          <Loading />
        ) : own ? (
          <OwnReview review={own} />
        ) : (
          <>
            <Text>Wie gefällt dir Oabat? Deine Bewertung hilft anderen, uns kennenzulernen.</Text>
            <ReviewForm onSent={() => setSent(true)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
