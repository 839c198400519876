// Approved reviews of Oabat, for the home page ("Das sagen andere über Oabat"); shows nothing while there are none.
import { Stack, Title } from '@mantine/core';
import { useReviews } from '../api/list-reviews.ts';
import { RatingSummary } from './stars.tsx';
import { ReviewList } from './review-list.tsx';

export function PlatformReviews({ limit = 6 }: { limit?: number }) {
  const { data } = useReviews({ type: 'platform', per_page: limit });
  if (!data?.data.length) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="platform-reviews-title">
      <Title order={2} id="platform-reviews-title">
        Das sagen andere über Oabat
      </Title>
      <RatingSummary average={data.average_rating} count={data.total} />
      <ReviewList reviews={data.data} label="Bewertungen von Oabat" />
    </Stack>
  );
}
