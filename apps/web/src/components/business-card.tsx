// A business in a list (search results, region pages, the public business list): logo or initials, name
// linking to its profile, place, open jobs. `headingOrder` fits the card under the page's headings;
// `external` opens the profile in a new tab (embedded lists live in another website's iframe).
import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TBusinessCard } from '@oabat/domain/search';
import { BusinessLogo } from './business-logo.tsx';
import { placeLine } from './job-card.tsx';
import { businessPath } from '../lib/paths.ts';

export function BusinessCard({ business, external = false, headingOrder = 2 }: { business: TBusinessCard; external?: boolean; headingOrder?: 2 | 3 }) {
  const href = businessPath(business.slug);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`business-${business.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <BusinessLogo name={business.name} logo={business.logo} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={headingOrder} size="h4" id={`business-${business.id}`}>
            {external ? (
              <Anchor href={href} target="_blank" rel="noopener">
                {business.name}
              </Anchor>
            ) : (
              <Anchor component={Link} to={href}>
                {business.name}
              </Anchor>
            )}
          </Title>
          {business.place || business.distance_km != null ? (
            <Text size="sm" c="gray.7">
              {placeLine(business.place, business.distance_km)}
            </Text>
          ) : null}
          <Text size="sm">{business.jobs_count === 1 ? '1 offene Stelle' : `${business.jobs_count} offene Stellen`}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
