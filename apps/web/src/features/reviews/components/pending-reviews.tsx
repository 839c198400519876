// The admin's moderation list: reviews waiting for approval, each approved or rejected with one click.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TReview } from '@oabat/domain/reviews';
import { normaliseError } from '../../../lib/api.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { REVIEWS_KEY, useReviews } from '../api/list-reviews.ts';
import { moderateReview } from '../api/moderate-review.ts';
import { ReviewItem } from './review-list.tsx';

const target = (r: TReview) => (r.business ? `Betrieb: ${r.business.name}` : 'Oabat');

export function PendingReviews() {
  const queryClient = useQueryClient();
  const { data, error } = useReviews({ status: 'pending', per_page: 50 });
  async function decide(r: TReview, status: 'approved' | 'rejected') {
    try {
      await moderateReview(r.id, status);
      await queryClient.invalidateQueries({ queryKey: [REVIEWS_KEY] });
    } catch (err) {
      snackbar.showError(normaliseError(err).message);
    }
  }
  return (
    <Stack component="section" gap="sm" aria-labelledby="pending-reviews-title" id="bewertungen">
      <Title order={2} size="h3" id="pending-reviews-title">
        Bewertungen zur Freigabe{data ? ` (${data.total})` : ''}
      </Title>
      {error ? <Text c="red.8">{normaliseError(error).message}</Text> : null}
      {data && !data.total ? <Text>Keine Bewertungen warten auf Freigabe.</Text> : null}
      {data?.data.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Bewertungen zur Freigabe">
          {data.data.map((r) => (
            <ReviewItem key={r.id} review={r}>
              <Text size="sm" c="dimmed">
                {target(r)}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => decide(r, 'approved')} aria-label={`Bewertung von ${r.author.first_name} freigeben`}>
                  Freigeben
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  onClick={() => decide(r, 'rejected')}
                  aria-label={`Bewertung von ${r.author.first_name} ablehnen`}
                >
                  Ablehnen
                </Button>
              </Group>
            </ReviewItem>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
