// The news tab (02 §2, §9): published posts around a place, newest first, 20 at a time with "Mehr laden".
import { Group, Stack, Text, Title } from '@mantine/core';
import { NEWS_LOAD_LIMIT } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { usePosts } from '../api/posts.ts';
import { Loading } from '../../../components/loading.tsx';

interface Props {
  latitude: number;
  longitude: number;
  radius: number;
  placeName: string;
  /** The search term: posts with these words in the title or text. */
  term?: string;
}

export function NewsList({ latitude, longitude, radius, placeName, term }: Props) {
  const posts = usePosts({ latitude, longitude, radius, per_page: NEWS_LOAD_LIMIT, ...(term ? { term } : {}) });
  const first = posts.data?.pages[0];
  const items = posts.data?.pages.flatMap((p) => p.data) ?? [];
  if (!first) return posts.isError ? <Text c="red.8">Die Neuigkeiten konnten nicht geladen werden.</Text> : <Loading what="Neuigkeiten" />;
  return (
    <section aria-labelledby="news-title">
      <Title order={2} size="h3" id="news-title" mb="sm" aria-live="polite">
        {first.total === 0
          ? term
            ? `Keine Neuigkeiten zu „${term}“ im Umkreis von ${radius} km um ${placeName}`
            : `Keine Neuigkeiten im Umkreis von ${radius} km um ${placeName}`
          : first.total === 1
            ? '1 Neuigkeit'
            : `${first.total.toLocaleString('de-DE')} Neuigkeiten`}
      </Title>
      {first.total === 0 ? (
        <Text>
          {term
            ? 'Versuch es mit einem anderen Suchbegriff oder vergrößere den Umkreis.'
            : 'Vergrößere den Umkreis, um mehr Beiträge von Betrieben, Schulen und Regionen zu sehen.'}
        </Text>
      ) : null}
      <Stack gap="sm">
        {items.map((p) => (
          <PostCard key={p.id} post={p} headingOrder={3} />
        ))}
      </Stack>
      {posts.hasNextPage ? (
        <Group justify="center" mt="md">
          <AppButton design="primary-flat" onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage}>
            Mehr laden
          </AppButton>
        </Group>
      ) : null}
    </section>
  );
}
