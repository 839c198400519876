// The results of one tab of a fair: its participants' jobs or businesses, or their news.
import { Stack, Text, Title } from '@mantine/core';
import type { TJobFair } from '@oabat/domain/fairs';
import type { SearchCategory } from '@oabat/domain/search';
import { SearchResultList } from '../../../components/search-result-list.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { useFairNews, type useFairSearch } from '../api/fairs.ts';
import { Loading } from '../../../components/loading.tsx';

export const FairResults = ({ search, category }: { search: ReturnType<typeof useFairSearch>; category: SearchCategory }) => (
  <SearchResultList search={search} category={category} where="auf dieser Messe" empty="Die Aussteller haben hier noch nichts veröffentlicht." />
);

export function FairNews({ fair }: { fair: TJobFair }) {
  const news = useFairNews(fair, true);
  if (news.isError) return <Text c="red.8">Die Neuigkeiten konnten nicht geladen werden.</Text>;
  if (!news.data) return <Loading what="Neuigkeiten" />;
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
