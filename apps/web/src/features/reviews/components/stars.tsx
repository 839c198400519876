// Stars as a picture with its words for screen readers ("4 von 5 Sternen"), and the summary "Ø 4,5 · 12 Bewertungen".
import { Group, Text } from '@mantine/core';
import { REVIEW_MAX_RATING } from '@oabat/domain/review-rules';

const starsLabel = (n: number) => `${n.toLocaleString('de-DE')} von ${REVIEW_MAX_RATING} Sternen`;

export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <Text component="span" role="img" aria-label={starsLabel(rating)} style={{ letterSpacing: 2, color: '#946200' /* amber dark enough for 4.5:1 on white */ }}>
      {'★'.repeat(full)}
      {'☆'.repeat(REVIEW_MAX_RATING - full)}
    </Text>
  );
}

export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (!count || average == null) return <Text>Noch keine Bewertungen.</Text>;
  return (
    <Group gap="xs" align="center">
      <Stars rating={average} />
      <Text fw={600}>{average.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</Text>
      <Text c="dimmed">({count === 1 ? '1 Bewertung' : `${count.toLocaleString('de-DE')} Bewertungen`})</Text>
    </Group>
  );
}
