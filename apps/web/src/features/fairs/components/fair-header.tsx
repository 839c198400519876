// The head of a fair's page: logo, name, when and where, description, the exhibitors and the fair terms.
import { Link } from 'react-router';
import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatEventTime } from '@oabat/domain/event-time';
import type { TJobFair } from '@oabat/domain/fairs';
import { businessPath } from '../../../lib/paths.ts';

export const fairPlace = (f: TJobFair) => [f.location_name, f.street, `${f.place.postal_code} ${f.place.name}`].filter(Boolean).join(', ');

// Phone and desktop sizes come from CSS (responsive style props), so the server's HTML already fits a phone and
// nothing shifts when the page hydrates.
export function FairHeader({ fair }: { fair: TJobFair }) {
  const logo = fair.logo?.urls['1.webp'] ?? fair.logo?.urls['1.jpg'];
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap" align="center">
        {logo ? <Image src={logo} alt={`Logo von ${fair.name}`} w={{ base: 56, xs: 80 }} h={{ base: 56, xs: 80 }} fit="contain" /> : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: '1.5rem', xs: 'var(--mantine-h1-font-size)' }} style={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
            {fair.name}
          </Title>
          {fair.title ? <Text fw={600}>{fair.title}</Text> : null}
        </Stack>
      </Group>
      <Text>{formatEventTime(fair.start_at, fair.end_at)}</Text>
      <Text c="dimmed" size="sm">
        {fairPlace(fair)} · {fair.channel.name}
      </Text>
      {fair.description ? <Text style={{ whiteSpace: 'pre-line' }}>{fair.description}</Text> : null}
      <Text size="sm">
        Mit der Teilnahme gelten die{' '}
        <Anchor component={Link} to="/agb-messe">
          Teilnahmebedingungen für Messen
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** The fair's exhibitors with a public profile. */
export function FairExhibitors({ fair }: { fair: TJobFair }) {
  if (!fair.businesses.length) return null;
  return (
    <section aria-labelledby="fair-exhibitors">
      <Title order={2} size="h4" id="fair-exhibitors" mb="xs">
        Aussteller ({fair.businesses.length})
      </Title>
      <Group gap="md">
        {fair.businesses.map((b) => (
          <Anchor key={b.id} component={Link} to={businessPath(b.slug)}>
            {b.name}
          </Anchor>
        ))}
      </Group>
    </section>
  );
}
