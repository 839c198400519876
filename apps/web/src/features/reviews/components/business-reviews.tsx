// "Bewertungen" on a business's public profile: mean stars and count of approved reviews, the list, and for a
// logged-in person who may review businesses (not a business account, see rights.canPostReview) their own review
// or the form to write one.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { canPostReview } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { useReviews } from '../api/list-reviews.ts';
import { RatingSummary } from './stars.tsx';
import { ReviewList } from './review-list.tsx';
import { OwnReview } from './own-review.tsx';
import { PENDING_NOTE, ReviewForm } from './review-form.tsx';
import { Loading } from '../../../components/loading.tsx';

const PAGE = 10;

export function BusinessReviews({ business }: { business: { id: number; slug: string; name: string } }) {
  const { user } = useAuth();
  const location = useLocation();
  const [shown, setShown] = useState(PAGE);
  const [sent, setSent] = useState(false);
  const approved = useReviews({ type: 'business', business_slug: business.slug, per_page: shown });
  const member = user?.business?.id === business.id;
  const mayReview = !!user && !member && canPostReview(user, 'business');
  const mine = useReviews({ type: 'business', business_slug: business.slug, mine: '1' }, mayReview);
  const own = mine.data?.data[0];
  const page = approved.data;

  return (
    <section aria-labelledby="reviews-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="reviews-title">
          Bewertungen
        </Title>
        {page ? <RatingSummary average={page.average_rating} count={page.total} /> : <Loading what="Bewertungen" />}
        {page?.data.length ? <ReviewList reviews={page.data} label={`Bewertungen von ${business.name}`} /> : null}
        {page && page.total > page.data.length && shown < 100 ? (
          <Button variant="default" w="fit-content" onClick={() => setShown(shown + PAGE)}>
            Weitere Bewertungen zeigen
          </Button>
        ) : null}
        {sent && own ? (
          <Alert color="green" role="status">
            {PENDING_NOTE}
          </Alert>
        ) : null}
        {mayReview && mine.data ? (
          own ? (
            <OwnReview review={own} />
          ) : (
            <Stack gap="xs">
              <Title order={3} size="h4">
                Bewertung schreiben
              </Title>
              <ReviewForm businessId={business.id} onSent={() => setSent(true)} />
            </Stack>
          )
        ) : null}
        {!user ? (
          <Text size="sm">
            <Anchor component={Link} to={`/anmelden?redirect=${encodeURIComponent(location.pathname)}`}>
              Melde dich an
            </Anchor>
            , um diesen Betrieb zu bewerten.
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
