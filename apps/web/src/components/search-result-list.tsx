// A restricted search's result list (a fair's tab, a livestream's businesses): the count, job and business
// cards, "Mehr laden". One list for every page that shows GET /api/search results page by page.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { SearchCategory, TBusinessCard, TJobCard } from '@oabat/domain/search';
import type { TSearchResponse } from '@oabat/domain/search-results';
import { AppButton } from './app-button.tsx';
import { BusinessCard } from './business-card.tsx';
import { JobCard } from './job-card.tsx';
import { ErrorNotice } from './error-notice.tsx';

const countLabel = (n: number, category: SearchCategory) =>
  category === 'unternehmen'
    ? n === 1
      ? '1 Unternehmen'
      : `${n.toLocaleString('de-DE')} Unternehmen`
    : n === 1
      ? '1 Angebot'
      : `${n.toLocaleString('de-DE')} Angebote`;

interface Props {
  search: UseInfiniteQueryResult<InfiniteData<TSearchResponse>>;
  category: SearchCategory;
  /** After the count, e.g. "auf dieser Messe". */
  where: string;
  /** Shown when nothing matches. */
  empty: string;
}

export function SearchResultList({ search, category, where, empty }: Props) {
  const first = search.data?.pages[0];
  if (search.isError) return <ErrorNotice error={search.error} />;
  if (!first) return <Text>Suche läuft …</Text>;
  return (
    <section aria-labelledby="restricted-results-title">
      <Title order={2} size="h4" id="restricted-results-title" mb="sm" aria-live="polite">
        {countLabel(first.result.total, category)} {where}
      </Title>
      {first.result.total === 0 ? <Text>{empty}</Text> : null}
      <SearchResultItems search={search} />
    </section>
  );
}

/** The cards of every loaded page and "Mehr laden": the part the place search shares with the restricted lists. */
export function SearchResultItems({ search }: { search: UseInfiniteQueryResult<InfiniteData<TSearchResponse>> }) {
  const items = search.data?.pages.flatMap((p) => p.result.data) ?? [];
  return (
    <>
      <Stack gap="sm">
        {items.map((item) =>
          item.kind === 'business' ? (
            <BusinessCard key={`b${item.id}`} business={item as TBusinessCard} headingOrder={3} />
          ) : (
            <JobCard key={`j${item.id}`} job={item as TJobCard} />
          ),
        )}
      </Stack>
      {search.hasNextPage ? (
        <Group justify="center" mt="md">
          <AppButton design="primary-flat" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
            Mehr laden
          </AppButton>
        </Group>
      ) : null}
    </>
  );
}
