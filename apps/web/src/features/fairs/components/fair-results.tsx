// The results of one tab of a fair: its participants' jobs or businesses, or their news.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { TJobFair } from '@oabat/domain/fairs';
import type { SearchCategory, TBusinessCard, TJobCard } from '@oabat/domain/search';
import { AppButton } from '../../../components/app-button.tsx';
import { BusinessCard } from '../../../components/business-card.tsx';
import { JobCard } from '../../../components/job-card.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { useFairNews, type useFairSearch } from '../api/fairs.ts';

const countLabel = (n: number, category: SearchCategory) =>
  category === 'unternehmen'
    ? n === 1
      ? '1 Unternehmen'
      : `${n.toLocaleString('de-DE')} Unternehmen`
    : n === 1
      ? '1 Angebot'
      : `${n.toLocaleString('de-DE')} Angebote`;

export function FairResults({ search, category }: { search: ReturnType<typeof useFairSearch>; category: SearchCategory }) {
  const first = search.data?.pages[0];
  const items = search.data?.pages.flatMap((p) => p.result.data) ?? [];
  if (search.isError) return <Text c="red.8">{(search.error as Error).message}</Text>;
  if (!first) return <Text>Suche läuft …</Text>;
  return (
    <section aria-labelledby="fair-results-title">
      <Title order={2} size="h4" id="fair-results-title" mb="sm" aria-live="polite">
        {countLabel(first.result.total, category)} auf dieser Messe
      </Title>
      {first.result.total === 0 ? <Text>Die Aussteller haben hier noch nichts veröffentlicht.</Text> : null}
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
    </section>
  );
}

export function FairNews({ fair }: { fair: TJobFair }) {
  const news = useFairNews(fair, true);
  if (news.isError) return <Text c="red.8">Die Neuigkeiten konnten nicht geladen werden.</Text>;
  if (!news.data) return <Text>Lade Neuigkeiten …</Text>;
  return (
    <section aria-labelledby="fair-news-title">
      <Title order={2} size="h4" id="fair-news-title" mb="sm">
        {news.data.total === 0 ? 'Noch keine Neuigkeiten der Aussteller' : news.data.total === 1 ? '1 Neuigkeit' : `${news.data.total} Neuigkeiten`}
      </Title>
      <Stack gap="sm">
        {news.data.data.map((p) => (
          <PostCard key={p.id} post={p} headingOrder={3} />
        ))}
      </Stack>
    </section>
  );
}
