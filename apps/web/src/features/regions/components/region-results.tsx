// A region's jobs (Ausbildung, Praktikum) or member businesses (Unternehmen) from the search by its channel,
// with "Mehr laden". Used by the region subpages and their embed variants.
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TBusinessCard, TJobCard } from '@oabat/domain/search';
import { BusinessCard } from '../../../components/business-card.tsx';
import { useRegionSearch, type RegionListCategory } from '../api/region-search.ts';
import { JobCard } from '../../../components/job-card.tsx';
import { Loading } from '../../../components/loading.tsx';

const EMPTY: Record<RegionListCategory, string> = {
  ausbildung: 'In dieser Region gibt es gerade keine Ausbildungsplätze.',
  praktikum: 'In dieser Region gibt es gerade keine Praktikumsplätze.',
  unternehmen: 'Noch keine Betriebe in dieser Region.',
};
const COUNT: Record<RegionListCategory, (n: number) => string> = {
  ausbildung: (n) => (n === 1 ? '1 Ausbildungsplatz' : `${n.toLocaleString('de-DE')} Ausbildungsplätze`),
  praktikum: (n) => (n === 1 ? '1 Praktikumsplatz' : `${n.toLocaleString('de-DE')} Praktikumsplätze`),
  unternehmen: (n) => (n === 1 ? '1 Betrieb' : `${n.toLocaleString('de-DE')} Betriebe`),
};

export function RegionResults({
  channel,
  category,
  external = false,
  headingOrder = 2,
}: {
  channel: string | null;
  category: RegionListCategory;
  external?: boolean;
  headingOrder?: 2 | 3;
}) {
  const search = useRegionSearch(channel ?? undefined, category);
  if (!channel) return <Text>{EMPTY[category]}</Text>;
  if (search.error) return <Text role="alert">Die Liste konnte nicht geladen werden.</Text>;
  if (!search.data) return <Loading />;
  const items = search.data.pages.flatMap((p) => p.result.data);
  const total = search.data.pages[0]?.result.total ?? 0;
  if (!items.length) return <Text>{EMPTY[category]}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" role="status">
        {COUNT[category](total)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {items.map((item) =>
          item.kind === 'job' ? (
            <JobCard key={`j${item.id}`} job={item as TJobCard} external={external} headingOrder={headingOrder} />
          ) : (
            <BusinessCard key={`b${item.id}`} business={item as TBusinessCard} external={external} headingOrder={headingOrder} />
          ),
        )}
      </SimpleGrid>
      {search.hasNextPage ? (
        <Button variant="light" w="fit-content" loading={search.isFetchingNextPage} onClick={() => search.fetchNextPage()}>
          Mehr laden
        </Button>
      ) : null}
    </Stack>
  );
}
