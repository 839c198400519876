// Approved reviews as a list: first name, stars, text and date (nothing else of the author is public).
import { formatDay } from '@oabat/domain/dates';
import { Paper, Stack, Text, Group } from '@mantine/core';
import type { TReview } from '@oabat/domain/reviews';
import { Stars } from './stars.tsx';

export const reviewDate = (iso: string) => formatDay(iso, 'long');

export function ReviewItem({ review, children }: { review: TReview; children?: React.ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{review.author.first_name}</Text>
            <Stars rating={review.rating} />
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={review.created_at}>{reviewDate(review.created_at)}</time>
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-line' }}>{review.message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

export function ReviewList({ reviews, label }: { reviews: TReview[]; label: string }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label}>
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
    </Stack>
  );
}
