// The region's Ausbildung/Praktikum/Unternehmen pages: in the region frame, or alone for an iframe (embed).
import { useParams } from 'react-router';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import type { RegionListCategory } from '../api/region-search.ts';
import { RegionFrame, RegionMissing, useRegionPage } from './region-frame.tsx';
import { RegionResults } from './region-results.tsx';

const HEADINGS: Record<RegionListCategory, string> = { ausbildung: 'Ausbildung', praktikum: 'Praktikum', unternehmen: 'Unternehmen' };

export function RegionListPage({ category }: { category: RegionListCategory }) {
  const { slug } = useParams();
  const heading = (name: string) => `${HEADINGS[category]} in der Region ${name}`;
  return (
    <RegionFrame slug={slug} title={heading} heading={(r) => heading(r.name)}>
      {(region) => <RegionResults channel={region.channel?.slug ?? null} category={category} />}
    </RegionFrame>
  );
}

/** For other websites' iframes: the list alone, links open Oabat in a new tab. */
export function RegionEmbedPage({ category }: { category: RegionListCategory }) {
  const { slug } = useParams();
  const heading = (name: string) => `${HEADINGS[category]} in der Region ${name}`;
  const { data: region, error } = useRegionPage(slug, heading);
  return (
    <Container size="lg" py="sm" px="sm">
      {region ? (
        <Stack gap="md">
          <Title order={1} size="h3">
            {heading(region.name)}
          </Title>
          <RegionResults channel={region.channel?.slug ?? null} category={category} external />
          <Anchor href={`/region/${region.slug}`} target="_blank" rel="noopener" size="sm">
            Mehr auf Oabat
          </Anchor>
        </Stack>
      ) : (
        <RegionMissing error={error} />
      )}
    </Container>
  );
}
