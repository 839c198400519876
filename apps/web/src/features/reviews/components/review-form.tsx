// "Bewertung schreiben": 1..5 stars and a text, for a business or for Oabat. After sending, the caller shows
// PENDING_NOTE next to the viewer's own review (reviews wait for the admin's approval).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Fieldset, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_MAX_RATING, ZReviewInput } from '@oabat/domain/reviews';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { postReview } from '../api/post-review.ts';
import { REVIEWS_KEY } from '../api/list-reviews.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export const PENDING_NOTE = 'Danke! Deine Bewertung erscheint, sobald das Oabat-Team sie geprüft hat.';

export function ReviewForm({ businessId, onSent }: { businessId?: number; onSent: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const { runChecked, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = businessId ? { type: 'business' as const, business_id: businessId, rating, message } : { type: 'platform' as const, rating, message };
    if (await runChecked(ZReviewInput, body, postReview)) {
      onSent();
      await queryClient.invalidateQueries({ queryKey: [REVIEWS_KEY] });
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorNotice error={error} title="Fehler" />
        <Fieldset legend="Sterne" variant="unstyled" p={0}>
          <Rating value={rating} onChange={setRating} count={REVIEW_MAX_RATING} size="lg" getSymbolLabel={(n) => (n === 1 ? '1 Stern' : `${n} Sterne`)} />
          {fields.rating ? (
            <Text size="sm" c="red.8" mt={4}>
              {fields.rating}
            </Text>
          ) : null}
        </Fieldset>
        <Textarea
          label="Deine Bewertung"
          description="Mindestens 10 Zeichen. Öffentlich erscheint nur dein Vorname."
          autosize
          minRows={3}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={fields.message}
        />
        <Button type="submit" loading={pending} w="fit-content">
          Bewertung senden
        </Button>
      </Stack>
    </form>
  );
}
