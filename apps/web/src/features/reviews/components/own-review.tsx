// The viewer's own review with its state (waiting, published, rejected) and a button to delete it.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TReview } from '@oabat/domain/reviews';
import { normaliseError } from '../../../lib/api.ts';
import { snackbar } from '../../../lib/snackbar.ts';
import { deleteReview } from '../api/delete-review.ts';
import { REVIEWS_KEY } from '../api/list-reviews.ts';
import { ReviewItem } from './review-list.tsx';

const STATUS: Record<TReview['status'], { label: string; color: string; note: string }> = {
  pending: { label: 'Wird geprüft', color: 'orange', note: 'Deine Bewertung erscheint, sobald das Oabat-Team sie geprüft hat.' },
  approved: { label: 'Veröffentlicht', color: 'green', note: 'Deine Bewertung ist öffentlich zu sehen.' },
  rejected: { label: 'Abgelehnt', color: 'red', note: 'Das Oabat-Team hat deine Bewertung nicht veröffentlicht.' },
};

/** Mantine's light badges are too pale for 4.5:1 contrast; the tint stays, the text is dark. */
const DARK_LABEL = { label: { color: 'var(--mantine-color-dark-9)' } };

export function OwnReview({ review }: { review: TReview }) {
  const queryClient = useQueryClient();
  const s = STATUS[review.status];
  const [confirming, setConfirming] = useState(false);
  async function remove() {
    try {
      await deleteReview(review.id);
      await queryClient.invalidateQueries({ queryKey: [REVIEWS_KEY] });
    } catch (err) {
      snackbar.showError(normaliseError(err).message);
    }
  }
  return (
    <Stack gap="xs" component="section" aria-label="Deine Bewertung">
      <Group gap="xs">
        <Text fw={600}>Deine Bewertung</Text>
        <Badge color={s.color} variant="light" styles={DARK_LABEL}>
          {s.label}
        </Badge>
      </Group>
      <Stack component="ul" p={0} m={0}>
        <ReviewItem review={review}>
          <Text size="sm" c="dimmed">
            {s.note}
          </Text>
          {confirming ? (
            <Group gap="xs">
              <Text size="sm">Bewertung wirklich löschen?</Text>
              <Button color="red.9" size="xs" onClick={remove}>
                Ja, löschen
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                Abbrechen
              </Button>
            </Group>
          ) : (
            <Button variant="outline" color="red.9" size="xs" w="fit-content" onClick={() => setConfirming(true)}>
              Bewertung löschen
            </Button>
          )}
        </ReviewItem>
      </Stack>
    </Stack>
  );
}
