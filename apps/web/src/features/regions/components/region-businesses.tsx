// The section "Betriebe der Region": the region's member businesses as search results.
import { Title } from '@mantine/core';
import type { TRegion } from '@oabat/domain/regions';
import { RegionResults } from './region-results.tsx';

export function RegionBusinesses({ region }: { region: TRegion }) {
  return (
    <section aria-labelledby="employers-title">
      <Title order={2} size="h3" id="employers-title" mb="sm">
        Betriebe der Region
      </Title>
      <RegionResults channel={region.channel?.slug ?? null} category="unternehmen" headingOrder={3} />
    </section>
  );
}
